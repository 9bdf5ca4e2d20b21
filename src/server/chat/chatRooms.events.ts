/**
 * What the room routes broadcast (names and payloads: CHAT_EVENTS in src/shared/chat/chat.types.ts;
 * DESIGN §3 Live events). Payloads carry `actorId`; the actor's own socket (its Socket-Id header)
 * is excluded, its other tabs are not. Emit only after the change has committed.
 * - room-wide changes go to `room:<id>` and, so that room lists update for people not viewing the
 *   room, to `company:<id>` for a public room or to the members' `user:<id>` rooms otherwise
 *   (one emit to the union of rooms: a socket in several hears it once);
 * - a user who leaves or is removed gets `chat:room:removed` and their sockets leave `room:<id>`
 *   on every instance at once (io.in(userRoom).socketsLeave);
 * - `chat:unread:updated` when leaving, a removal or archiving changed someone's counts.
 */
import type { FastifyInstance } from 'fastify';
import {
  CHAT_EVENTS,
  chatRoom,
  type ChatMember,
  type ChatRoom,
  type ChatRoomUpdate,
  type ChatUnreadUpdate,
} from '../../shared/chat/chat.types';
import { companyRoom } from '../../shared/company/company.events';
import { userRoom } from '../plugins/realtime';
import { leaveCallsOfRooms } from './callLifecycle';
import { outsiderView, roomUpdateOf } from './chatRooms.wire';
import { deleteCompanyMemberships, memberIdsOf, roomById, roomIdsOfCompany } from './chatRooms.repository';
import { countsOf, roomUnreadOf } from './chatUnread';

/** Emitters bound to one request (its actor and the socket to skip). */
export interface ChatRoomEmitter {
  /** `chat:room:created` to each user with their own view; a public room also to the company (not to `views`' users). */
  roomCreated(views: ReadonlyArray<{ userId: number; room: ChatRoom }>, publicRoom?: ChatRoom): void;
  /** `chat:room:updated` to `room:<id>` and the company (public) or the members' user rooms. */
  roomUpdated(update: ChatRoomUpdate, memberIds: readonly number[]): void;
  /** `chat:room:removed` to the user, whose sockets then leave `room:<id>`. */
  roomRemoved(roomId: number, companyId: number, userId: number): void;
  memberCreated(roomId: number, member: ChatMember): void;
  memberDeleted(roomId: number, userId: number): void;
}

/** The emitters of a request by `actorId` whose socket `exceptSocketId` hears nothing. */
export function chatRoomEmitter(app: FastifyInstance, actorId: number, exceptSocketId?: string): ChatRoomEmitter {
  const { io } = app.realtime;
  const emit = (rooms: string[], name: string, payload: object, except: string[] = []) => {
    if (rooms.length === 0) return;
    const skip = exceptSocketId ? [...except, exceptSocketId] : except;
    io.to(rooms)
      .except(skip)
      .emit(name, { ...payload, actorId });
  };
  return {
    roomCreated(views, publicRoom) {
      for (const { userId, room } of views) emit([userRoom(userId)], CHAT_EVENTS.roomCreated, room);
      if (publicRoom) {
        emit(
          [companyRoom(publicRoom.companyId)],
          CHAT_EVENTS.roomCreated,
          outsiderView(publicRoom),
          views.map((view) => userRoom(view.userId)),
        );
      }
    },
    roomUpdated(update, memberIds) {
      const listeners = update.type === 'public' ? [companyRoom(update.companyId)] : memberIds.map(userRoom);
      emit([chatRoom(update.id), ...listeners], CHAT_EVENTS.roomUpdated, update);
    },
    roomRemoved(roomId, companyId, userId) {
      emit([userRoom(userId)], CHAT_EVENTS.roomRemoved, { roomId, companyId });
      io.in(userRoom(userId)).socketsLeave(chatRoom(roomId));
    },
    memberCreated: (roomId, member) => emit([chatRoom(roomId)], CHAT_EVENTS.memberCreated, { roomId, member }),
    memberDeleted: (roomId, userId) => emit([chatRoom(roomId)], CHAT_EVENTS.memberDeleted, { roomId, userId }),
  };
}

/**
 * A user removed from a company (src/server/company/company.service.ts removeMember) leaves its
 * chat: their memberships there are deleted (chatRooms.repository.ts deleteCompanyMemberships),
 * every socket of theirs (on every instance) leaves the live rooms of all the company's chat
 * rooms and their running calls (callLifecycle.ts), and the rooms they were in hear `chat:member:deleted` and the new member count.
 */
export async function leaveCompanyChat(
  app: FastifyInstance,
  userId: number,
  companyId: number,
  actorId: number,
): Promise<void> {
  const [roomIds, memberOf] = await Promise.all([
    roomIdsOfCompany(app.db, companyId),
    deleteCompanyMemberships(app.db, userId, companyId),
  ]);
  if (roomIds.length > 0) app.realtime.io.in(userRoom(userId)).socketsLeave(roomIds.map(chatRoom));
  await leaveCallsOfRooms(app, userId, roomIds);
  const emit = chatRoomEmitter(app, actorId);
  for (const roomId of memberOf) {
    emit.memberDeleted(roomId, userId);
    const room = await roomById(app.db, roomId);
    if (!room) continue;
    const memberIds = await memberIdsOf(app.db, roomId);
    emit.roomUpdated(roomUpdateOf(room, memberIds.length), memberIds);
  }
}

/**
 * `chat:unread:updated` (ChatUnreadUpdate) to each user's `user:<id>` after leaving a room, being
 * removed from it, or its archiving changed their counts: their category counts in the company
 * and their counts in the room (0 when no longer a member or the room is archived). One query
 * per user plus one for the read marks.
 */
export async function announceUnread(
  app: FastifyInstance,
  userIds: readonly number[],
  companyId: number,
  roomId: number,
): Promise<void> {
  const users = [...new Set(userIds)];
  if (users.length === 0) return;
  const marks = await app.db
    .selectFrom('chatMembers')
    .select(['userId', 'lastReadMessageId'])
    .where('roomId', '=', roomId)
    .where('userId', 'in', users)
    .execute();
  const markOf = new Map(marks.map((mark) => [mark.userId, Number(mark.lastReadMessageId)]));
  await Promise.all(
    users.map(async (userId) => {
      const rooms = await roomUnreadOf(app.db, userId, companyId);
      const room = rooms.find((entry) => entry.roomId === roomId);
      const update: ChatUnreadUpdate = {
        companyId,
        counts: countsOf(rooms),
        roomId,
        unreadCount: room?.unreadCount ?? 0,
        mentionCount: room?.mentionCount ?? 0,
        lastReadMessageId: markOf.get(userId) ?? 0,
      };
      app.realtime.io.to(userRoom(userId)).emit(CHAT_EVENTS.unreadUpdated, update);
    }),
  );
}
