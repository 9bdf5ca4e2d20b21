/**
 * Live access ends with the session (DESIGN §3 Auth, Transports, Live events): every socket is in
 * the room `session:<id>` of the session its token belongs to, so the sockets of a session that
 * ends — logout, password restore, token rotation, expiry, an administrator's block — are told why
 * (`session:revoked {reason}`, src/shared/auth/auth.paths.ts) and disconnected at once, on every
 * instance (room operations go through the socket.io adapter, Redis included).
 *
 * Two sockets are treated apart:
 * - the socket whose own `api` call ended its session (logout over the socket) leaves every room at
 *   once but gets the call's reply before it is told and disconnected (`afterApiCall`);
 * - the socket that rotated its own token over the `api` (GET /auth/refresh) moves to the new
 *   session and stays (`followRotation`); the other sockets on the old token are cut.
 *
 * `revokeUser(userId, reason)` is the hook for ending a user's live access from elsewhere (an
 * administrator blocking an account): it deletes every session of the user and ends the sockets.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Server, Socket } from 'socket.io';
import { SOCKET_EVENTS, type SessionEndReason, type SessionRevokedPayload } from '../../shared/auth/auth.paths';
import type { Database } from '../db/database';
import { isSocketApiCall, type SocketData } from '../plugins/socketApi';
import { deleteSessionsOfUser, sessionExists } from './auth.repository';

/** socket.data of an authenticated socket: the gateway's fields plus its session. */
export interface SessionSocketData extends SocketData {
  sessionId: number;
  /** ISO expiry of the session; the socket is disconnected then. */
  expiresAt: string;
}

/** Room of the sockets opened with one session's token. */
export const sessionRoom = (sessionId: number): string => `session:${sessionId}`;

/** The request that ends a session: its Socket-Id and whether it came over that socket's `api`. */
export interface EndingCall {
  socketId: string | undefined;
  viaSocketApi: boolean;
}

/** The EndingCall of a route's request (request.socketId is set by the auth plugin). */
export const endingCallOf = (request: FastifyRequest): EndingCall => ({
  socketId: request.socketId,
  viaSocketApi: isSocketApiCall(request),
});

export interface SessionSockets {
  /** At connect: joins the session room, arms the expiry timer, and drops the socket if the session ended meanwhile. */
  attach(socket: Socket): void;
  /** Tells and disconnects the sockets of these sessions on every instance. */
  endSessions(sessionIds: number[], reason: SessionEndReason, call?: EndingCall): void;
  /** Tells and disconnects every socket of a user (all sessions) on every instance. */
  endUserSockets(userId: number, reason: SessionEndReason, call?: EndingCall): void;
  /**
   * The calling socket, when it rotated its own session over the `api`, joins the successor
   * session (room, token, expiry) before the old one is ended.
   */
  followRotation(call: EndingCall, from: number, to: { id: number; token: string; expiresAt: string }): void;
  /** Called by the gateway after each `api` reply: a socket whose own call ended its session goes now. */
  afterApiCall(socket: Socket): void;
  /** Deletes every session of the user and ends their sockets (default reason `blocked`). */
  revokeUser(userId: number, reason?: SessionEndReason): Promise<void>;
}

/** setTimeout's limit (~24.8 days); longer expiries re-arm. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function createSessionSockets(deps: {
  io: Server;
  db: Kysely<Database>;
  /** The room of a user's sockets (the gateway's `user:<id>`). */
  userRoom: (userId: number) => string;
  onError: (error: unknown, what: string) => void;
}): SessionSockets {
  const { io, db, userRoom } = deps;
  const expiryTimers = new WeakMap<Socket, ReturnType<typeof setTimeout>>();
  /** Local sockets whose own `api` call ended their session: the reason they will be told after the reply. */
  const leavingAfterReply = new WeakMap<Socket, SessionEndReason>();

  const dataOf = (socket: Socket) => socket.data as SessionSocketData;
  const tell = (socket: Socket, reason: SessionEndReason) => {
    socket.emit(SOCKET_EVENTS.sessionRevoked, { reason } satisfies SessionRevokedPayload);
    socket.disconnect(true);
  };

  const armExpiry = (socket: Socket) => {
    clearTimeout(expiryTimers.get(socket));
    const left = Date.parse(dataOf(socket).expiresAt) - Date.now();
    const timer = setTimeout(
      () => (left > MAX_TIMER_MS ? armExpiry(socket) : tell(socket, 'expired')),
      Math.max(0, Math.min(left, MAX_TIMER_MS)),
    );
    timer.unref();
    expiryTimers.set(socket, timer);
  };

  /** The local socket that made `call` over its `api`, when `affected` says its session is among those ending. */
  const callingSocket = (call: EndingCall | undefined, affected: (data: SessionSocketData) => boolean) => {
    if (!call?.viaSocketApi || !call.socketId) return undefined;
    const socket = io.of('/').sockets.get(call.socketId);
    return socket && affected(dataOf(socket)) ? socket : undefined;
  };

  /** Tells and disconnects the sockets of `rooms`; the calling socket (if affected) only after its reply. */
  const end = (rooms: string[], reason: SessionEndReason, caller: Socket | undefined) => {
    if (rooms.length === 0) return;
    if (caller) {
      leavingAfterReply.set(caller, reason);
      // No more live events for it from now on; it is told and disconnected after its reply.
      for (const room of [...caller.rooms]) if (room !== caller.id) void caller.leave(room);
    }
    const except = caller ? [caller.id] : [];
    io.to(rooms)
      .except(except)
      .emit(SOCKET_EVENTS.sessionRevoked, { reason } satisfies SessionRevokedPayload);
    io.in(rooms).except(except).disconnectSockets(true);
  };

  const sessions: SessionSockets = {
    attach(socket) {
      const { sessionId } = dataOf(socket);
      void socket.join(sessionRoom(sessionId));
      armExpiry(socket);
      socket.on('disconnect', () => clearTimeout(expiryTimers.get(socket)));
      // The session may have ended between the handshake and the join (the end missed this
      // socket): without the event the client reconnects and its handshake decides.
      sessionExists(db, sessionId).then(
        (alive) => {
          if (!alive && dataOf(socket).sessionId === sessionId) socket.disconnect(true);
        },
        (error: unknown) => deps.onError(error, 'session check at connect failed'),
      );
    },

    endSessions(sessionIds, reason, call) {
      const caller = callingSocket(call, (data) => sessionIds.includes(data.sessionId));
      end(sessionIds.map(sessionRoom), reason, caller);
    },

    endUserSockets(userId, reason, call) {
      end(
        [userRoom(userId)],
        reason,
        callingSocket(call, (data) => data.userId === userId),
      );
    },

    followRotation(call, from, to) {
      const socket = callingSocket(call, (data) => data.sessionId === from);
      if (!socket) return;
      const data = dataOf(socket);
      void socket.leave(sessionRoom(from));
      void socket.join(sessionRoom(to.id));
      Object.assign(data, { sessionId: to.id, token: to.token, expiresAt: to.expiresAt });
      armExpiry(socket);
    },

    afterApiCall(socket) {
      const reason = leavingAfterReply.get(socket);
      if (reason === undefined) return;
      leavingAfterReply.delete(socket);
      tell(socket, reason);
    },

    async revokeUser(userId, reason = 'blocked') {
      await deleteSessionsOfUser(db, userId);
      sessions.endUserSockets(userId, reason);
    },
  };
  return sessions;
}
