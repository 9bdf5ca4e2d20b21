/**
 * The images of a drawing's scene (issue 18 item 2): Excalidraw's BinaryFileData stored by file id
 * per drawing — the mime type and the dataURL's bytes — so the scene itself never carries
 * dataURLs. A file id is written once (Excalidraw's ids are content hashes): a second upload of
 * the same id keeps the first. Errors: 400 a dataURL whose type is not its mimeType, 413 above
 * DRAWING_FILE_MAX_BYTES.
 */
import { DRAWING_FILE_MAX_BYTES, type DrawingFile } from '../../shared/drawings/drawing.types';
import { AppError } from '../http/appError';
import { requireDrawing } from './drawingAccess';
import type { DrawingContext } from './drawings.service';

/** Stores one file; answers its id. */
export async function uploadFile(
  ctx: DrawingContext,
  drawingId: number,
  file: { id: string; mimeType: string; dataURL: string; created?: number },
): Promise<{ id: string }> {
  await requireDrawing(ctx.db, ctx.actor, drawingId);
  if (file.dataURL.length > DRAWING_FILE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const prefix = `data:${file.mimeType};base64,`;
  if (!file.dataURL.startsWith(prefix))
    throw new AppError('VALIDATION_FAILED', { fieldKeys: { dataURL: 'validation:invalidFormat' } });
  const data = Buffer.from(file.dataURL.slice(prefix.length), 'base64');
  await ctx.db
    .insertInto('drawingFiles')
    .values({
      drawingId,
      fileId: file.id,
      mime: file.mimeType,
      data,
      created: file.created ?? Date.now(),
      uploadedBy: ctx.actor.id,
      createdAt: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['drawingId', 'fileId']).doNothing())
    .execute();
  return { id: file.id };
}

/** The stored files among `ids` (unknown ids are left out). */
export async function getFiles(ctx: DrawingContext, drawingId: number, ids: string[]): Promise<DrawingFile[]> {
  await requireDrawing(ctx.db, ctx.actor, drawingId);
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('drawingFiles')
    .select(['fileId', 'mime', 'data', 'created'])
    .where('drawingId', '=', drawingId)
    .where('fileId', 'in', ids)
    .execute();
  return rows.map((row) => ({
    id: row.fileId,
    mimeType: row.mime,
    dataURL: `data:${row.mime};base64,${Buffer.from(row.data).toString('base64')}`,
    created: Number(row.created),
  }));
}
