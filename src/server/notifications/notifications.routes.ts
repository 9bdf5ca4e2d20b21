/**
 * Notification settings of the caller (spec/shell.md §3 Notification settings, §4, §7; DESIGN §3):
 * - GET /notifications/settings → NotificationSettings (the defaults, all enabled, when never stored)
 * - PUT /notifications/settings {soundEnabled?, calendarSoundEnabled?, callSoundEnabled?, meta?}
 *   → the full settings; only the fields given change
 * - GET /notifications/chat/{chatId} → {chatId, enabled} (enabled when never set; any positive id:
 *   chat rooms do not exist yet, the setting is kept per user for the chat feature)
 * - PUT /notifications/chat/{chatId} {enabled} → {chatId, enabled}
 * - PUT /notifications/user/{userId} {enabled} → {targetUserId, enabled}; 404 unless the person
 *   shares a company with the caller
 * Any signed-in user (401 otherwise); 400 field errors for a bad body. Live events to the caller's
 * other sockets: notifications.events.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../shared/envelope';
import {
  chatIdParam,
  enabledBody,
  targetUserParam,
  updateNotificationSettingsBody,
} from '../../shared/notifications/notifications.schemas';
import { actorOf } from '../access/access.service';
import { okOf, secured } from '../company/routeOptions';
import { callerOf } from '../plugins/auth';
import { notificationEvents } from './notifications.events';
import { readSettings } from './notifications.repository';
import {
  chatSetting,
  updateChatSetting,
  updateSettings,
  updateUserSetting,
  type NotificationsContext,
} from './notifications.service';
import { chatSettingSchema, notificationSettingsSchema, userSettingSchema } from './notifications.wire';

const tags = ['notifications'];

function contextOf(app: FastifyInstance, request: FastifyRequest): NotificationsContext {
  const actor = actorOf(callerOf(request));
  return {
    db: app.db,
    actor,
    events: notificationEvents(app, actor.id, request.socketId),
    now: () => new Date().toISOString(),
  };
}

/** Registers the five notification settings routes (see the file header). */
export async function notificationsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/notifications/settings', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'My notification settings (defaults: everything enabled)',
      response: okOf(notificationSettingsSchema),
    },
    handler: async (request) => ok(await readSettings(app.db, callerOf(request).user.id)),
  });

  app.put('/notifications/settings', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Change the sound switches and meta that the body gives',
      body: updateNotificationSettingsBody,
      response: okOf(notificationSettingsSchema),
    },
    handler: async (request) => ok(await updateSettings(contextOf(app, request), request.body)),
  });

  app.get('/notifications/chat/:chatId', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Whether notifications of one chat are on for me',
      params: chatIdParam,
      response: okOf(chatSettingSchema),
    },
    handler: async (request) => ok(await chatSetting(contextOf(app, request), request.params.chatId)),
  });

  app.put('/notifications/chat/:chatId', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Turn notifications of one chat on or off for me',
      params: chatIdParam,
      body: enabledBody,
      response: okOf(chatSettingSchema),
    },
    handler: async (request) =>
      ok(await updateChatSetting(contextOf(app, request), request.params.chatId, request.body.enabled)),
  });

  app.put('/notifications/user/:userId', {
    onRequest: app.authenticate,
    schema: {
      tags,
      security: secured,
      summary: 'Turn notifications from one person (sharing a company with me) on or off',
      params: targetUserParam,
      body: enabledBody,
      response: okOf(userSettingSchema),
    },
    handler: async (request) =>
      ok(await updateUserSetting(contextOf(app, request), request.params.userId, request.body.enabled)),
  });
}
