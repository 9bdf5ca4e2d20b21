/**
 * Project drawing lists: wire types, constants and live event names (spec/shell.md §1 "projects
 * hold drawing lists", §2 route `draw-list/{elementId?}`; issue 18 item 2). Zod-free so the
 * client's entry may import it.
 *
 * Model:
 * - A project holds a list of drawings. Every member of the project's company may read and edit
 *   every drawing; guests never reach them. Deleting moves a drawing to the project's trash
 *   (`deletedAt` set); restoring brings it back; purging deletes it for good.
 * - A drawing's scene is Excalidraw's: `elements` (each with `id`, `version`, `versionNonce`,
 *   `isDeleted`) and a small subset of `appState` (DRAWING_APP_STATE_KEYS). Images are not in the
 *   scene: an image element names a `fileId` whose BinaryFileData the server keeps per drawing
 *   (files routes); the scene never carries dataURLs.
 * - Live editing: the editors of a drawing share the socket room `drawing:<id>`
 *   (DRAWING_SOCKET_EVENTS). A client sends the elements it changed; the server merges them into
 *   the stored scene with Excalidraw's rule (mergeDrawingElements: the higher `version` wins, on a
 *   tie the lower `versionNonce`; deleted elements stay as `isDeleted` tombstones), relays them to
 *   the room's other sockets (across instances) and saves the scene at most every
 *   DRAWING_SAVE_DEBOUNCE_MS, at once when the instance's last editor leaves. Saving is a
 *   compare-and-set on the drawing's `sceneVersion`, so two instances never lose each other's
 *   elements. Pointers are relayed (volatile), never stored.
 * - Named versions are snapshots of the elements; restoring one writes its elements (and
 *   tombstones for elements it did not have) as NEW versions of those elements, so every open
 *   editor's reconcile accepts them.
 * - List changes go live to the company room `company:<companyId>` (DRAWING_EVENTS).
 */

/** Longest drawing or version name (characters). */
export const DRAWING_NAME_MAX = 200;
/** The server saves a changed scene at most this often (ms). */
export const DRAWING_SAVE_DEBOUNCE_MS = 1_000;
/** The client sends its changed elements at most this often (ms). */
export const DRAWING_SEND_THROTTLE_MS = 50;
/** Pointer positions are sent at most this often (ms). */
export const DRAWING_POINTER_THROTTLE_MS = 50;
/** Largest stored scene (bytes of its JSON); an update that would pass it is refused. */
export const DRAWING_SCENE_MAX_BYTES = 20 * 1024 * 1024;
/** Most elements in one `drawing:update`. */
export const DRAWING_UPDATE_MAX_ELEMENTS = 5_000;
/** Largest image file (bytes of its dataURL) and the types accepted (no SVG: it could carry script). */
export const DRAWING_FILE_MAX_BYTES = 4 * 1024 * 1024;
export const DRAWING_FILE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** Largest thumbnail (bytes of its SVG text); the client sends none when its export is larger. */
export const DRAWING_THUMBNAIL_MAX_BYTES = 256 * 1024;
/** The appState keys a scene keeps (the rest is each user's own view). */
export const DRAWING_APP_STATE_KEYS = ['viewBackgroundColor', 'gridSize', 'gridModeEnabled'] as const;

/** One Excalidraw element as stored (the merge reads these fields; the others travel as they are). */
export interface DrawingElement {
  id: string;
  version: number;
  versionNonce: number;
  isDeleted?: boolean;
  [key: string]: unknown;
}

/** A drawing's scene: elements (tombstones included) and the shared appState subset. */
export interface DrawingScene {
  elements: DrawingElement[];
  appState: Record<string, unknown>;
}

