/**
 * Conference call requests (paths and answers as listed in src/shared/chat/call.schemas.ts),
 * injected into the one api. In the lazy engine chunk: only the call engine and the call window
 * use them. They go over the socket `api` when the connection is ready (the server then knows the
 * caller's socket), else over HTTP with the `Socket-Id` header (api/baseQuery.ts).
 * - POST /chat/rooms/{roomId}/call/join {media, callId?} → CallJoinAnswer (starts the call when none
 *   runs; with callId only rejoins that call)
 * - POST /chat/rooms/{roomId}/call/leave → {roomId}
 * - PUT  /chat/rooms/{roomId}/call/media {audio, video, screen} → ChatCall
 * - POST /chat/rooms/{roomId}/call/invitations {userIds?} → {invited: number[]}
 */
import type { CallJoinAnswer, CallMedia, ChatCall } from '../../../shared/chat/call.types';
import { api } from '../../api/api';

export const callApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `callId`: rejoin only that call (409 once it ended). */
    joinCall: build.mutation<CallJoinAnswer, { roomId: number; media: CallMedia; callId?: number }>({
      query: ({ roomId, media, callId }) => ({
        url: `/chat/rooms/${roomId}/call/join`,
        method: 'POST',
        body: callId === undefined ? { media } : { media, callId },
      }),
    }),
    leaveCall: build.mutation<{ roomId: number }, number>({
      query: (roomId) => ({ url: `/chat/rooms/${roomId}/call/leave`, method: 'POST' }),
    }),
    callMedia: build.mutation<ChatCall, { roomId: number; media: CallMedia }>({
      query: ({ roomId, media }) => ({ url: `/chat/rooms/${roomId}/call/media`, method: 'PUT', body: media }),
    }),
    /** No `userIds`: every member of the room who is not in the call (a dialog: the other person). */
    inviteToCall: build.mutation<{ invited: number[] }, { roomId: number; userIds?: number[] }>({
      query: ({ roomId, userIds }) => ({
        url: `/chat/rooms/${roomId}/call/invitations`,
        method: 'POST',
        body: userIds ? { userIds } : {},
      }),
    }),
  }),
});
