/**
 * Opening a wiki page from a pressed link (wikiProviderPool.ts; issue 18 "Speed"): the preloaded
 * provider has joined and holds the page's text by the time the view takes it, the view's own join
 * over the same socket is not sent again, a press that never became an open leaves the room after
 * PRELOAD_TTL_MS, and a page whose view is open is not preloaded (its leave would take the open view
 * out of the room).
 */
import {
  PRELOAD_TTL_MS,
  preloadProvider,
  releaseProvider,
  takeProvider,
} from '../../../src/client/features/wiki/wikiProviderPool';
import { FakeSocket, FakeWikiServer, text, write } from './fakeWikiSocket';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => jest.useRealTimers());

test('a pressed page is joined before its view mounts, and the view takes it without joining again', async () => {
  const server = new FakeWikiServer();
  write(server.doc, 'stored words');
  const socket = new FakeSocket(server);
  preloadProvider(socket, 7, 'socket-1');
  await settle();
  expect(server.log).toEqual(['wiki:join', 'wiki:awareness']);

  const provider = takeProvider(socket, 7);
  expect(text(provider.doc)).toContain('stored words');
  expect(provider.syncState.status).toBe('synced');
  await provider.connectOnce('socket-1');
  expect(server.log.filter((event) => event === 'wiki:join')).toHaveLength(1);

  // A reconnect (a new socket id) joins again.
  await provider.connectOnce('socket-2');
  expect(server.log.filter((event) => event === 'wiki:join')).toHaveLength(2);
  releaseProvider(provider);
  await settle();
  expect(server.joined.size).toBe(0);
});

test('a preload whose join failed is joined again by the view', async () => {
  const server = new FakeWikiServer();
  write(server.doc, 'stored words');
  const socket = new FakeSocket(server);
  socket.connected = false;
  preloadProvider(socket, 10, 'socket-1');
  await settle();
  const provider = takeProvider(socket, 10);
  expect(provider.syncState.status).toBe('offline');
  socket.connected = true;
  await provider.connectOnce('socket-1');
  expect(provider.syncState.status).toBe('synced');
  expect(text(provider.doc)).toContain('stored words');
  releaseProvider(provider);
});

test('a press that does not open the page leaves its room after the wait', async () => {
  jest.useFakeTimers();
  const server = new FakeWikiServer();
  const socket = new FakeSocket(server);
  preloadProvider(socket, 8, 'socket-1');
  await jest.advanceTimersByTimeAsync(10);
  expect(server.joined.size).toBe(1);
  await jest.advanceTimersByTimeAsync(PRELOAD_TTL_MS);
  expect(server.log).toContain('wiki:leave');
  expect(server.joined.size).toBe(0);

  // Taken after that: a fresh provider, which joins when the view connects it.
  const provider = takeProvider(socket, 8);
  expect(provider.syncState.status).toBe('connecting');
  releaseProvider(provider);
});

test('the open page is not preloaded: its view stays in the room', async () => {
  const server = new FakeWikiServer();
  const socket = new FakeSocket(server);
  const open = takeProvider(socket, 9);
  await open.connectOnce('socket-1');
  preloadProvider(socket, 9, 'socket-1');
  await settle();
  expect(server.log.filter((event) => event === 'wiki:join')).toHaveLength(1);
  expect(server.joined.has(socket)).toBe(true);
  releaseProvider(open);
  await settle();
  expect(server.joined.size).toBe(0);
});
