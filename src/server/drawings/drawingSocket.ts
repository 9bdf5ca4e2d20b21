/**
 * The socket events of co-editing a drawing (issue 18 item 2; DRAWING_SOCKET_EVENTS in
 * src/shared/drawings/drawing.types.ts): `drawing:join` (access-checked like plugins/liveRooms.ts,
 * before and after joining `drawing:<id>`, answered with the scene), `drawing:leave`,
 * `drawing:update` (merged into the instance's scene store, the winners relayed to the room's
 * other sockets on every instance) and `drawing:pointer` (relayed volatile, never stored). When the
 * instance's last editor of a drawing leaves or disconnects, its waiting elements are saved at once.
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { DRAWING_SOCKET_EVENTS, drawingRoom, type DrawingElement } from '../../shared/drawings/drawing.types';
import { drawingJoinPayload, drawingPointerPayload, drawingUpdatePayload } from '../../shared/drawings/drawing.schemas';
import { isAppError } from '../http/appError';
import { ackOf } from '../plugins/liveRooms';
import { requireDrawing } from './drawingAccess';
import type { DrawingSceneStore } from './drawingSceneStore';

const ROOM_PREFIX = 'drawing:';

/** Registers the drawing events on every authenticated socket. */
export function registerDrawingSocket(app: FastifyInstance, store: DrawingSceneStore): void {
  const localRoomSize = (room: string): number => app.realtime.io.of('/').adapter.rooms.get(room)?.size ?? 0;

  /** After `socket` left `drawingId`'s room: the others forget its pointer; the last one out saves. */
  const afterLeave = (socket: Socket, drawingId: number) => {
    const room = drawingRoom(drawingId);
    app.realtime.broadcast(room, DRAWING_SOCKET_EVENTS.left, { drawingId, socketId: socket.id });
    if (localRoomSize(room) === 0)
      void store.flush(drawingId).catch((error: unknown) => app.log.error({ err: error }, 'drawing save failed'));
  };

  app.realtime.onConnection((socket: Socket, userId: number) => {
    socket.on(DRAWING_SOCKET_EVENTS.join, async (...args: unknown[]) => {
      const ack = ackOf(args) as (answer: unknown) => void;
      const payload = drawingJoinPayload.safeParse(args[0]);
      if (!payload.success) return ack({ ok: false, error: 'VALIDATION_FAILED' });
      const { drawingId } = payload.data;
      const room = drawingRoom(drawingId);
      try {
        const user = await app.db
          .selectFrom('users')
          .select('isSystemAdmin')
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!user) return ack({ ok: false, error: 'UNAUTHORIZED' });
        const actor = { id: userId, isSystemAdmin: Boolean(user.isSystemAdmin) };
        await requireDrawing(app.db, actor, drawingId);
        await socket.join(room);
        try {
          await requireDrawing(app.db, actor, drawingId);
        } catch (error) {
          await socket.leave(room);
          throw error;
        }
        const scene = await store.scene(drawingId);
        if (!scene) return ack({ ok: false, error: 'NOT_FOUND' });
        ack({ ok: true, scene });
      } catch (error) {
        if (!isAppError(error)) app.log.error({ err: error }, 'drawing:join failed');
        ack({ ok: false, error: isAppError(error) ? error.code : 'INTERNAL' });
      }
    });

    socket.on(DRAWING_SOCKET_EVENTS.leave, async (...args: unknown[]) => {
      const ack = ackOf(args);
      const payload = drawingJoinPayload.safeParse(args[0]);
      if (!payload.success) return ack({ ok: false, error: 'VALIDATION_FAILED' });
      const { drawingId } = payload.data;
      if (socket.rooms.has(drawingRoom(drawingId))) {
        await socket.leave(drawingRoom(drawingId));
        afterLeave(socket, drawingId);
      }
      ack({ ok: true });
    });

    socket.on(DRAWING_SOCKET_EVENTS.update, (...args: unknown[]) => {
      const ack = ackOf(args);
      const payload = drawingUpdatePayload.safeParse(args[0]);
      if (!payload.success) return ack({ ok: false, error: 'VALIDATION_FAILED' });
      const { drawingId } = payload.data;
      const room = drawingRoom(drawingId);
      if (!socket.rooms.has(room)) return ack({ ok: false, error: 'FORBIDDEN' });
      const changed = store.apply(drawingId, userId, payload.data.elements as DrawingElement[]);
      if (changed.length > 0) socket.to(room).emit(DRAWING_SOCKET_EVENTS.update, { drawingId, elements: changed });
      ack({ ok: true });
    });

    socket.on(DRAWING_SOCKET_EVENTS.pointer, (...args: unknown[]) => {
      const ack = ackOf(args);
      const payload = drawingPointerPayload.safeParse(args[0]);
      if (!payload.success) return ack({ ok: false, error: 'VALIDATION_FAILED' });
      const room = drawingRoom(payload.data.drawingId);
      if (!socket.rooms.has(room)) return ack({ ok: false, error: 'FORBIDDEN' });
      ack({ ok: true });
      socket.volatile.to(room).emit(DRAWING_SOCKET_EVENTS.pointer, { ...payload.data, userId, socketId: socket.id });
    });

    let leaving: number[] = [];
    socket.on('disconnecting', () => {
      leaving = [...socket.rooms]
        .filter((room) => room.startsWith(ROOM_PREFIX))
        .map((room) => Number(room.slice(ROOM_PREFIX.length)))
        .filter(Number.isInteger);
    });
    socket.on('disconnect', () => {
      for (const drawingId of leaving) afterLeave(socket, drawingId);
    });
  });
}
