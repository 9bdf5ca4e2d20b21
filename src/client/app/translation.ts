/**
 * `useTranslation` for the app's components: the same `{ t, i18n }` as react-i18next's hook
 * (the instance from `<I18nextProvider>`, else the one `initReactI18next` registered), at a
 * fraction of its cost, because a board draws hundreds of tiles that each translate a few labels
 * (issue 13: opening a 10 × 20 board spent ~0.5 s of CPU in react-i18next and i18next).
 * - react-i18next 17 copies the whole i18next instance (`Object.getOwnPropertyDescriptors`) for
 *   every component that mounts the hook; here all components share one `t` per instance,
 *   language and namespaces, and one store subscription per instance.
 * - `t` remembers its answers: the same key with the same plain options (numbers, strings,
 *   booleans) is translated once per language, not once per tile (plural rules, interpolation
 *   and fallbacks run once). Calls with other options (objects, functions) are passed through.
 * A language change or an added resource bundle (the Russian chunk, app/i18n.ts) makes a new `t`,
 * so every component re-renders with fresh texts, as with react-i18next.
 */
import { useContext, useSyncExternalStore } from 'react';
import { I18nContext, getI18n } from 'react-i18next';
import type { i18n as I18n, Namespace, TFunction } from 'i18next';

/** Answers kept per `t` before it forgets them (names interpolated into labels vary per card). */
const MEMO_LIMIT = 20_000;

interface InstanceState {
  revision: number;
  listeners: Set<() => void>;
  subscribe: (listener: () => void) => () => void;
  /** `${revision}|${language}|${namespaces}` → the hook's answer. */
  answers: Map<string, { t: TFunction; i18n: I18n }>;
}

const states = new WeakMap<I18n, InstanceState>();

function stateOf(i18n: I18n): InstanceState {
  let state = states.get(i18n);
  if (state) return state;
  const created: InstanceState = {
    revision: 0,
    listeners: new Set(),
    answers: new Map(),
    subscribe: (listener) => {
      created.listeners.add(listener);
      return () => created.listeners.delete(listener);
    },
  };
  const changed = () => {
    created.revision += 1;
    created.answers.clear();
    created.listeners.forEach((listener) => listener());
  };
  i18n.on('languageChanged', changed);
  i18n.store?.on('added', changed);
  i18n.store?.on('removed', changed);
  states.set(i18n, created);
  state = created;
  return state;
}

const plain = (value: unknown) =>
  value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);

/** A `t` that answers a repeated (key, plain options) call from memory. */
function rememberingT(base: TFunction): TFunction {
  const memo = new Map<string, string>();
  const t = (key: unknown, options?: unknown, more?: unknown): unknown => {
    if (more !== undefined || (typeof key !== 'string' && !Array.isArray(key)))
      return base(key as never, options as never);
    let memoKey: string;
    if (options === undefined) memoKey = typeof key === 'string' ? key : JSON.stringify(key);
    else if (typeof options === 'string') memoKey = `${JSON.stringify(key)}\u0000${options}`;
    else if (typeof options === 'object' && options !== null && Object.values(options).every(plain))
      memoKey = `${JSON.stringify(key)}\u0001${JSON.stringify(options)}`;
    else return base(key as never, options as never);
    const known = memo.get(memoKey);
    if (known !== undefined) return known;
    const answer = base(key as never, options as never) as unknown;
    if (typeof answer !== 'string') return answer;
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(memoKey, answer);
    return answer;
  };
  return t as unknown as TFunction;
}

/**
 * `{ t, i18n }` for namespace(s) `ns` (the first is the default of `t`, the others are searched
 * for keys without a namespace prefix, as react-i18next's `nsMode: 'default'` does via
 * `ns:key`). Stable between renders until the language or the resources change.
 */
export function useTranslation<const N extends Namespace>(ns?: N): { t: TFunction<N>; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const state = stateOf(i18n);
  const namespaces = ns === undefined ? undefined : Array.isArray(ns) ? (ns as readonly string[]) : [ns as string];
  const getSnapshot = () => {
    const key = `${state.revision}|${i18n.language}|${namespaces?.join(',') ?? ''}`;
    let answer = state.answers.get(key);
    if (!answer) {
      // scopeNs: key selectors (functions) search every namespace given, as react-i18next passes it.
      const getFixedT = i18n.getFixedT.bind(i18n) as (...args: unknown[]) => TFunction;
      const base = getFixedT(i18n.language, namespaces?.[0] ?? null, undefined, { scopeNs: namespaces });
      answer = { t: rememberingT(base), i18n };
      state.answers.set(key, answer);
    }
    return answer;
  };
  return useSyncExternalStore(state.subscribe, getSnapshot, getSnapshot) as { t: TFunction<N>; i18n: I18n };
}
