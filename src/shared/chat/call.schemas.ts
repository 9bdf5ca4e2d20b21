/**
 * Conference calls' request schemas (issue 17; types in call.types.ts). Validated on the server and
 * declared in the OpenAPI document; answers use the envelope of DESIGN §3. Calls, all for a signed-in
 * user who may read the room (chat/chatAccess.ts requireRoom), over HTTP and the socket `api`:
 * - GET  /chat/rooms/{roomId}/call → ChatCall | null (the running call)
 * - POST /chat/rooms/{roomId}/call/join joinCallBody → CallJoinAnswer. Starts the call when none
 *   runs (flag on, a `callStarted` message). Needs the `Socket-Id` of one of the caller's live
 *   sockets (400 VALIDATION_FAILED without); a public room is joined first; 409 CONFLICT when the
 *   room is archived or the call already has CALL_MAX_PARTICIPANTS others. Joining again (reload,
 *   another tab) keeps the participation and moves it to the new socket. With `callId` (a reload or
 *   reconnect rejoining) it joins only that call: 409 CONFLICT (`CONFLICT_callEnded`) once it ended,
 *   rather than starting a new one.
 * - POST /chat/rooms/{roomId}/call/leave → {roomId} (the call ends when empty, after the empty timeout)
 * - PUT  /chat/rooms/{roomId}/call/media callMediaBody → ChatCall (participants only, else 403)
 * - POST /chat/rooms/{roomId}/call/invitations inviteBody → {invited: number[]} (participants only;
 *   no userIds: every member of the room who is not in the call; others must be members of the
 *   room — of the company for a public room — else 400)
 * - POST /chat/rooms/{roomId}/call/decline → {roomId} (stops the caller's ringing everywhere and
 *   tells the call; 404 when no invitation rings)
 * - GET  /chat/call-invitations → CallInvitation[] (the caller's ringing invitations)
 */
import { z } from 'zod';
import { idParam } from '../company/company.schemas';
import { V } from '../validation';
import { CHAT_MAX_ADD_MEMBERS } from './chat.types';

const flag = z.boolean({ error: V.invalidFormat });

export const callMediaBody = z.object({ audio: flag, video: flag, screen: flag });

export const joinCallBody = z
  .object({
    media: z.object({ audio: flag, video: flag, screen: flag.default(false) }).optional(),
    /** Rejoin only this call (a reload or reconnect): 409 CONFLICT when it is no longer running. */
    callId: idParam.optional(),
  })
  .nullish();

export const inviteBody = z
  .object({
    userIds: z
      .array(idParam, { error: V.invalidFormat })
      .max(CHAT_MAX_ADD_MEMBERS, { error: V.tooBig })
      .transform((ids) => [...new Set(ids)])
      .optional(),
  })
  .nullish();

/** `call:signal` payload from a client (CallSignal with toUserId). */
export const callSignalPayload = z
  .object({
    roomId: idParam,
    toUserId: idParam,
    description: z
      .object({ type: z.enum(['offer', 'answer', 'pranswer', 'rollback']), sdp: z.string().max(200_000).optional() })
      .optional(),
    candidate: z
      .object({
        candidate: z.string().max(2_000).optional(),
        sdpMid: z.string().max(200).nullish(),
        sdpMLineIndex: z.number().int().min(0).max(1_000).nullish(),
        usernameFragment: z.string().max(200).nullish(),
      })
      .nullish(),
  })
  .refine((signal) => (signal.description === undefined) !== (signal.candidate === undefined), {
    error: V.invalidFormat,
  });

/** `call:heartbeat` payload. */
export const callHeartbeatPayload = z.object({ roomId: idParam });
