/** Call invitation fixtures of the client tests (src/shared/chat/call.types.ts shapes). */
import type { CallInvitation } from '../../../src/shared/chat/call.types';

export const ANNA = { id: 2, name: 'Anna', avatar: null };

export function anInvitation(over: Partial<CallInvitation> = {}): CallInvitation {
  return {
    roomId: 5,
    companyId: 10,
    callId: 50,
    roomType: 'dialog',
    roomName: 'Anna',
    from: ANNA,
    expiresAt: '2026-11-26T10:00:30.000Z',
    ...over,
  };
}
