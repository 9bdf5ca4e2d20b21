/**
 * Table types of the project drawing lists (migration 20261216090000_drawings;
 * src/shared/drawings/drawing.types.ts), part of the Database of ./database.ts with its conventions
 * (camelCase columns, ISO text times). Byte columns read as Buffer on both dialects.
 */
import type { Generated } from 'kysely';

/** A drawing of a project; `deletedAt` set while in the trash. */
export interface DrawingsTable {
  id: Generated<number>;
  projectId: number;
  name: string;
  /** JSON text of DrawingScene. */
  scene: string;
  /** Grows on every save: the compare-and-set key. */
  sceneVersion: Generated<number>;
  /** SVG text. */
  thumbnail: string | null;
  createdBy: number | null;
  updatedBy: number | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

/** A named snapshot of a drawing's elements. */
export interface DrawingVersionsTable {
  id: Generated<number>;
  drawingId: number;
  name: string;
  /** JSON text of DrawingElement[]. */
  elements: string;
  elementCount: number;
  createdBy: number | null;
  createdAt: string;
}

/** An image of a drawing's scene (Excalidraw BinaryFileData) by its file id. */
export interface DrawingFilesTable {
  id: Generated<number>;
  drawingId: number;
  fileId: string;
  mime: string;
  data: Buffer;
  /** Epoch ms (BinaryFileData.created); bigint reads as string on PostgreSQL. */
  created: number | string;
  uploadedBy: number | null;
  createdAt: string;
}
