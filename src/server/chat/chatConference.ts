/**
 * The room's call flag (spec/shell.md §3 Chat room `conferenceActive`, §4): the
 * conference feature calls `setConferenceActive` when a call starts and ends.
 */
import type { FastifyInstance } from 'fastify';
import { CHAT_EVENTS, chatRoom, type ChatConferenceUpdate } from '../../shared/chat/chat.types';
import { companyRoom } from '../../shared/company/company.events';
import { AppError } from '../http/appError';
import { userRoom } from '../plugins/realtime';
import { memberIdsOf } from './chatRooms.repository';

/**
 * Sets `conference_active` of room `roomId` and emits `chat:conference:updated`
 * `{roomId, companyId, conferenceActive}` to `room:<id>` and to the company room (public room) or
 * the members' user rooms (private room, dialog). Throws 404 NOT_FOUND for an unknown room.
 */
export async function setConferenceActive(
  app: FastifyInstance,
  roomId: number,
  active: boolean,
): Promise<ChatConferenceUpdate> {
  const room = await app.db
    .updateTable('chatRooms')
    .set({ conferenceActive: active ? 1 : 0 })
    .where('id', '=', roomId)
    .returning(['id', 'companyId', 'type'])
    .executeTakeFirst();
  if (!room) throw new AppError('NOT_FOUND');
  const listeners =
    room.type === 'public' ? [companyRoom(room.companyId)] : (await memberIdsOf(app.db, roomId)).map(userRoom);
  const update: ChatConferenceUpdate = { roomId, companyId: room.companyId, conferenceActive: active };
  app.realtime.io.to([chatRoom(roomId), ...listeners]).emit(CHAT_EVENTS.conferenceUpdated, update);
  return update;
}
