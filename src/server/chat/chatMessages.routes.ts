/**
 * Chat message calls (spec/shell.md §3 Chat room, §7 Chat; paths in src/shared/chat/chat.schemas.ts),
 * for a signed-in member of the room's company, over HTTP and the socket `api` alike:
 * - GET /chat/rooms/{roomId}/messages?before|after|around&limit → ChatMessagesPage (oldest first;
 *   readers of the room, public rooms without joining)
 * - POST /chat/rooms/{roomId}/messages sendMessageBody → 201 ChatMessage (member; 409 archived;
 *   400 replyToId of another room, text over 10,000 characters)
 * - PUT /chat/messages/{messageId} editMessageBody → ChatMessage (author only; 409 deleted)
 * - DELETE /chat/messages/{messageId} → ChatMessage (soft; author, room owner, company owner/admin)
 * - GET /chat/messages/{messageId}/replies?after&limit → ChatMessagesPage (the thread)
 * - PUT /chat/messages/{messageId}/reactions reactionBody → ChatMessage (member)
 * - PUT /chat/rooms/{roomId}/read readBody → ChatReadState (member; forward only)
 * - GET /chat/company/{companyId}/search?q&roomId&limit → ChatSearchHit[] (readable messages only)
 * Errors 403/404/409 as in chatAccess.ts. Also registers the `chat:typing` socket event.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyParams,
  editMessageBody,
  historyQuery,
  messageParams,
  reactionBody,
  readBody,
  repliesQuery,
  roomParams,
  searchQuery,
  sendMessageBody,
} from '../../shared/chat/chat.schemas';
import { ok } from '../../shared/envelope';
import { createdOf, okOf, secured } from '../company/routeOptions';
import {
  chatMessageSchema,
  chatMessagesPageSchema,
  chatReadStateSchema,
  chatSearchHitSchema,
} from './chatMessages.wire';
import {
  chatContext,
  deleteMessage,
  editMessage,
  listMessages,
  listReplies,
  sendMessage,
} from './chatMessages.service';
import { setReaction } from './chatReactions';
import { markRead } from './chatRead';
import { searchMessages } from './chatSearch';
import { registerChatTyping } from './chatTyping';

const tags = ['chat'];

/** Registers the chat message routes and the typing event (see the file header). */
export async function chatMessagesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: app.authenticate };
  registerChatTyping(app);

  app.get('/chat/rooms/:roomId/messages', {
    ...base,
    schema: {
      tags,
      security: secured,
      summary: 'A page of history, oldest first (before | after | around a message id)',
      params: roomParams,
      querystring: historyQuery,
      response: okOf(chatMessagesPageSchema),
    },
    handler: async (request) => ok(await listMessages(chatContext(app, request), request.params.roomId, request.query)),
  });

  app.post('/chat/rooms/:roomId/messages', {
    ...base,
    schema: {
      tags,
      security: secured,
      summary: 'Send a message (members; a reply joins its root’s thread)',
      params: roomParams,
      body: sendMessageBody,
      response: createdOf(chatMessageSchema),
    },
    handler: async (request, reply) =>
      reply.code(201).send(ok(await sendMessage(chatContext(app, request), request.params.roomId, request.body))),
  });

  app.put('/chat/messages/:messageId', {
    ...base,
    schema: {
      tags,
      security: secured,
      summary: 'Edit a message (its author only)',
      params: messageParams,
      body: editMessageBody,
      response: okOf(chatMessageSchema),
    },
    handler: async (request) =>
      ok(await editMessage(chatContext(app, request), request.params.messageId, request.body.text)),
  });

  app.delete('/chat/messages/:messageId', {
    ...base,
    schema: {
      tags,
      security: secured,
      summary: 'Delete a message (soft; author, room owner or company owner/admin)',
      params: messageParams,
      response: okOf(chatMessageSchema),
    },
    handler: async (request) => ok(await deleteMessage(chatContext(app, request), request.params.messageId)),
  });

  app.get('/chat/messages/:messageId/replies', {
    ...base,
    schema: {
      tags,
      security: secured,
      summary: 'The thread of a message, oldest first',
      params: messageParams,
      querystring: repliesQuery,
      response: okOf(chatMessagesPageSchema),
    },
    handler: async (request) =>
      ok(await listReplies(chatContext(app, request), request.params.messageId, request.query)),
  });

  app.put('/chat/messages/:messageId/reactions', {
    ...base,
    schema: {
      tags,
      security: secured,
      summary: 'Add or remove the caller’s reaction (idempotent)',
      params: messageParams,
      body: reactionBody,
      response: okOf(chatMessageSchema),
    },
    handler: async (request) =>
      ok(await setReaction(chatContext(app, request), request.params.messageId, request.body)),
  });

  app.put('/chat/rooms/:roomId/read', {
    ...base,
    schema: {
      tags,
      security: secured,
      summary: 'Move the caller’s read mark forward',
      params: roomParams,
      body: readBody,
      response: okOf(chatReadStateSchema),
    },
    handler: async (request) =>
      ok(await markRead(chatContext(app, request), request.params.roomId, request.body.messageId)),
  });

  app.get('/chat/company/:companyId/search', {
    ...base,
    schema: {
      tags,
      security: secured,
      summary: 'Search the messages the caller may read, newest first',
      params: companyParams,
      querystring: searchQuery,
      response: okOf(z.array(chatSearchHitSchema)),
    },
    handler: async (request) =>
      ok(
        await searchMessages(
          { ...chatContext(app, request), dialect: app.dialect },
          request.params.companyId,
          request.query,
        ),
      ),
  });
}
