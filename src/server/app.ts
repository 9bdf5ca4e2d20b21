/**
 * Builds the Teamspace server (DESIGN §2, §3): Fastify with the zod-validated API, the socket.io
 * gateway on the same HTTP server and the built client. Plugins load in a visible order:
 * external (OpenAPI, rate limit) → app (resources, errors + i18n, auth, realtime, static) → routes.
 * `server.ts` only starts it; tests build it in-process.
 */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import { adminRoutes } from './admin/admin.routes';
import { lastSeenPlugin } from './admin/lastSeen';
import { authRoutes } from './auth/auth.routes';
import { boardExportRoutes } from './boardExport/boardExport.routes';
import { calendarRoutes } from './calendar/calendar.routes';
import { callRoutes } from './chat/call.routes';
import { callSweeperPlugin } from './chat/callSweeper';
import { chatRoomsRoutes } from './chat/chatRooms.routes';
import { chatMessagesRoutes } from './chat/chatMessages.routes';
import { icsRoutes } from './calendar/icsRoutes';
import { calendarSchedulerPlugin } from './calendar/calendarScheduler';
import { companyRoutes } from './company/company.routes';
import type { ServerConfig } from './config';
import { createDatabase } from './db/createDatabase';
import { drawingsRoutes } from './drawings/drawings.routes';
import { queriesRoutes } from './queries/queries.routes';
import { editorRoutes } from './editor/editor.routes';
import { taskSearchRoutes } from './editor/taskSearch.routes';
import { clientErrorHandler, frameworkErrorHandler } from './http/frameworkErrors';
import { importRoutes } from './import/import.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { corePlugin } from './plugins/core';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rateLimit';
import { realtimePlugin } from './plugins/realtime';
import { securityHeadersPlugin } from './plugins/securityHeaders';
import { isSocketApiCall } from './plugins/socketApi';
import { staticPlugin } from './plugins/static';
import { excalidrawAssetsPlugin } from './plugins/excalidrawAssets';
import { projectRoutes } from './project/project.routes';
import { reportsRoutes } from './reports/reports.routes';
import { shareRoutes } from './share/share.routes';
import { boardStickersRoutes } from './stickers/boardStickers.routes';
import { cardStickersRoutes } from './stickers/cardStickers.routes';
import { stickerSchedulerPlugin } from './stickers/stickerScheduler';
import { templatesRoutes } from './templates/templates.routes';
import { wikiRoutes } from './wiki/wiki.routes';

export interface BuiltApp {
  app: FastifyInstance;
  io: SocketServer;
  /** Stops accepting, disconnects sockets, closes Fastify and destroys the database. */
  close(): Promise<void>;
}

/**
 * Opens (and migrates) the database, then assembles the app; the app is `ready()` but not
 * listening. Throws when the database cannot be opened or migrated.
 */
export async function buildApp(config: ServerConfig): Promise<BuiltApp> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Socket `api` calls are not logged line by line (they are the hot path of the client).
    logController: new LogController({ disableRequestLogging: isSocketApiCall }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Unknown fields are stripped by the zod schemas; query strings keep Fastify's parser.
    routerOptions: { ignoreTrailingSlash: true },
    // Router and HTTP parser refusals (`/%`, a 64 KB URL, …) answer in the envelope too (DESIGN §3).
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  const { db, dialect } = await createDatabase(config, (error) => app.log.error({ err: error }, 'database pool error'));

  try {
    // External plugins: they must see every route as it is added (security headers first, so
    // that every answer carries them, a 429 included).
    await app.register(securityHeadersPlugin, { frameAncestors: config.frameAncestors });
    await app.register(openapiPlugin);
    await app.register(rateLimitPlugin, { perUser: config.rateLimits.perUser });
    // JSON answers above 1 KB compressed (issue 13 item 6); before every route, static included.
    await app.register(compressionPlugin);

    // App plugins.
    await app.register(corePlugin, { config, db, dialect });
    await app.register(errorsPlugin);
    await app.register(authPlugin);
    await app.register(realtimePlugin);
    await app.register(lastSeenPlugin);
    await app.register(staticPlugin);
    await app.register(excalidrawAssetsPlugin);
    // Sticker reminders, timers and regular tasks: polls from onReady, stops on preClose.
    await app.register(stickerSchedulerPlugin);
    // Calendar reminders: the same due-time + compare-and-set polling.
    await app.register(calendarSchedulerPlugin);
    // Conference calls: stale participants, empty calls and unanswered invitations.
    await app.register(callSweeperPlugin);

    // Routes, one plugin per domain.
    await app.register(authRoutes);
    await app.register(companyRoutes);
    await app.register(projectRoutes);
    await app.register(editorRoutes);
    await app.register(boardStickersRoutes);
    await app.register(cardStickersRoutes);
    await app.register(templatesRoutes);
    await app.register(taskSearchRoutes);
    await app.register(shareRoutes);
    await app.register(importRoutes);
    await app.register(boardExportRoutes);
    await app.register(calendarRoutes);
    await app.register(chatRoomsRoutes);
    await app.register(chatMessagesRoutes);
    await app.register(callRoutes);
    await app.register(notificationsRoutes);
    await app.register(icsRoutes);
    await app.register(wikiRoutes);
    await app.register(drawingsRoutes);
    await app.register(queriesRoutes);
    await app.register(reportsRoutes);
    await app.register(adminRoutes);

    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    await db.destroy().catch(() => {});
    throw error;
  }

  return { app, io: app.realtime.io, close: () => app.close() };
}
