/**
 * One Teamspace instance of the chat benchmark (scripts/bench/chat.ts), run as a forked child so
 * its CPU is its own: configuration from the environment (DATA_DIR, DATABASE_URL, REDIS_URL; cheap
 * argon2 and a high per-user rate limit for the seeding), listening on a free port. It answers the
 * parent's IPC messages:
 * - `{type: 'room', companyId, userIds}` → `{roomId}`: a public room with those members (inserted,
 *   the first one owner), as the rooms feature would create it;
 * - `{type: 'history', roomId, authorId, count}` → `{firstId, lastId}`: `count` messages inserted in
 *   batches (the search index follows through its triggers);
 * - `{type: 'join', socketIds, roomId}` → `{}`: those sockets join `room:<roomId>` (app.realtime.joinRoom);
 * - `{type: 'time', url, token, runs}` → `{ms: number[]}`: server time of GET `url`, measured
 *   around `app.inject` (the whole Fastify pipeline, no network), one call after the other.
 * Replies carry the request's `seq`. The first message to the parent is `{ready: port}`.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { chatRoom } from '../../src/shared/chat/chat.types';

type Request =
  | { seq: number; type: 'room'; companyId: number; userIds: number[] }
  | { seq: number; type: 'history'; roomId: number; authorId: number; count: number }
  | { seq: number; type: 'join'; socketIds: string[]; roomId: number }
  | { seq: number; type: 'time'; url: string; token: string; runs: number };

async function main(): Promise<void> {
  const base = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  const config = {
    ...base,
    argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    rateLimits: {
      ...base.rateLimits,
      registrations: { max: 100_000, windowMs: 60_000 },
      perUser: { max: 1_000_000, windowMs: 60_000 },
    },
  };
  const { app, close } = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const db = app.db;
  const now = () => new Date().toISOString();

  const handle = async (request: Request): Promise<object> => {
    switch (request.type) {
      case 'room': {
        const room = await db
          .insertInto('chatRooms')
          .values({
            companyId: request.companyId,
            type: 'public',
            name: `bench ${Date.now()}`,
            dialogKey: null,
            createdBy: request.userIds[0],
            lastMessageId: null,
            lastMessageAt: null,
            createdAt: now(),
            updatedAt: now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (let i = 0; i < request.userIds.length; i += 500) {
          await db
            .insertInto('chatMembers')
            .values(
              request.userIds.slice(i, i + 500).map((userId, index) => ({
                roomId: room.id,
                userId,
                role: i + index === 0 ? 'owner' : 'member',
                joinedAt: now(),
              })),
            )
            .execute();
        }
        return { roomId: room.id };
      }
      case 'history': {
        const words = ['deploy', 'release', 'meeting', 'привет', 'отчёт', 'budget', 'review', 'кофе'];
        let firstId = 0;
        let lastId = 0;
        const start = Date.now() - request.count * 1000;
        for (let i = 0; i < request.count; i += 1000) {
          const rows = Array.from({ length: Math.min(1000, request.count - i) }, (_, k) => ({
            roomId: request.roomId,
            authorId: request.authorId,
            text: `Message ${i + k}: ${words[(i + k) % words.length]} **notes** for the ${words[(i + k * 3) % words.length]}`,
            replyToId: null,
            createdAt: new Date(start + (i + k) * 1000).toISOString(),
            editedAt: null,
            deletedAt: null,
          }));
          const ids = await db.insertInto('chatMessages').values(rows).returning('id').execute();
          firstId ||= ids[0].id;
          lastId = ids[ids.length - 1].id;
        }
        await db
          .updateTable('chatRooms')
          .set({ lastMessageId: lastId, lastMessageAt: now() })
          .where('id', '=', request.roomId)
          .execute();
        return { firstId, lastId };
      }
      case 'join':
        for (const socketId of request.socketIds) app.realtime.joinRoom(socketId, chatRoom(request.roomId));
        return {};
      case 'time': {
        const ms: number[] = [];
        for (let run = 0; run < request.runs; run += 1) {
          const started = performance.now();
          const answer = await app.inject({
            method: 'GET',
            url: request.url,
            headers: { authorization: `Bearer ${request.token}`, accept: 'application/json' },
          });
          ms.push(performance.now() - started);
          if (answer.statusCode !== 200) throw new Error(`GET ${request.url} answered ${answer.statusCode}`);
        }
        return { ms };
      }
    }
  };

  process.on('message', (request: Request) => {
    handle(request).then(
      (answer) => process.send?.({ seq: request.seq, ...answer }),
      (error: unknown) => process.send?.({ seq: request.seq, error: String(error) }),
    );
  });
  process.on('disconnect', () => void close().then(() => process.exit(0)));
  process.send?.({ ready: typeof address === 'object' && address ? address.port : 0 });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