/** A drawing in the list (the scene comes with GET of one drawing or `drawing:join`). */
export interface Drawing {
  id: number;
  projectId: number;
  name: string;
  /** The scene's save counter (compare-and-set key): grows on every save. */
  version: number;
  createdBy: number | null;
  updatedBy: number | null;
  /** ISO instants. */
  createdAt: string;
  updatedAt: string;
  /** Set while the drawing is in the trash. */
  deletedAt: string | null;
  /** SVG text of the last exported thumbnail (show it only as an <img> src). */
  thumbnail?: string | null;
}

/** A drawing with its scene. */
export interface DrawingWithScene extends Drawing {
  scene: DrawingScene;
}

/** A named version in a drawing's list of versions. */
export interface DrawingVersion {
  id: number;
  drawingId: number;
  name: string;
  createdBy: number | null;
  /** ISO instant. */
  createdAt: string;
  /** How many live (not deleted) elements it holds. */
  elementCount: number;
}

/** Excalidraw's BinaryFileData of an image in a scene. */
export interface DrawingFile {
  id: string;
  mimeType: string;
  dataURL: string;
  /** Epoch ms. */
  created: number;
}

/** Live room of one drawing's editors. */
export const drawingRoom = (drawingId: number): string => `drawing:${drawingId}`;

/** Live events of the drawing list, to `company:<companyId>`. */
export const DRAWING_EVENTS = {
  /** {drawing: Drawing, actorId}. */
  created: 'drawing:created',
  /** {drawing: Drawing, actorId}: renamed, thumbnail or scene saved. */
  updated: 'drawing:updated',
  /** {drawing: Drawing, actorId}: to the trash. */
  deleted: 'drawing:deleted',
  /** {drawing: Drawing, actorId}: back from the trash. */
  restored: 'drawing:restored',
  /** {projectId, id, actorId}: deleted for good. */
  purged: 'drawing:purged',
} as const;

/**
 * Socket events of co-editing (room `drawing:<id>`):
 * - client → `drawing:join {drawingId}` ack `{ok: true, scene: DrawingScene}` or `{ok: false,
 *   error}` (NOT_FOUND, FORBIDDEN, VALIDATION_FAILED, UNAUTHORIZED). The socket joins the room before
 *   the server reads the scene, so no update falls between.
 * - client → `drawing:leave {drawingId}` ack `{ok}`.
 * - client → `drawing:update {drawingId, elements: DrawingElement[]}` ack `{ok}` (FORBIDDEN when
 *   the socket has not joined): merged, then sent to the room's other sockets as
 *   `drawing:update {drawingId, elements}` (also across instances). A version restore sends the
 *   restored elements the same way to every socket of the room.
 * - client → `drawing:pointer {drawingId, pointer: {x, y, tool?}, button?, selectedElementIds?}` ack
 *   `{ok}` at once: relayed (volatile) to the others as `drawing:pointer {drawingId, userId, socketId, ...}`.
 * - server → `drawing:left {drawingId, socketId}` when a socket leaves (collaborators forget it).
 */
export const DRAWING_SOCKET_EVENTS = {
  join: 'drawing:join',
  leave: 'drawing:leave',
  update: 'drawing:update',
  pointer: 'drawing:pointer',
  left: 'drawing:left',
} as const;

/** A relayed pointer (what other editors draw as a collaborator's cursor). */
export interface DrawingPointer {
  drawingId: number;
  userId: number;
  socketId: string;
  pointer: { x: number; y: number; tool?: 'pointer' | 'laser' };
  button?: 'up' | 'down';
  selectedElementIds?: Record<string, true>;
}

/** `drawing:join` answer. */
export type DrawingJoinAck = { ok: true; scene: DrawingScene } | { ok: false; error: string };

/**
 * Where the browser finds Excalidraw's fonts (`window.EXCALIDRAW_ASSET_PATH`; the server serves the
 * package's `fonts/` folder below it, src/server/plugins/excalidrawAssets.ts) instead of its CDN.
 */
export const EXCALIDRAW_ASSET_PATH = '/excalidraw-assets/';
