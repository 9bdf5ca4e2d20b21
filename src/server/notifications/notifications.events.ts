/**
 * What the notification settings broadcast (DESIGN §3 Live events; spec/shell.md §4 Notification
 * settings): every event goes to the user's own room `user:<id>` — the same user's other tabs and
 * devices — except the socket named in the request's Socket-Id (the tab that made the change).
 * - `notifications:settings:updated` with ONLY the changed general fields (`soundEnabled`,
 *   `calendarSoundEnabled`, `callSoundEnabled`, `meta`), applied field by field by the client;
 * - `notifications:chat:updated` `{chatId, enabled}`;
 * - `notifications:user:updated` `{targetUserId, enabled}`.
 */
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_EVENTS } from '../../shared/notifications/notifications.schemas';
import { userRoom } from '../plugins/realtime';
import type { GeneralSettingsChange } from './notifications.repository';

export interface NotificationEvents {
  settingsUpdated(change: GeneralSettingsChange): void;
  chatUpdated(chatId: number, enabled: boolean): void;
  userUpdated(targetUserId: number, enabled: boolean): void;
}

/** The emitters of one request: `userId` the caller, `socketId` its Socket-Id header (excluded). */
export function notificationEvents(app: FastifyInstance, userId: number, socketId?: string): NotificationEvents {
  const send = (event: string, payload: unknown) =>
    app.realtime.broadcast(userRoom(userId), event, payload, { exceptSocketId: socketId });
  return {
    settingsUpdated: (change) => send(NOTIFICATION_EVENTS.settingsUpdated, change),
    chatUpdated: (chatId, enabled) => send(NOTIFICATION_EVENTS.chatUpdated, { chatId, enabled }),
    userUpdated: (targetUserId, enabled) => send(NOTIFICATION_EVENTS.userUpdated, { targetUserId, enabled }),
  };
}
