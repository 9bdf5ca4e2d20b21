/**
 * Drawing list request schemas (issue 18 item 2; types in drawing.types.ts). Validated on the
 * server, declared in the OpenAPI document and used by the client's forms. Every call is for a
 * signed-in member of the project's company (any role; 404 unknown drawing/project, 403 not a
 * member, 401 no token — a guest's share token never reaches drawings), over HTTP and the socket `api`:
 * - GET    /draw/project/{projectId}/drawings → Drawing[] (trash excluded; last updated first)
 * - POST   /draw/project/{projectId}/drawings createDrawingBody → Drawing (201; an empty scene)
 * - GET    /draw/project/{projectId}/trash → Drawing[] (deleted last first)
 * - GET    /draw/drawings/{drawingId} → DrawingWithScene (also while in the trash)
 * - PUT    /draw/drawings/{drawingId} renameDrawingBody → Drawing
 * - POST   /draw/drawings/{drawingId}/duplicate duplicateDrawingBody → Drawing (201; scene, files
 *          and thumbnail copied, versions not)
 * - DELETE /draw/drawings/{drawingId} → Drawing (to the trash; 409 when already there)
 * - POST   /draw/drawings/{drawingId}/restore → Drawing (409 when not in the trash)
 * - DELETE /draw/drawings/{drawingId}/purge → {id} (deleted for good; 409 when not in the trash)
 * - PUT    /draw/drawings/{drawingId}/thumbnail thumbnailBody → Drawing (SVG text, at most
 *          DRAWING_THUMBNAIL_MAX_BYTES; 400 when it is not an <svg> or holds script)
 * - GET    /draw/drawings/{drawingId}/versions → DrawingVersion[] (newest first)
 * - POST   /draw/drawings/{drawingId}/versions createVersionBody → DrawingVersion (201; the
 *          current scene, pending edits included)
 * - POST   /draw/versions/{versionId}/restore → DrawingScene (the scene after the restore; the
 *          restored elements go to the room's editors as `drawing:update`)
 * - POST   /draw/drawings/{drawingId}/files drawingFileBody → {id} (BinaryFileData; a file id
 *          already stored is kept as it is; 400 a type outside DRAWING_FILE_TYPES or a dataURL
 *          that does not match its mimeType, 413 above DRAWING_FILE_MAX_BYTES)
 * - GET    /draw/drawings/{drawingId}/files?ids=a,b → DrawingFile[] (the ones stored)
 */
import { z } from 'zod';
import { idParam } from '../company/company.schemas';
import { storable } from '../storableText';
import { V } from '../validation';
import {
  DRAWING_FILE_TYPES,
  DRAWING_NAME_MAX,
  DRAWING_THUMBNAIL_MAX_BYTES,
  DRAWING_UPDATE_MAX_ELEMENTS,
} from './drawing.types';

export const drawingName = storable(
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(DRAWING_NAME_MAX, { error: V.maxLength }),
);

export const drawingProjectParams = z.object({ projectId: idParam });
export const drawingParams = z.object({ drawingId: idParam });
export const drawingVersionParams = z.object({ versionId: idParam });

export const createDrawingBody = z.object({ name: drawingName });
export const renameDrawingBody = z.object({ name: drawingName });
/** The copy's name (default: the original's name with a "copy" suffix chosen by the client). */
export const duplicateDrawingBody = z.object({ name: drawingName });
export const createVersionBody = z.object({ name: drawingName });
export const thumbnailBody = z.object({
  svg: storable(z.string().min(1, { error: V.required }).max(DRAWING_THUMBNAIL_MAX_BYTES, { error: V.maxLength })),
});

/** A file id of Excalidraw (its own ids are 40 hex characters; ours allow a little more). */
export const drawingFileId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, { error: V.invalidFormat });

export const drawingFileBody = z.object({
  id: drawingFileId,
  mimeType: z.enum(DRAWING_FILE_TYPES, { error: V.invalidFormat }),
  dataURL: z.string().regex(/^data:image\/[a-z]+;base64,[A-Za-z0-9+/=]+$/, { error: V.invalidFormat }),
  created: z.number({ error: V.integer }).int({ error: V.integer }).min(0, { error: V.tooSmall }).optional(),
});

export const drawingFilesQuery = z.object({
  ids: z
    .string()
    .max(10_000, { error: V.maxLength })
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(drawingFileId).max(200, { error: V.tooBig })),
});

/** An element of `drawing:update` (the merge reads these fields; the rest is kept as sent). */
export const drawingElementSchema = z.looseObject({
  id: z.string().min(1).max(100),
  version: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  versionNonce: z
    .number()
    .int()
    .min(-(2 ** 53))
    .max(2 ** 53),
  isDeleted: z.boolean().optional(),
});

/** `drawing:join` / `drawing:leave` payload. */
export const drawingJoinPayload = z.object({ drawingId: idParam });
/** `drawing:update` payload. */
export const drawingUpdatePayload = z.object({
  drawingId: idParam,
  elements: z.array(drawingElementSchema).min(1).max(DRAWING_UPDATE_MAX_ELEMENTS),
});
/** `drawing:pointer` payload. */
export const drawingPointerPayload = z.object({
  drawingId: idParam,
  pointer: z.object({ x: z.number(), y: z.number(), tool: z.enum(['pointer', 'laser']).optional() }),
  button: z.enum(['up', 'down']).optional(),
  selectedElementIds: z.record(z.string().max(100), z.literal(true)).optional(),
});
