/** Calls as the server sends them (src/shared/chat/call.types.ts) and a store for the call engine's tests. */
import type { CallParticipant, ChatCall } from '../../../src/shared/chat/call.types';
import { signedInStore } from '../chat/chatFixtures';

export const ROOM = 5;
export const COMPANY = 10;

export function aParticipant(over: Partial<CallParticipant> = {}): CallParticipant {
  return {
    userId: 2,
    name: 'Boris',
    avatar: null,
    socketId: 's-boris',
    media: { audio: true, video: true, screen: false },
    joinedAt: '2026-11-26T10:00:00.000Z',
    ...over,
  };
}

/** A call in ROOM with the test user (id 1, Ann) and `others`. */
export function aCall(others: CallParticipant[] = [aParticipant()], over: Partial<ChatCall> = {}): ChatCall {
  return {
    id: 77,
    roomId: ROOM,
    companyId: COMPANY,
    startedBy: 1,
    startedAt: '2026-11-26T10:00:00.000Z',
    participants: [aParticipant({ userId: 1, name: 'Ann', socketId: 'sock-1' }), ...others],
    ...over,
  };
}

/** A signed-in store whose socket takes `call:*` emits (acknowledged); requests still go over HTTP (msw). */
export function callStore() {
  const made = signedInStore();
  const socket = made.sockets.latest();
  socket.connected = true;
  socket.onEmit = (event, ...args) => {
    const ack = args.at(-1);
    if (event.startsWith('call:') && typeof ack === 'function') ack({ ok: true });
  };
  return {
    ...made,
    signals: () => socket.emitted.filter((entry) => entry.event === 'call:signal').map((entry) => entry.args[0]),
  };
}
