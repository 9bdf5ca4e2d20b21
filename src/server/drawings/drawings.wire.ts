/**
 * Drawings on the wire (issue 18 item 2; src/shared/drawings/drawing.types.ts): rows to wire
 * objects, and the zod schemas of the answers for the OpenAPI document.
 */
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { Drawing, DrawingScene, DrawingVersion } from '../../shared/drawings/drawing.types';
import type { DrawingVersionsTable, DrawingsTable } from '../db/drawingTables';

export type DrawingRow = Selectable<DrawingsTable>;

/** The list fields of a drawing; the thumbnail only when `withThumbnail` (list answers, not saves). */
export function toDrawing(row: DrawingRow, withThumbnail = true): Drawing {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    version: row.sceneVersion,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    deletedAt: row.deletedAt,
    ...(withThumbnail ? { thumbnail: row.thumbnail } : {}),
  };
}

/** A stored scene (JSON text) parsed; a scene that does not parse reads as empty. */
export function parseScene(text: string): DrawingScene {
  try {
    const scene = JSON.parse(text) as Partial<DrawingScene>;
    return {
      elements: Array.isArray(scene.elements) ? scene.elements : [],
      appState: scene.appState && typeof scene.appState === 'object' ? scene.appState : {},
    };
  } catch {
    return { elements: [], appState: {} };
  }
}

export function toDrawingVersion(row: Selectable<DrawingVersionsTable>): DrawingVersion {
  return {
    id: row.id,
    drawingId: row.drawingId,
    name: row.name,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    elementCount: row.elementCount,
  };
}

export const drawingSchema = z.object({
  id: z.number(),
  projectId: z.number(),
  name: z.string(),
  version: z.number(),
  createdBy: z.number().nullable(),
  updatedBy: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  thumbnail: z.string().nullable().optional(),
});

export const drawingSceneSchema = z.object({
  elements: z.array(z.looseObject({ id: z.string(), version: z.number(), versionNonce: z.number() })),
  appState: z.record(z.string(), z.unknown()),
});

export const drawingWithSceneSchema = drawingSchema.extend({ scene: drawingSceneSchema });

export const drawingVersionSchema = z.object({
  id: z.number(),
  drawingId: z.number(),
  name: z.string(),
  createdBy: z.number().nullable(),
  createdAt: z.string(),
  elementCount: z.number(),
});

export const drawingFileSchema = z.object({
  id: z.string(),
  mimeType: z.string(),
  dataURL: z.string(),
  created: z.number(),
});
