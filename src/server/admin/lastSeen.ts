/**
 * `users.last_seen_at` (issue 19 item 3): set on an authenticated request (after its answer) and
 * at each socket connect, written at most once per LAST_SEEN_EVERY_MS per user and instance (an
 * in-memory note of the last write), without delaying the request; a failed write is logged.
 */
import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '../plugins/globalPlugin';

/** At most one write per user in this period (ms). */
export const LAST_SEEN_EVERY_MS = 60_000;
/** The note is emptied when it grows past this many users (each then writes once more). */
const MAX_NOTED = 50_000;

export const lastSeenPlugin = globalPlugin('teamspace-last-seen', async (app: FastifyInstance) => {
  const written = new Map<number, number>();

  const seen = (userId: number) => {
    const now = Date.now();
    if (now - (written.get(userId) ?? 0) < LAST_SEEN_EVERY_MS) return;
    if (written.size >= MAX_NOTED) written.clear();
    written.set(userId, now);
    app.db
      .updateTable('users')
      .set({ lastSeenAt: new Date(now).toISOString() })
      .where('id', '=', userId)
      .execute()
      .catch((error: unknown) => app.log.warn({ err: error }, 'last seen not written'));
  };

  app.addHook('onResponse', async (request) => {
    if (request.caller) seen(request.caller.user.id);
  });
  app.realtime.onConnection((_socket, userId) => seen(userId));
});
