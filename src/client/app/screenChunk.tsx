/**
 * Screen chunks that render at once when they are already loaded (issue 13 item 4, no waterfall).
 *
 * React.lazy suspends on its first render even when the chunk arrived long before: the import()
 * promise resolves only in a later microtask. The Suspense fallback then commits, and React 19
 * throttles the reveal of the content that follows a fallback by up to 300 ms
 * (FALLBACK_THROTTLE_MS) — a cold board open lost 0.2–0.3 s to such timers. A `ChunkLoader` keeps
 * the module once loaded; `screenOf` renders the loaded component directly and falls back to
 * React.lazy (and its Suspense boundary) only while the chunk is still downloading.
 */
import { lazy, useEffect, useState, type ComponentType, type JSXElementConstructor } from 'react';

/** A dynamic import that remembers its module once loaded (`module`), retried after a failure. */
export interface ChunkLoader<M> {
  (): Promise<M>;
  /** The loaded module; undefined until the import resolved. */
  module?: M;
}

/** Wraps `importer` (a `() => import('…')`) into a ChunkLoader: one request, the module kept. */
export function chunkLoader<M>(importer: () => Promise<M>): ChunkLoader<M> {
  let pending: Promise<M> | undefined;
  const loader: ChunkLoader<M> = () =>
    (pending ??= importer().then(
      (module) => (loader.module = module),
      (error: unknown) => {
        pending = undefined; // the next render or preload asks again
        throw error;
      },
    ));
  return loader;
}

/**
 * The component exported as `name` by the chunk of `loader`: rendered directly when the chunk is
 * loaded, else through React.lazy (the caller's Suspense boundary shows its fallback meanwhile).
 * An instance keeps the way it started, so the lazy one is not remounted when the chunk arrives.
 */
/** The props of a component type (function, memo or class). */
type PropsOf<C> = C extends JSXElementConstructor<infer P extends object> ? P : never;

export function screenOf<M, K extends keyof M, P extends object = PropsOf<M[K]>>(
  loader: ChunkLoader<M>,
  name: K,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: (await loader())[name] as ComponentType<P> }));
  function Screen(props: P) {
    const [Loaded] = useState(() => loader.module?.[name] as ComponentType<P> | undefined);
    const Component = Loaded ?? Lazy;
    return <Component {...props} />;
  }
  Screen.displayName = `Screen(${String(name)})`;
  return Screen;
}

/** First and longest wait before asking again for a chunk that failed (ms; doubling in between). */
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

/**
 * The module of `loader` once loaded, else undefined — asking for it while `wanted`, and
 * re-rendering when it arrives. For a part that has a plain stand-in while its chunk loads (no
 * Suspense boundary, so no fallback whose reveal React throttles). A chunk that cannot be fetched
 * (the server gone) is asked for again while mounted, after 1 s doubling to 30 s, never breaking
 * the app (the first failure is logged).
 */
export function useChunkModule<M>(loader: ChunkLoader<M>, wanted: boolean): M | undefined {
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (!wanted || loader.module) return;
    let mounted = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (retryMs: number) =>
      loader().then(
        () => mounted && setArrived((n) => n + 1),
        (error: unknown) => {
          if (retryMs === RETRY_FIRST_MS) console.error('[teamspace] a lazy part failed to load', error);
          if (mounted) timer = setTimeout(() => attempt(Math.min(retryMs * 2, RETRY_MAX_MS)), retryMs);
        },
      );
    void attempt(RETRY_FIRST_MS);
    return () => {
      mounted = false;
      clearTimeout(timer);
    };
  }, [loader, wanted]);
  return loader.module;
}
