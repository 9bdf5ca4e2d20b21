/**
 * Named versions of a drawing (issue 18 item 2): a snapshot of the live elements (waiting edits
 * included), the list, and a restore that writes the version's elements — and tombstones for the
 * elements it did not have — as NEW versions of those elements (version above every copy seen,
 * fresh versionNonce), so Excalidraw's reconcile in every open editor accepts them. The restore is
 * merged and saved at once (compare-and-set, drawingSceneStore.ts) and relayed to the room.
 */
import crypto from 'node:crypto';
import type { DrawingElement, DrawingScene, DrawingVersion } from '../../shared/drawings/drawing.types';
import { AppError } from '../http/appError';
import { requireDrawing } from './drawingAccess';
import type { DrawingContext } from './drawings.service';
import { parseScene, toDrawingVersion } from './drawings.wire';

const nonce = (): number => crypto.randomInt(0, 2 ** 31 - 1);

/** The drawing's versions, newest first. */
export async function listVersions(ctx: DrawingContext, drawingId: number): Promise<DrawingVersion[]> {
  await requireDrawing(ctx.db, ctx.actor, drawingId);
  const rows = await ctx.db
    .selectFrom('drawingVersions')
    .selectAll()
    .where('drawingId', '=', drawingId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toDrawingVersion);
}

/** Saves the current live elements as version `name`. */
export async function createVersion(ctx: DrawingContext, drawingId: number, name: string): Promise<DrawingVersion> {
  const { drawing } = await requireDrawing(ctx.db, ctx.actor, drawingId);
  const scene = (await ctx.store.scene(drawingId)) ?? parseScene(drawing.scene);
  const elements = scene.elements.filter((element) => !element.isDeleted);
  const row = await ctx.db
    .insertInto('drawingVersions')
    .values({
      drawingId,
      name,
      elements: JSON.stringify(elements),
      elementCount: elements.length,
      createdBy: ctx.actor.id,
      createdAt: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toDrawingVersion(row);
}

/**
 * The elements that turn `current` into `version`: each of the version's elements one version
 * above its current copy, each current live element missing from it as a tombstone.
 */
export function restoringElements(current: readonly DrawingElement[], version: readonly DrawingElement[]) {
  const now = Date.now();
  const byId = new Map(current.map((element) => [element.id, element]));
  const kept = new Set(version.map((element) => element.id));
  const restored: DrawingElement[] = version.map((element) => ({
    ...element,
    isDeleted: false,
    version: Math.max(element.version, byId.get(element.id)?.version ?? 0) + 1,
    versionNonce: nonce(),
    updated: now,
  }));
  for (const element of current)
    if (!kept.has(element.id) && !element.isDeleted)
      restored.push({ ...element, isDeleted: true, version: element.version + 1, versionNonce: nonce(), updated: now });
  return restored;
}

/** Restores version `versionId` into its drawing; answers the scene after it. */
export async function restoreVersion(ctx: DrawingContext, versionId: number): Promise<DrawingScene> {
  const version = await ctx.db.selectFrom('drawingVersions').selectAll().where('id', '=', versionId).executeTakeFirst();
  if (!version) throw new AppError('NOT_FOUND');
  const { drawing } = await requireDrawing(ctx.db, ctx.actor, version.drawingId);
  const current = (await ctx.store.scene(drawing.id)) ?? parseScene(drawing.scene);
  const elements = restoringElements(current.elements, JSON.parse(version.elements) as DrawingElement[]);
  if (elements.length > 0) {
    ctx.store.apply(drawing.id, ctx.actor.id, elements);
    await ctx.store.flush(drawing.id);
    ctx.relay(drawing.id, elements);
  }
  return (await ctx.store.scene(drawing.id)) ?? current;
}
