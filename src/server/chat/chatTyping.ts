/**
 * Typing indicator (spec/shell.md §3 Chat window state "writing users"; CHAT_SOCKET_EVENTS.typing):
 * a socket emits `chat:typing {roomId}` (acknowledged `{ok: true}` or `{ok: false, error}` like
 * `board:join`: VALIDATION_FAILED, NOT_FOUND, FORBIDDEN, CONFLICT for an archived room). A member of
 * the room is relayed as `chat:typing {roomId, userId, name}` to `room:<id>` except all of the
 * typist's own sockets, at most once per TYPING_THROTTLE_MS per user and room; the client forgets a
 * writer TYPING_EXPIRY_MS after the last relay. The throttle holds across instances: with REDIS_URL
 * it is a Redis `SET key NX PX 3000` (whoever sets the key relays), else an in-memory map.
 */
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io';
import { z } from 'zod';
import {
  CHAT_EVENTS,
  CHAT_SOCKET_EVENTS,
  TYPING_THROTTLE_MS,
  chatRoom,
  type ChatTyping,
} from '../../shared/chat/chat.types';
import { idParam } from '../../shared/company/company.schemas';
import { isAppError } from '../http/appError';
import { ackOf } from '../plugins/liveRooms';
import { userRoom } from '../plugins/realtime';
import { requireRoom } from './chatAccess';

const typingPayload = z.object({ roomId: idParam });

/** "May `userId` relay a typing event in `roomId` now?" — true once per TYPING_THROTTLE_MS. */
export type TypingThrottle = (userId: number, roomId: number) => Promise<boolean>;

/** The in-memory throttle of one instance (entries older than the window are swept as it grows). */
export function memoryThrottle(windowMs = TYPING_THROTTLE_MS, clock = Date.now): TypingThrottle {
  const last = new Map<string, number>();
  return async (userId, roomId) => {
    const now = clock();
    const key = `${userId}:${roomId}`;
    const previous = last.get(key);
    if (previous !== undefined && now - previous < windowMs) return false;
    if (last.size > 10_000) {
      for (const [entry, at] of last) if (now - at >= windowMs) last.delete(entry);
    }
    last.set(key, now);
    return true;
  };
}

/** The throttle shared by every instance on one Redis. */
export function redisThrottle(redis: Redis, windowMs = TYPING_THROTTLE_MS): TypingThrottle {
  return async (userId, roomId) =>
    (await redis.set(`chat:typing:${roomId}:${userId}`, '1', 'PX', windowMs, 'NX')) === 'OK';
}

/** Registers `chat:typing` on every authenticated socket (see the file header). */
export function registerChatTyping(app: FastifyInstance): void {
  let throttle: TypingThrottle = memoryThrottle();
  if (app.config.redisUrl) {
    const redis = new Redis(app.config.redisUrl, { maxRetriesPerRequest: 3 });
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis typing throttle connection error'));
    throttle = redisThrottle(redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }

  app.realtime.onConnection((socket: Socket, userId: number) => {
    socket.on(CHAT_SOCKET_EVENTS.typing, async (...args: unknown[]) => {
      const ack = ackOf(args);
      const payload = typingPayload.safeParse(args[0]);
      if (!payload.success) return ack({ ok: false, error: 'VALIDATION_FAILED' });
      const { roomId } = payload.data;
      try {
        const user = await app.db
          .selectFrom('users')
          .select(['isSystemAdmin', 'name', 'email'])
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!user) return ack({ ok: false, error: 'UNAUTHORIZED' });
        const actor = { id: userId, isSystemAdmin: Boolean(user.isSystemAdmin) };
        await requireRoom(app.db, actor, roomId, { member: true, writable: true });
        if (await throttle(userId, roomId)) {
          const typing: ChatTyping = { roomId, userId, name: user.name.trim() || user.email };
          app.realtime.io.to(chatRoom(roomId)).except(userRoom(userId)).emit(CHAT_EVENTS.typing, typing);
        }
        ack({ ok: true });
      } catch (error) {
        if (!isAppError(error)) app.log.error({ err: error }, 'chat:typing failed');
        ack({ ok: false, error: isAppError(error) ? error.code : 'INTERNAL' });
      }
    });
  });
}
