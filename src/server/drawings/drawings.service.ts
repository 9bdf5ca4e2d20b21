/**
 * The drawing list of a project (issue 18 item 2; routes in drawings.routes.ts): list, create,
 * rename, duplicate, trash, restore, purge and the thumbnail. Every change goes live to
 * `company:<companyId>` (DRAWING_EVENTS; the caller's own socket excepted).
 * Errors: NOT_FOUND / FORBIDDEN (drawingAccess.ts, requireProject), CONFLICT (trash state),
 * VALIDATION_FAILED (a thumbnail that is no plain SVG).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { companyRoom } from '../../shared/company/company.events';
import {
  DRAWING_EVENTS,
  DRAWING_SOCKET_EVENTS,
  drawingRoom,
  type Drawing,
  type DrawingElement,
} from '../../shared/drawings/drawing.types';
import { actorOf, requireProject, type Actor } from '../access/access.service';
import type { Database } from '../db/database';
import { AppError } from '../http/appError';
import { callerOf } from '../plugins/auth';
import { requireDrawing } from './drawingAccess';
import type { DrawingSceneStore } from './drawingSceneStore';
import { parseScene, toDrawing, type DrawingRow } from './drawings.wire';

/** What a drawing call needs: database, caller, the instance's scene store and the live emitter. */
export interface DrawingContext {
  db: Kysely<Database>;
  actor: Actor;
  store: DrawingSceneStore;
  /** Emits a list event to the company room (the caller's Socket-Id excepted). */
  emit(companyId: number, event: string, payload: Record<string, unknown>): void;
  /** Sends elements to every editor of the drawing as `drawing:update` (every instance). */
  relay(drawingId: number, elements: DrawingElement[]): void;
}

/** The context of an authenticated request. */
export function drawingContext(
  app: FastifyInstance,
  request: FastifyRequest,
  store: DrawingSceneStore,
): DrawingContext {
  const actor = actorOf(callerOf(request));
  return {
    db: app.db,
    actor,
    store,
    emit: (companyId, event, payload) =>
      app.realtime.broadcast(
        companyRoom(companyId),
        event,
        { ...payload, actorId: actor.id },
        {
          exceptSocketId: request.socketId,
        },
      ),
    relay: (drawingId, elements) =>
      app.realtime.broadcast(drawingRoom(drawingId), DRAWING_SOCKET_EVENTS.update, { drawingId, elements }),
  };
}

const EMPTY_SCENE = JSON.stringify({ elements: [], appState: {} });

