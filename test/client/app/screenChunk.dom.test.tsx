/**
 * Screens rendered at once when their chunk is loaded (issue 13 item 4, src/client/app/screenChunk.tsx):
 * no Suspense fallback flashes (React throttles the reveal after one by up to 300 ms), a screen
 * still loading shows its boundary's fallback and then itself without a remount, and a failed
 * chunk is asked for again.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect, type ReactElement } from 'react';
import { chunkLoader, screenOf } from '../../../src/client/app/screenChunk';

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
