/** Calls as the server sends them (src/shared/chat/call.types.ts) for the call engine's tests. */
import type { CallParticipant, ChatCall } from '../../../src/shared/chat/call.types';

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