/** The project's drawings (trash excluded), last updated first; or its trash, last deleted first. */
export async function listDrawings(ctx: DrawingContext, projectId: number, trash: boolean): Promise<Drawing[]> {
  await requireProject(ctx.db, ctx.actor, projectId);
  const rows = await ctx.db
    .selectFrom('drawings')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('deletedAt', trash ? 'is not' : 'is', null)
    .orderBy(trash ? 'deletedAt' : 'updatedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => toDrawing(row));
}

async function insertDrawing(ctx: DrawingContext, values: { projectId: number; name: string; scene: string }) {
  const now = new Date().toISOString();
  return ctx.db
    .insertInto('drawings')
    .values({ ...values, createdBy: ctx.actor.id, updatedBy: ctx.actor.id, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A new empty drawing at the top of the list. */
export async function createDrawing(ctx: DrawingContext, projectId: number, name: string): Promise<Drawing> {
  const { project } = await requireProject(ctx.db, ctx.actor, projectId);
  const row = await insertDrawing(ctx, { projectId, name, scene: EMPTY_SCENE });
  ctx.emit(project.companyId, DRAWING_EVENTS.created, { drawing: toDrawing(row) });
  return toDrawing(row);
}

/**
 * Writes `set` on the drawing. With `only` the write is conditional on the drawing being live or in
 * the trash at that moment, and 409 CONFLICT when it no longer is: of identical requests fired
 * together (two tabs, a retried delete) exactly one moves it.
 */
async function updateDrawing(
  ctx: DrawingContext,
  row: DrawingRow,
  set: Partial<DrawingRow>,
  only?: 'live' | 'trashed',
): Promise<DrawingRow> {
  let update = ctx.db
    .updateTable('drawings')
    .set({ ...set, updatedAt: new Date().toISOString(), updatedBy: ctx.actor.id })
    .where('id', '=', row.id);
  if (only) update = update.where('deletedAt', only === 'live' ? 'is' : 'is not', null);
  const written = await update.returningAll().executeTakeFirst();
  if (!written) throw new AppError('CONFLICT');
  return written;
}

export async function renameDrawing(ctx: DrawingContext, drawingId: number, name: string): Promise<Drawing> {
  const { drawing, companyId } = await requireDrawing(ctx.db, ctx.actor, drawingId);
  const row = await updateDrawing(ctx, drawing, { name });
  ctx.emit(companyId, DRAWING_EVENTS.updated, { drawing: toDrawing(row, false) });
  return toDrawing(row);
}

/** A copy named `name` with the current scene (waiting edits included, tombstones dropped) and files. */
export async function duplicateDrawing(ctx: DrawingContext, drawingId: number, name: string): Promise<Drawing> {
  const { drawing, companyId } = await requireDrawing(ctx.db, ctx.actor, drawingId);
  const scene = (await ctx.store.scene(drawingId)) ?? parseScene(drawing.scene);
  const elements = scene.elements.filter((element) => !element.isDeleted);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const copy = await insertDrawing(
      { ...ctx, db: trx },
      {
        projectId: drawing.projectId,
        name,
        scene: JSON.stringify({ ...scene, elements }),
      },
    );
    const withThumbnail = await trx
      .updateTable('drawings')
      .set({ thumbnail: drawing.thumbnail })
      .where('id', '=', copy.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const files = await trx.selectFrom('drawingFiles').selectAll().where('drawingId', '=', drawingId).execute();
    for (const { id: _id, drawingId: _from, ...file } of files)
      await trx
        .insertInto('drawingFiles')
        .values({ ...file, drawingId: copy.id })
        .execute();
    return withThumbnail;
  });
  ctx.emit(companyId, DRAWING_EVENTS.created, { drawing: toDrawing(row) });
  return toDrawing(row);
}

/** To the trash (409 when there already). */
export async function trashDrawing(ctx: DrawingContext, drawingId: number): Promise<Drawing> {
  const { drawing, companyId } = await requireDrawing(ctx.db, ctx.actor, drawingId);
  if (drawing.deletedAt) throw new AppError('CONFLICT');
  const row = await updateDrawing(ctx, drawing, { deletedAt: new Date().toISOString() }, 'live');
  ctx.emit(companyId, DRAWING_EVENTS.deleted, { drawing: toDrawing(row, false) });
  return toDrawing(row);
}

/** Back from the trash (409 when not there). */
export async function restoreDrawing(ctx: DrawingContext, drawingId: number): Promise<Drawing> {
  const { drawing, companyId } = await requireDrawing(ctx.db, ctx.actor, drawingId);
  if (!drawing.deletedAt) throw new AppError('CONFLICT');
  const row = await updateDrawing(ctx, drawing, { deletedAt: null }, 'trashed');
  ctx.emit(companyId, DRAWING_EVENTS.restored, { drawing: toDrawing(row) });
  return toDrawing(row);
}

/** Deleted for good with its versions and files (409 when not in the trash). */
export async function purgeDrawing(ctx: DrawingContext, drawingId: number): Promise<{ id: number }> {
  const { drawing, companyId } = await requireDrawing(ctx.db, ctx.actor, drawingId);
  if (!drawing.deletedAt) throw new AppError('CONFLICT');
  await ctx.db.transaction().execute(async (trx) => {
    // The drawing first, and only while in the trash: a purge that lost a race undoes nothing.
    const gone = await trx
      .deleteFrom('drawings')
      .where('id', '=', drawingId)
      .where('deletedAt', 'is not', null)
      .executeTakeFirst();
    if (!gone.numDeletedRows) throw new AppError('CONFLICT');
    await trx.deleteFrom('drawingFiles').where('drawingId', '=', drawingId).execute();
    await trx.deleteFrom('drawingVersions').where('drawingId', '=', drawingId).execute();
  });
  ctx.emit(companyId, DRAWING_EVENTS.purged, { projectId: drawing.projectId, id: drawingId });
  return { id: drawingId };
}

/** Markup a thumbnail must not hold (it is shown only as an <img>, where script never runs anyway). */
const UNSAFE_SVG = /<script|<foreignObject|<iframe|<embed|<object|\son[a-z]+\s*=|javascript:/i;

/** Stores the SVG thumbnail; 400 when it is not an `<svg>` document or holds script. */
export async function setThumbnail(ctx: DrawingContext, drawingId: number, svg: string): Promise<Drawing> {
  const { drawing, companyId } = await requireDrawing(ctx.db, ctx.actor, drawingId);
  const trimmed = svg.trim();
  if (!/^(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(trimmed) || UNSAFE_SVG.test(trimmed))
    throw new AppError('VALIDATION_FAILED', { fieldKeys: { svg: 'validation:invalidFormat' } });
  const row = await ctx.db
    .updateTable('drawings')
    .set({ thumbnail: trimmed })
    .where('id', '=', drawing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  ctx.emit(companyId, DRAWING_EVENTS.updated, { drawing: toDrawing(row) });
  return toDrawing(row);
}
