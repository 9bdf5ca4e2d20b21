/**
 * The socket gateway (DESIGN §3 Transports, Live events; spec/shell.md §4 Live connection):
 * socket.io on the app's HTTP server at /socket.io. The handshake needs a live token in
 * `handshake.query.token` (or `handshake.auth.token`); otherwise it fails with `AUTH_FAILED`.
 * A connected socket joins `user:<id>`, answers `ping` acknowledgements at once and serves the
 * `api` transport. With REDIS_URL the Redis adapter shares rooms and events between instances.
 *
 * Decorates `app.realtime` for features: `broadcast(room, event, payload, {exceptSocketId})`,
 * `joinRoom` / `leaveRoom` by socket id (work across instances), `onConnection(handler)` to
 * add a feature's socket events (e.g. `board:join`) without touching this file, and `sessions`:
 * each socket belongs to the session of its token and ends with it (src/server/auth/sessionSockets.ts).
 */
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { SOCKET_EVENTS } from '../../shared/auth/auth.paths';
import { ErrorCode } from '../../shared/errors';
import { createSessionSockets, type SessionSocketData, type SessionSockets } from '../auth/sessionSockets';
import { globalPlugin } from './globalPlugin';
import { handleSocketApi } from './socketApi';

export interface Realtime {
  io: Server;
  /**
   * Emits `event` with `payload` to every socket in `room` (on every instance), except the one
   * socket named by `exceptSocketId` (the caller's Socket-Id header): the actor's other tabs still
   * receive it (DESIGN §3 Live events).
   */
  broadcast(room: string, event: string, payload: unknown, options?: { exceptSocketId?: string }): void;
  joinRoom(socketId: string, room: string): void;
  leaveRoom(socketId: string, room: string): void;
  /** Runs for each new authenticated socket (after it joined its user room). */
  onConnection(handler: (socket: Socket, userId: number) => void): void;
  /** Ending the live access of sessions and users (logout, restore, refresh, blocking). */
  sessions: SessionSockets;
}

/** Room of one user's sockets. */
export const userRoom = (userId: number): string => `user:${userId}`;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

function handshakeToken(socket: Socket): string | undefined {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  const fromQuery = socket.handshake.query.token;
  const token = typeof fromAuth === 'string' && fromAuth ? fromAuth : fromQuery;
  return typeof token === 'string' && token ? token : undefined;
}

export const realtimePlugin = globalPlugin('teamspace-realtime', async (app) => {
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // An `api` message may carry a body as large as HTTP accepts (plus the envelope around it).
    maxHttpBufferSize: app.config.bodyLimitBytes + 64 * 1024,
  });
  const handlers: Array<(socket: Socket, userId: number) => void> = [];

  const redisUrl = app.config.redisUrl;
  const redisClients: Redis[] = [];
  if (redisUrl) {
    const pub = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) {
      client.on('error', (error) => app.log.warn({ err: error }, 'redis adapter connection error'));
      redisClients.push(client);
    }
    io.adapter(createAdapter(pub, sub));
  }

  io.use(async (socket, next) => {
    try {
      const token = handshakeToken(socket);
      const caller = await app.auth.authenticate(token);
      socket.data = {
        userId: caller.user.id,
        token: token as string,
        sessionId: caller.session.id,
        expiresAt: caller.session.expiresAt,
      } satisfies SessionSocketData;
      next();
    } catch {
      next(new Error(ErrorCode.AUTH_FAILED));
    }
  });

  const sessions = createSessionSockets({
    io,
    db: app.db,
    userRoom,
    onError: (error, what) => app.log.error({ err: error }, what),
  });

  io.on('connection', (socket) => {
    const { userId } = socket.data as SessionSocketData;
    void socket.join(userRoom(userId));
    sessions.attach(socket);
    // Latency probe (spec/shell.md §9): acknowledge at once, whatever the arguments are.
    socket.on(SOCKET_EVENTS.ping, (...args: unknown[]) => {
      const ack = args[args.length - 1];
      if (typeof ack === 'function') ack({ time: Date.now() });
    });
    socket.on(SOCKET_EVENTS.api, (request: unknown) => {
      void handleSocketApi(app, socket, request).then(() => sessions.afterApiCall(socket));
    });
    for (const handler of handlers) handler(socket, userId);
  });

  app.decorate('realtime', {
    io,
    broadcast: (room, event, payload, options) => {
      const target = options?.exceptSocketId ? io.to(room).except(options.exceptSocketId) : io.to(room);
      target.emit(event, payload);
    },
    joinRoom: (socketId, room) => io.in(socketId).socketsJoin(room),
    leaveRoom: (socketId, room) => io.in(socketId).socketsLeave(room),
    onConnection: (handler) => {
      handlers.push(handler);
    },
    sessions,
  } satisfies Realtime);

  // Before Fastify stops the HTTP server: drop the sockets (clients reconnect to another
  // instance or when this one returns) and the engine, then the Redis connections.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    await io.of('/').adapter.close();
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await Promise.all(redisClients.map((client) => client.quit().catch(() => client.disconnect())));
  });
});
