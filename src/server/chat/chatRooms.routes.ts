/**
 * Chat room calls (spec/shell.md §7 Chat; paths in src/shared/chat/chat.schemas.ts), all
 * for a signed-in caller, over HTTP and the socket `api` alike; answers carry the success flag:
 * - GET  /chat/company/{companyId}/rooms?archived → ChatRoom[] (archived=true: the archived ones)
 * - POST /chat/company/{companyId}/rooms createRoomBody → 201 ChatRoom (the caller is owner)
 * - GET  /chat/company/{companyId}/unread-counts → UnreadCounts
 * - POST /chat/get-room-by-user-id/{userId} dialogBody → ChatRoom (found or created)
 * - GET  /chat/rooms/{roomId} → ChatRoom; PUT /chat/rooms/{roomId} updateRoomBody → ChatRoom
 * - POST /chat/rooms/{roomId}/join → ChatRoom; POST /chat/rooms/{roomId}/leave → {id}
 * - GET  /chat/rooms/{roomId}/members → ChatMember[]; POST …/members addMembersBody → ChatMember[];
 *   DELETE /chat/rooms/{roomId}/members/{userId} → {roomId, userId}
 * Errors: 404 unknown company or room, 403 not allowed (README "Chat rules"), 409 dialogs and
 * archived rooms where they cannot change, 400 field errors. Also registers `room:join`/`room:leave`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addMembersBody,
  companyParams,
  createRoomBody,
  dialogBody,
  dialogParams,
  memberParams,
  roomParams,
  roomsQuery,
  updateRoomBody,
} from '../../shared/chat/chat.schemas';
import { ok } from '../../shared/envelope';
import { requireCompany } from '../access/access.service';
import { createdOf, okOf, secured } from '../company/routeOptions';
import { registerChatRoomSocket } from './chatRoomSocket';
import { dialogWith } from './chatDialogs';
import { addMembers, leaveRoom, listMembers, removeMember } from './chatRoomMembers';
import { chatContext, createRoom, getRoom, joinRoom, listRooms, updateRoom } from './chatRooms.service';
import {
  chatMemberSchema,
  chatRoomSchema,
  memberRemovedSchema,
  roomLeftSchema,
  unreadCountsSchema,
} from './chatRooms.wire';
import { unreadCountsOf } from './chatUnread';

const tags = ['chat'];

/** Registers the room routes and the room socket events (see the file header). */
export async function chatRoomsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.authenticate };
  const schema = { tags, security: secured };
  registerChatRoomSocket(app);

  app.get('/chat/company/:companyId/rooms', {
    ...base,
    schema: {
      ...schema,
      summary: 'Rooms the caller sees in a company (archived=true: the archived ones)',
      params: companyParams,
      querystring: roomsQuery,
      response: okOf(z.array(chatRoomSchema)),
    },
    handler: async (request) =>
      ok(await listRooms(chatContext(app, request), request.params.companyId, request.query.archived ?? false)),
  });

  app.post('/chat/company/:companyId/rooms', {
    ...base,
    schema: {
      ...schema,
      summary: 'Create a public or private room (the caller is its owner)',
      params: companyParams,
      body: createRoomBody,
      response: createdOf(chatRoomSchema),
    },
    handler: async (request, reply) =>
      reply.code(201).send(ok(await createRoom(chatContext(app, request), request.params.companyId, request.body))),
  });

  app.get('/chat/company/:companyId/unread-counts', {
    ...base,
    schema: {
      ...schema,
      summary: "The caller's unread messages per room type (uncapped)",
      params: companyParams,
      response: okOf(unreadCountsSchema),
    },
    handler: async (request) => {
      const ctx = chatContext(app, request);
      await requireCompany(ctx.db, ctx.actor, request.params.companyId);
      return ok(await unreadCountsOf(ctx.db, ctx.actor.id, request.params.companyId));
    },
  });

  app.post('/chat/get-room-by-user-id/:userId', {
    ...base,
    schema: {
      ...schema,
      summary: 'The dialog with a user, created when missing',
      params: dialogParams,
      body: dialogBody,
      response: okOf(chatRoomSchema),
    },
    handler: async (request) =>
      ok(await dialogWith(chatContext(app, request), request.params.userId, request.body?.companyId)),
  });

  app.get('/chat/rooms/:roomId', {
    ...base,
    schema: {
      ...schema,
      summary: 'One room as the caller sees it',
      params: roomParams,
      response: okOf(chatRoomSchema),
    },
    handler: async (request) => ok(await getRoom(chatContext(app, request), request.params.roomId)),
  });

  app.put('/chat/rooms/:roomId', {
    ...base,
    schema: {
      ...schema,
      summary: 'Rename, change the topic, archive or unarchive (room managers)',
      params: roomParams,
      body: updateRoomBody,
      response: okOf(chatRoomSchema),
    },
    handler: async (request) => ok(await updateRoom(chatContext(app, request), request.params.roomId, request.body)),
  });

  app.post('/chat/rooms/:roomId/join', {
    ...base,
    schema: { ...schema, summary: 'Join a public room', params: roomParams, response: okOf(chatRoomSchema) },
    handler: async (request) => ok(await joinRoom(chatContext(app, request), request.params.roomId)),
  });

  app.post('/chat/rooms/:roomId/leave', {
    ...base,
    schema: { ...schema, summary: 'Leave a room', params: roomParams, response: okOf(roomLeftSchema) },
    handler: async (request) => ok(await leaveRoom(chatContext(app, request), request.params.roomId)),
  });

  app.get('/chat/rooms/:roomId/members', {
    ...base,
    schema: {
      ...schema,
      summary: 'Members of a room',
      params: roomParams,
      response: okOf(z.array(chatMemberSchema)),
    },
    handler: async (request) => ok(await listMembers(chatContext(app, request), request.params.roomId)),
  });

  app.post('/chat/rooms/:roomId/members', {
    ...base,
    schema: {
      ...schema,
      summary: 'Add company members to a room (room managers)',
      params: roomParams,
      body: addMembersBody,
      response: okOf(z.array(chatMemberSchema)),
    },
    handler: async (request) => ok(await addMembers(chatContext(app, request), request.params.roomId, request.body)),
  });

  app.delete('/chat/rooms/:roomId/members/:userId', {
    ...base,
    schema: {
      ...schema,
      summary: 'Remove a member (room managers, or oneself)',
      params: memberParams,
      response: okOf(memberRemovedSchema),
    },
    handler: async (request) => {
      const { roomId, userId } = request.params;
      await removeMember(chatContext(app, request), roomId, userId);
      return ok({ roomId, userId });
    },
  });
}
