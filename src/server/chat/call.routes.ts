/**
 * Conference call routes (issue 17; paths and bodies in src/shared/chat/call.schemas.ts), all for
 * a signed-in caller, over HTTP and the socket `api` alike (the socket `api` sends its own socket
 * as Socket-Id, which join needs):
 * - GET  /chat/rooms/{roomId}/call → ChatCall | null
 * - POST /chat/rooms/{roomId}/call/join joinCallBody → CallJoinAnswer
 * - POST /chat/rooms/{roomId}/call/leave → {roomId}
 * - PUT  /chat/rooms/{roomId}/call/media callMediaBody → ChatCall
 * - POST /chat/rooms/{roomId}/call/invitations inviteBody → {invited}
 * - POST /chat/rooms/{roomId}/call/decline → {roomId}
 * - GET  /chat/call-invitations → CallInvitation[]
 * Errors (callService.ts, callInvitations.ts): 404 unknown room / no invitation, 403 no access or
 * not a participant, 409 archived room or full call, 400 fields and a missing Socket-Id. Also
 * registers the `call:signal` and `call:heartbeat` socket events (callSignalling.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callMediaBody, inviteBody, joinCallBody } from '../../shared/chat/call.schemas';
import { roomParams } from '../../shared/chat/chat.schemas';
import { ok } from '../../shared/envelope';
import { okOf, secured } from '../company/routeOptions';
import { declineCall, inviteToCall, listInvitations } from './callInvitations';
import { callContext, getCall, joinCall, leaveCall, setMedia } from './callService';
import { registerCallSocket } from './callSignalling';
import {
  callInvitationSchema,
  callJoinAnswerSchema,
  chatCallSchema,
  invitedAnswerSchema,
  roomIdAnswerSchema,
} from './callWire';

const tags = ['chat'];

/** Registers the call routes and socket events (see the file header). */
export async function callRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.authenticate };
  const schema = { tags, security: secured };
  registerCallSocket(app);

  app.get('/chat/rooms/:roomId/call', {
    ...base,
    schema: {
      ...schema,
      summary: "The room's running call (null when none runs)",
      params: roomParams,
      response: okOf(chatCallSchema.nullable()),
    },
    handler: async (request) => ok(await getCall(callContext(app, request), request.params.roomId)),
  });

  app.post('/chat/rooms/:roomId/call/join', {
    ...base,
    schema: {
      ...schema,
      summary: 'Join (or start) the call on the socket named by the Socket-Id header',
      params: roomParams,
      body: joinCallBody,
      response: okOf(callJoinAnswerSchema),
    },
    handler: async (request) => {
      const { media, callId } = request.body ?? {};
      return ok(await joinCall(callContext(app, request), request.params.roomId, { media, callId }));
    },
  });

  app.post('/chat/rooms/:roomId/call/leave', {
    ...base,
    schema: { ...schema, summary: 'Leave the call', params: roomParams, response: okOf(roomIdAnswerSchema) },
    handler: async (request) => ok(await leaveCall(callContext(app, request), request.params.roomId)),
  });

  app.put('/chat/rooms/:roomId/call/media', {
    ...base,
    schema: {
      ...schema,
      summary: 'What the caller sends in the call (participants)',
      params: roomParams,
      body: callMediaBody,
      response: okOf(chatCallSchema),
    },
    handler: async (request) => ok(await setMedia(callContext(app, request), request.params.roomId, request.body)),
  });

  app.post('/chat/rooms/:roomId/call/invitations', {
    ...base,
    schema: {
      ...schema,
      summary: 'Ring members of the room (participants; no userIds: everyone not in the call)',
      params: roomParams,
      body: inviteBody,
      response: okOf(invitedAnswerSchema),
    },
    handler: async (request) => ok(await inviteToCall(callContext(app, request), request.params.roomId, request.body)),
  });

  app.post('/chat/rooms/:roomId/call/decline', {
    ...base,
    schema: {
      ...schema,
      summary: "Decline the caller's ringing invitation",
      params: roomParams,
      response: okOf(roomIdAnswerSchema),
    },
    handler: async (request) => ok(await declineCall(callContext(app, request), request.params.roomId)),
  });

  app.get('/chat/call-invitations', {
    ...base,
    schema: {
      ...schema,
      summary: "The caller's ringing call invitations",
      response: okOf(z.array(callInvitationSchema)),
    },
    handler: async (request) => ok(await listInvitations(callContext(app, request))),
  });
}
