/**
 * Co-editing a wiki page over the socket (issue 18; WIKI_SOCKET_EVENTS in
 * src/shared/wiki/wiki.types.ts, which gives the protocol), in the live room `wiki:<pageId>`:
 * - `wiki:join {pageId, stateVector?}`: access-checked (requireWikiPage: 404, 403), the socket joins
 *   the room BEFORE the document is read, so an update stored meanwhile reaches it either way;
 *   ack `{ok: true, update, stateVector}` (what the client lacks, and the server's state vector).
 * - `wiki:update {pageId, update}`: the socket must have joined (403 FORBIDDEN), the update must be
 *   at most WIKI_UPDATE_MAX_BYTES (PAYLOAD_TOO_LARGE) and decode (VALIDATION_FAILED); it is stored,
 *   relayed to the room's other sockets (on every instance, via the Redis adapter) and acked.
 * - `wiki:awareness {pageId, update}`: relayed to the room's other sockets, never stored.
 * - `wiki:leave {pageId}` and disconnect: the socket leaves; when it changed the page, a 'leave'
 *   revision is taken (wikiSnapshots.ts) before the ack.
 * Acks are `{ok: false, error}` on failure (an ErrorCode), never a throw.
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import * as Y from 'yjs';
import type { ErrorCode } from '../../shared/errors';
import { wikiJoinPayload, wikiLeavePayload, wikiUpdatePayload } from '../../shared/wiki/wiki.schemas';
import { WIKI_SOCKET_EVENTS, WIKI_UPDATE_MAX_BYTES, wikiRoom } from '../../shared/wiki/wiki.types';
import { isAppError } from '../http/appError';
import { ackOf } from '../plugins/liveRooms';
import { requireWikiPage } from './wikiAccess';
import { appendUpdate, isDecodableUpdate, readDocument } from './wikiDocumentStore';
import type { WikiEditing } from './wikiEditing';
import { takeRevisionIfDue } from './wikiSnapshots';

type Ack = (answer: { ok: true; [key: string]: unknown } | { ok: false; error: ErrorCode }) => void;

/** Registers the wiki socket events on every authenticated socket. */
export function registerWikiSync(app: FastifyInstance, editing: WikiEditing): void {
  app.realtime.onConnection((socket: Socket, userId: number) => {
    /** Pages this socket changed since it joined them. */
    const changed = new Set<number>();
    /** Updates of this socket not yet stored, per page (a leave waits for them). */
    const storing = new Map<number, Promise<unknown>>();

    const fail = (ack: Ack, error: unknown, what: string) => {
      if (!isAppError(error)) app.log.error({ err: error }, `${what} failed`);
      ack({ ok: false, error: isAppError(error) ? error.code : 'INTERNAL' });
    };

    const leftPage = async (pageId: number) => {
      await storing.get(pageId);
      if (!changed.delete(pageId)) return;
      editing.forget(pageId, userId);
      await editing.settle(pageId);
      await takeRevisionIfDue(app, pageId, 'leave', userId);
    };

    socket.on(WIKI_SOCKET_EVENTS.join, async (...args: unknown[]) => {
      const ack = ackOf(args) as Ack;
      const payload = wikiJoinPayload.safeParse(args[0]);
      if (!payload.success) return ack({ ok: false, error: 'VALIDATION_FAILED' });
      const { pageId, stateVector } = payload.data;
      try {
        const user = await app.db
          .selectFrom('users')
          .select('isSystemAdmin')
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!user) return ack({ ok: false, error: 'UNAUTHORIZED' });
        await requireWikiPage(app.db, { id: userId, isSystemAdmin: Boolean(user.isSystemAdmin) }, pageId);
        await socket.join(wikiRoom(pageId));
        const { state } = await readDocument(app.db, pageId);
        let update = state;
        try {
          // A fresh editor (an empty vector) lacks everything: the state as it is, without the
          // decode and re-encode of a diff (~10 ms for a 50,000-character page; issue 18 "Speed").
          if (stateVector && stateVector.length > 0 && Y.decodeStateVector(stateVector).size > 0)
            update = Y.diffUpdate(state, stateVector);
        } catch {
          return ack({ ok: false, error: 'VALIDATION_FAILED' });
        }
        ack({ ok: true, update, stateVector: Y.encodeStateVectorFromUpdate(state) });
      } catch (error) {
        fail(ack, error, WIKI_SOCKET_EVENTS.join);
      }
    });

    socket.on(WIKI_SOCKET_EVENTS.update, async (...args: unknown[]) => {
      const ack = ackOf(args) as Ack;
      const payload = wikiUpdatePayload.safeParse(args[0]);
      if (!payload.success) return ack({ ok: false, error: 'VALIDATION_FAILED' });
      const { pageId, update } = payload.data;
      const room = wikiRoom(pageId);
      if (!socket.rooms.has(room)) return ack({ ok: false, error: 'FORBIDDEN' });
      if (update.byteLength > WIKI_UPDATE_MAX_BYTES) return ack({ ok: false, error: 'PAYLOAD_TOO_LARGE' });
      if (!isDecodableUpdate(update)) return ack({ ok: false, error: 'VALIDATION_FAILED' });
      const previous = storing.get(pageId);
      const store = (async () => {
        await previous;
        await appendUpdate(app.db, pageId, userId, update);
      })();
      storing.set(pageId, store);
      try {
        await store;
        socket.to(room).emit(WIKI_SOCKET_EVENTS.update, { pageId, update });
        ack({ ok: true });
        changed.add(pageId);
        editing.edited(pageId, userId);
      } catch (error) {
        // The page was deleted for good (foreign key) or the database failed.
        const gone = !(await app.db.selectFrom('wikiPages').select('id').where('id', '=', pageId).executeTakeFirst());
        if (gone) ack({ ok: false, error: 'NOT_FOUND' });
        else fail(ack, error, WIKI_SOCKET_EVENTS.update);
      } finally {
        if (storing.get(pageId) === store) storing.delete(pageId);
      }
    });

    socket.on(WIKI_SOCKET_EVENTS.awareness, (...args: unknown[]) => {
      const ack = ackOf(args) as Ack;
      const payload = wikiUpdatePayload.safeParse(args[0]);
      if (!payload.success) return ack({ ok: false, error: 'VALIDATION_FAILED' });
      const { pageId, update } = payload.data;
      const room = wikiRoom(pageId);
      if (!socket.rooms.has(room)) return ack({ ok: false, error: 'FORBIDDEN' });
      if (update.byteLength > 64 * 1024) return ack({ ok: false, error: 'PAYLOAD_TOO_LARGE' });
      socket.to(room).emit(WIKI_SOCKET_EVENTS.awareness, { pageId, update });
      ack({ ok: true });
    });

    socket.on(WIKI_SOCKET_EVENTS.leave, async (...args: unknown[]) => {
      const ack = ackOf(args) as Ack;
      const payload = wikiLeavePayload.safeParse(args[0]);
      if (!payload.success) return ack({ ok: false, error: 'VALIDATION_FAILED' });
      const { pageId } = payload.data;
      await socket.leave(wikiRoom(pageId));
      try {
        await leftPage(pageId);
        ack({ ok: true });
      } catch (error) {
        fail(ack, error, WIKI_SOCKET_EVENTS.leave);
      }
    });

    socket.on('disconnect', () => {
      for (const pageId of [...changed]) {
        editing.background(pageId, () => leftPage(pageId));
      }
    });
  });
}
