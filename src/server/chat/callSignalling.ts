/**
 * The socket events of conference calls (issue 17; CALL_SOCKET_EVENTS in src/shared/chat/call.types.ts),
 * acknowledged `{ok: true}` or `{ok: false, error}` like `room:join` (plugins/liveRooms.ts):
 * - `call:signal` CallSignal with `toUserId` (schema callSignalPayload; else VALIDATION_FAILED):
 *   relayed as `call:signal` with `fromUserId` (no `toUserId`) to the target's participant socket
 *   only when the room has a running call (else NOT_FOUND), this socket is the sender's participant
 *   socket in it (else FORBIDDEN: not in the call, or the participation moved to another tab) and
 *   the target is in it (else NOT_FOUND). Works across instances (the socket id is a room).
 * - `call:heartbeat {roomId}`: refreshes the participation's `heartbeat_at` when this socket holds
 *   it (else NOT_FOUND: the tab is not, or no longer, in the call; VALIDATION_FAILED for a bad payload).
 * A socket's disconnect does not remove its participation: a reload joins again within the
 * heartbeat timeout; a crashed tab is removed by the sweeper (callSweeper.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { callHeartbeatPayload, callSignalPayload } from '../../shared/chat/call.schemas';
import { CALL_EVENTS, CALL_SOCKET_EVENTS, type CallSignal } from '../../shared/chat/call.types';
import { ackOf } from '../plugins/liveRooms';
import { participantOf, runningCall } from './callRepository';

/** Registers `call:signal` and `call:heartbeat` on every authenticated socket. */
export function registerCallSocket(app: FastifyInstance): void {
  app.realtime.onConnection((socket: Socket, userId: number) => {
    socket.on(CALL_SOCKET_EVENTS.signal, async (...args: unknown[]) => {
      const ack = ackOf(args);
      const parsed = callSignalPayload.safeParse(args[0]);
      if (!parsed.success) return ack({ ok: false, error: 'VALIDATION_FAILED' });
      const { toUserId, ...signal } = parsed.data;
      try {
        const call = await runningCall(app.db, signal.roomId);
        if (!call) return ack({ ok: false, error: 'NOT_FOUND' });
        const [sender, target] = await Promise.all([
          participantOf(app.db, call.id, userId),
          participantOf(app.db, call.id, toUserId),
        ]);
        if (!sender || sender.socketId !== socket.id) return ack({ ok: false, error: 'FORBIDDEN' });
        if (!target) return ack({ ok: false, error: 'NOT_FOUND' });
        const relayed: CallSignal = { ...signal, fromUserId: userId };
        app.realtime.io.to(target.socketId).emit(CALL_EVENTS.signal, relayed);
        ack({ ok: true });
      } catch (error) {
        app.log.error({ err: error }, 'call:signal failed');
        ack({ ok: false, error: 'INTERNAL' });
      }
    });

    socket.on(CALL_SOCKET_EVENTS.heartbeat, async (...args: unknown[]) => {
      const ack = ackOf(args);
      const parsed = callHeartbeatPayload.safeParse(args[0]);
      if (!parsed.success) return ack({ ok: false, error: 'VALIDATION_FAILED' });
      try {
        const call = await runningCall(app.db, parsed.data.roomId);
        if (!call) return ack({ ok: false, error: 'NOT_FOUND' });
        const result = await app.db
          .updateTable('chatCallParticipants')
          .set({ heartbeatAt: new Date().toISOString() })
          .where('callId', '=', call.id)
          .where('userId', '=', userId)
          .where('socketId', '=', socket.id)
          .executeTakeFirst();
        ack(Number(result.numUpdatedRows) > 0 ? { ok: true } : { ok: false, error: 'NOT_FOUND' });
      } catch (error) {
        app.log.error({ err: error }, 'call:heartbeat failed');
        ack({ ok: false, error: 'INTERNAL' });
      }
    });
  });
}
