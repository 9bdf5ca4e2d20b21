/**
 * The invitation calls of src/shared/chat/call.schemas.ts (issue 17 item 3), injected into the one
 * api; only types are imported (no zod):
 * - GET  /chat/call-invitations → CallInvitation[] (the user's ringing invitations)
 * - POST /chat/rooms/{roomId}/call/decline → {roomId} (404 when nothing rings)
 * - GET  /chat/rooms/{roomId}/call → ChatCall | null (the room header's participant count)
 */
import type { CallInvitation, ChatCall } from '../../../shared/chat/call.types';
import { api } from '../../api/api';

export const callInvitationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    ringingCallInvitations: build.query<CallInvitation[], void>({
      query: () => ({ url: '/chat/call-invitations' }),
      keepUnusedDataFor: 0,
    }),
    declineCallInvitation: build.mutation<{ roomId: number }, number>({
      query: (roomId) => ({ url: `/chat/rooms/${roomId}/call/decline`, method: 'POST' }),
    }),
    roomCall: build.query<ChatCall | null, number>({
      query: (roomId) => ({ url: `/chat/rooms/${roomId}/call` }),
      keepUnusedDataFor: 0,
    }),
  }),
});
