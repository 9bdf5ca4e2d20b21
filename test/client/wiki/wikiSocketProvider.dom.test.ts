/**
 * The wiki's Yjs provider over the app's socket (issue 18 co-editing; protocol in
 * src/shared/wiki/wiki.types.ts WIKI_SOCKET_EVENTS) against a fake socket server that keeps one
 * document and relays to the room like the real one: a join brings the stored text, two editors'
 * changes meet, edits made while offline reach the others after the rejoin, cursors travel as
 * awareness and vanish with a dropped socket, and unmounting leaves the room.
 */
import * as Y from 'yjs';
import { WikiSocketProvider } from '../../../src/client/features/wiki/wikiSocketProvider';
import { FakeSocket, FakeWikiServer, text, write } from './fakeWikiSocket';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a join brings the stored page, and two editors see each other’s changes', async () => {
  const server = new FakeWikiServer();
  write(server.doc, 'Stored');
  const a = new WikiSocketProvider(new FakeSocket(server), 7, new Y.Doc());
  const b = new WikiSocketProvider(new FakeSocket(server), 7, new Y.Doc());
  await Promise.all([a.connect(), b.connect()]);
  expect(a.syncState.status).toBe('synced');
  expect(text(a.doc)).toBe('<paragraph>Stored</paragraph>');

  write(a.doc, 'From A');
  write(b.doc, 'From B');
  await settle();
  await settle();
  expect(text(a.doc)).toBe(text(b.doc));
  expect(text(server.doc)).toBe(text(a.doc));
  expect(text(a.doc)).toContain('From A');
  expect(text(a.doc)).toContain('From B');
  expect(a.syncState.pendingAcks).toBe(0);
});

test('edits made while offline reach the server and the other editor after the rejoin', async () => {
  const server = new FakeWikiServer();
  const socketA = new FakeSocket(server);
  const a = new WikiSocketProvider(socketA, 7, new Y.Doc());
  const b = new WikiSocketProvider(new FakeSocket(server), 7, new Y.Doc());
  await Promise.all([a.connect(), b.connect()]);

  socketA.drop();
  a.disconnected();
  expect(a.syncState.status).toBe('offline');
  write(a.doc, 'Written offline');
  write(b.doc, 'Written meanwhile');
  await settle();
  expect(text(server.doc)).not.toContain('Written offline');

  socketA.connected = true;
  await a.connect();
  await settle();
  expect(text(server.doc)).toContain('Written offline');
  expect(text(a.doc)).toContain('Written meanwhile');
  expect(text(b.doc)).toBe(text(a.doc));
});

test('cursors travel as awareness, vanish when the socket drops, and leaving the page leaves the room', async () => {
  const server = new FakeWikiServer();
  const socketA = new FakeSocket(server);
  const a = new WikiSocketProvider(socketA, 7, new Y.Doc());
  const b = new WikiSocketProvider(new FakeSocket(server), 7, new Y.Doc());
  await Promise.all([a.connect(), b.connect()]);
  a.awareness.setLocalStateField('user', { name: 'Ada', color: '#40c4ff' });
  await settle();
  const seenByB = () => [...b.awareness.getStates().values()].map((s) => (s.user as { name?: string })?.name);
  expect(seenByB()).toContain('Ada');

  b.disconnected();
  expect(seenByB()).not.toContain('Ada');
  await b.connect();
  a.awareness.setLocalStateField('user', { name: 'Ada L.', color: '#40c4ff' });
  await settle();
  expect(seenByB()).toContain('Ada L.');

  a.destroy();
  await settle();
  expect(seenByB()).not.toContain('Ada L.');
  expect(server.log).toContain('wiki:leave');
  expect(server.joined.has(socketA)).toBe(false);
});

test('a refused join is reported and nothing is sent', async () => {
  const socket = new FakeSocket(new FakeWikiServer());
  socket.emitWithAck = jest.fn(async () => ({ ok: false, error: 'FORBIDDEN' }));
  const a = new WikiSocketProvider(socket, 7, new Y.Doc());
  await a.connect();
  write(a.doc, 'Not sent');
  expect(a.syncState).toMatchObject({ status: 'refused', error: 'FORBIDDEN' });
  expect(socket.emitWithAck).toHaveBeenCalledTimes(1);
});
