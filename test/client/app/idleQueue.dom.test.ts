/**
 * The idle prefetch queue (src/client/features/lazyDialog.tsx `whenIdle`, issue 13 "usable"): the
 * prefetches of a fresh screen wait for its paint and then for a quiet second — each key, pointer
 * press or wheel turn starts that second again — so a user's first moves do not queue behind chunk
 * evaluations; then they run one per idle callback, in order (`first` ahead), each after the
 * previous one's promise settled.
 */
import type * as LazyDialogModule from '../../../src/client/features/lazyDialog';

type Lazy = typeof LazyDialogModule;

/** Idle callbacks requested and not yet run. */
let idleCallbacks: IdleRequestCallback[] = [];
const idleDeadline: IdleDeadline = { didTimeout: false, timeRemaining: () => 50 };

/** Runs the idle callbacks pending now (not those they request). */
async function runIdle(): Promise<number> {
  const pending = idleCallbacks;
  idleCallbacks = [];
  pending.forEach((callback) => callback(idleDeadline));
  await jest.advanceTimersByTimeAsync(0);
  return pending.length;
}

/** A fresh copy of the module (its paint and quiet state are per page). */
function freshModule(): Lazy {
  let loaded: Lazy | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<Lazy>('../../../src/client/features/lazyDialog');
  });
  return loaded!;
}

beforeEach(() => {
  jest.useFakeTimers();
  idleCallbacks = [];
  window.requestIdleCallback = (callback) => idleCallbacks.push(callback);
  window.cancelIdleCallback = () => undefined;
});

afterEach(() => {
  jest.useRealTimers();
});

test('prefetches wait for the paint and a quiet second, then run one per idle callback in order', async () => {
  const { whenIdle, markScreenPainted } = freshModule();
  const ran: string[] = [];
  whenIdle(() => ran.push('palette'));
  whenIdle(() => ran.push('forms'));
  whenIdle(() => ran.push('dialog'), { first: true });

  await jest.advanceTimersByTimeAsync(1500);
  expect(idleCallbacks).toHaveLength(0); // the screen has not painted
  markScreenPainted();
  await jest.advanceTimersByTimeAsync(900);
  expect(idleCallbacks).toHaveLength(0); // not yet a quiet second
  await jest.advanceTimersByTimeAsync(100);

  expect(await runIdle()).toBe(1);
  expect(ran).toEqual(['dialog']);
  expect(await runIdle()).toBe(1);
  expect(await runIdle()).toBe(1);
  expect(ran).toEqual(['dialog', 'palette', 'forms']);
  expect(await runIdle()).toBe(0);
});

test('a key or pointer press starts the quiet second again', async () => {
  const { whenIdle, markScreenPainted } = freshModule();
  const ran: string[] = [];
  whenIdle(() => ran.push('palette'));
  markScreenPainted();
  await jest.advanceTimersByTimeAsync(800);
  window.dispatchEvent(new Event('pointerdown'));
  await jest.advanceTimersByTimeAsync(800);
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
  await jest.advanceTimersByTimeAsync(800);
  expect(idleCallbacks).toHaveLength(0);
  await jest.advanceTimersByTimeAsync(200);
  await runIdle();
  expect(ran).toEqual(['palette']);
});

test('a user who never stops gets the prefetches after 8 s', async () => {
  const { whenIdle, markScreenPainted } = freshModule();
  const ran: string[] = [];
  whenIdle(() => ran.push('palette'));
  markScreenPainted();
  for (let waited = 0; waited < 7500; waited += 500) {
    window.dispatchEvent(new Event('wheel'));
    await jest.advanceTimersByTimeAsync(500);
  }
  expect(idleCallbacks).toHaveLength(0); // 7.5 s of input every half second
  window.dispatchEvent(new Event('wheel'));
  await jest.advanceTimersByTimeAsync(500);
  await runIdle();
  expect(ran).toEqual(['palette']);
});

test('the next prefetch waits for the previous one to load, and a failed one does not stop the queue', async () => {
  const { whenIdle, markScreenPainted } = freshModule();
  const ran: string[] = [];
  let finishForms: (() => void) | undefined;
  whenIdle(() => {
    ran.push('forms');
    return new Promise<void>((_, reject) => {
      finishForms = () => reject(new Error('offline'));
    });
  });
  whenIdle(() => ran.push('palette'));
  markScreenPainted();
  await jest.advanceTimersByTimeAsync(1000);
  await runIdle();
  expect(ran).toEqual(['forms']);
  expect(await runIdle()).toBe(0); // still loading
  finishForms!();
  await jest.advanceTimersByTimeAsync(0);
  await runIdle();
  expect(ran).toEqual(['forms', 'palette']);
});

test('a prefetch that never settles holds the queue for 5 s at most', async () => {
  const { whenIdle, markScreenPainted } = freshModule();
  const ran: string[] = [];
  whenIdle(() => {
    ran.push('stuck');
    return new Promise(() => undefined);
  });
  whenIdle(() => ran.push('palette'));
  markScreenPainted();
  await jest.advanceTimersByTimeAsync(1000);
  await runIdle();
  await jest.advanceTimersByTimeAsync(4900);
  expect(await runIdle()).toBe(0);
  await jest.advanceTimersByTimeAsync(100);
  await runIdle();
  expect(ran).toEqual(['stuck', 'palette']);
});

test('a screen that never says it painted gets its prefetches 2 s after they were queued, plus a quiet second', async () => {
  const { whenIdle } = freshModule();
  const ran: string[] = [];
  whenIdle(() => ran.push('palette'));
  await jest.advanceTimersByTimeAsync(2900);
  expect(idleCallbacks).toHaveLength(0);
  await jest.advanceTimersByTimeAsync(100);
  await runIdle();
  expect(ran).toEqual(['palette']);
});
