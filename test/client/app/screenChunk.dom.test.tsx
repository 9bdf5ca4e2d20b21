/**
 * Screens rendered at once when their chunk is loaded (issue 13 item 4, src/client/app/screenChunk.tsx):
 * no Suspense fallback flashes (React throttles the reveal after one by up to 300 ms), a screen
 * still loading shows its boundary's fallback and then itself without a remount, and a failed
 * chunk is asked for again. A part with a plain stand-in (useChunkModule) asks for its chunk only
 * when wanted and shows itself when it arrives.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect, type ReactElement } from 'react';
import { chunkLoader, screenOf, useChunkModule } from '../../../src/client/app/screenChunk';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Greeting = ({ who }: { who: string }) => <p>Hello {who}</p>;

test('a loaded chunk renders its screen in the first commit, with no fallback', async () => {
  const loader = chunkLoader(async () => ({ Greeting }));
  await loader();
  const Screen = screenOf(loader, 'Greeting');
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Screen who="board" />
    </Suspense>,
  );
  // Synchronously after render: no act() flush, no microtask.
  expect(screen.getByText('Hello board')).toBeTruthy();
  expect(screen.queryByText('Loading')).toBeNull();
});

test('a chunk still loading shows the fallback, then the screen, mounted once', async () => {
  const chunk = deferred<{ Counted: () => ReactElement }>();
  let mounts = 0;
  function Counted() {
    useEffect(() => {
      mounts += 1;
    }, []);
    return <p>Loaded</p>;
  }
  const loader = chunkLoader(() => chunk.promise);
  const Screen = screenOf(loader, 'Counted');
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Screen />
    </Suspense>,
  );
  expect(screen.getByText('Loading')).toBeTruthy();
  await act(async () => chunk.resolve({ Counted }));
  expect(await screen.findByText('Loaded')).toBeTruthy();
  expect(loader.module?.Counted).toBe(Counted);
  expect(mounts).toBe(1);
});

test('one request per chunk, and a failed one is asked for again', async () => {
  let calls = 0;
  const loader = chunkLoader(async () => {
    calls += 1;
    if (calls === 1) throw new Error('ChunkLoadError');
    return { Greeting };
  });
  await expect(loader()).rejects.toThrow('ChunkLoadError');
  expect(loader.module).toBeUndefined();
  await Promise.all([loader(), loader()]);
  expect(calls).toBe(2);
  expect(loader.module?.Greeting).toBe(Greeting);
});

test('useChunkModule: nothing asked while not wanted; once wanted, the stand-in until the chunk arrives', async () => {
  const chunk = deferred<{ Greeting: typeof Greeting }>();
  let asked = 0;
  const loader = chunkLoader(() => {
    asked += 1;
    return chunk.promise;
  });
  function Part({ wanted }: { wanted: boolean }) {
    const Loaded = useChunkModule(loader, wanted)?.Greeting;
    return Loaded ? <Loaded who="window" /> : <p>Stand-in</p>;
  }
  const view = render(<Part wanted={false} />);
  await act(async () => undefined);
  expect(asked).toBe(0);
  view.rerender(<Part wanted />);
  expect(screen.getByText('Stand-in')).toBeTruthy();
  expect(asked).toBe(1);
  await act(async () => chunk.resolve({ Greeting }));
  expect(screen.getByText('Hello window')).toBeTruthy();
});
