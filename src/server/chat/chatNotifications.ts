/**
 * `chat:notification` (spec/shell.md §3 Notification settings, §8 dialog toasts; payload
 * ChatNotification): when a message is sent, every member of the room but its author gets one in
 * `user:<id>`, with the room's name as that member sees it (a dialog is named after the author)
 * and whether it mentions them. The client applies the mute rules (muted room or person: no sound,
 * toast or browser notification; unread still counts).
 */
import { CHAT_EVENTS, type ChatMessage, type ChatNotification } from '../../shared/chat/chat.types';
import { userRoom, type Realtime } from '../plugins/realtime';
import type { ChatRoomRow } from './chatAccess';

/** Sends the notification of `message` to each of `recipientIds` (the author is skipped). */
export function notifyMembers(
  realtime: Realtime,
  room: Pick<ChatRoomRow, 'id' | 'companyId' | 'type' | 'name'>,
  message: ChatMessage,
  recipientIds: readonly number[],
): void {
  const base = {
    companyId: room.companyId,
    roomId: room.id,
    roomType: room.type as ChatNotification['roomType'],
    roomName: room.type === 'dialog' ? (message.author?.name ?? '') : room.name,
    message,
  };
  // Two payloads at most (mentioned or not): each goes out as ONE broadcast to all its user rooms,
  // so a room of 200 members costs two encodes and two Redis publishes per message, not 200.
  const groups = new Map<boolean, string[]>([
    [true, []],
    [false, []],
  ]);
  for (const userId of new Set(recipientIds)) {
    if (userId === message.author?.id) continue;
    groups.get(message.mentionsRoom || message.mentions.includes(userId))?.push(userRoom(userId));
  }
  for (const [mentioned, rooms] of groups) {
    if (rooms.length === 0) continue;
    const notification: ChatNotification = { ...base, mentioned };
    realtime.io.to(rooms).emit(CHAT_EVENTS.notification, notification);
  }
}
