/**
 * Typing indicator (CHAT_SOCKET_EVENTS.typing; spec/shell.md §3 Chat window state): a member's
 * `chat:typing {roomId}` is acknowledged and relayed to the room's other watchers as
 * `{roomId, userId, name}`, never to the typist's own tabs, at most once per 3 s per user and room;
 * non-members and bad payloads get a failed acknowledgement and relay nothing.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { memoryThrottle } from '../../../src/server/chat/chatTyping';
import { CHAT_EVENTS, CHAT_SOCKET_EVENTS } from '../../../src/shared/chat/chat.types';
import { collect, forEachDialect, sleep } from '../harness';
import { chatTeam, roomOf, watcher, type ChatTeam } from './messagesFixture';

const typing = (socket: ClientSocket, payload: unknown): Promise<unknown> =>
  new Promise((resolve) => socket.emit(CHAT_SOCKET_EVENTS.typing, payload, resolve));

test('the in-memory throttle lets one event through per 3 s per user and room', async () => {
  let now = 0;
  const throttle = memoryThrottle(3000, () => now);
  expect(await throttle(1, 5)).toBe(true);
  now = 2999;
  expect(await throttle(1, 5)).toBe(false);
  expect(await throttle(2, 5)).toBe(true);
  expect(await throttle(1, 6)).toBe(true);
  now = 3000;
  expect(await throttle(1, 5)).toBe(true);
});

forEachDialect('chat typing', (ref) => {
  let t: ChatTeam;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    t = await chatTeam(ref.server);
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  test('two typing events within 3 s relay once, to others only', async () => {
    const roomId = await roomOf(ref.server, t.companyId, 'public', [t.member, t.nina]);
    const typist = await watcher(ref.server, t.member, [roomId], sockets);
    const typistOtherTab = await watcher(ref.server, t.member, [roomId], sockets);
    const reader = await watcher(ref.server, t.nina, [roomId], sockets);
    const onTypist = collect(typist, CHAT_EVENTS.typing);
    const onOtherTab = collect(typistOtherTab, CHAT_EVENTS.typing);
    const onReader = collect(reader, CHAT_EVENTS.typing);
    expect(await typing(typist, { roomId })).toEqual({ ok: true });
    expect(await typing(typistOtherTab, { roomId })).toEqual({ ok: true });
    await sleep(200);
    expect(onReader).toEqual([{ roomId, userId: t.member.id, name: 'Max Member' }]);
    expect(onTypist).toEqual([]);
    expect(onOtherTab).toEqual([]);
    // Another person in the same room is throttled apart.
    expect(await typing(reader, { roomId })).toEqual({ ok: true });
    await sleep(200);
    expect(onTypist).toEqual([{ roomId, userId: t.nina.id, name: 'Nina Petrova' }]);
  });

  test('non-members, unknown rooms and bad payloads are refused and relay nothing', async () => {
    const roomId = await roomOf(ref.server, t.companyId, 'public', [t.member]);
    const reader = await watcher(ref.server, t.member, [roomId], sockets);
    const onReader = collect(reader, CHAT_EVENTS.typing);
    const stranger = await watcher(ref.server, t.pavel, [], sockets);
    const outsider = await watcher(ref.server, t.outsider, [], sockets);
    expect(await typing(stranger, { roomId })).toEqual({ ok: false, error: 'FORBIDDEN' });
    expect(await typing(outsider, { roomId })).toEqual({ ok: false, error: 'FORBIDDEN' });
    expect(await typing(stranger, { roomId: 999_999 })).toEqual({ ok: false, error: 'NOT_FOUND' });
    expect(await typing(stranger, { roomId: 'x' })).toEqual({ ok: false, error: 'VALIDATION_FAILED' });
    expect(await typing(stranger, null)).toEqual({ ok: false, error: 'VALIDATION_FAILED' });
    await sleep(100);
    expect(onReader).toEqual([]);
  });
});
