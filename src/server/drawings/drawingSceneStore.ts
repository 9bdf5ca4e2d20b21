/**
 * The live scenes of one instance (issue 18 item 2): elements that editors sent wait here, merged by
 * Excalidraw's rule (shared/drawings/drawingMerge.ts), and are saved into `drawings.scene` at most
 * every DRAWING_SAVE_DEBOUNCE_MS, at once by `flush` (last editor of the instance left, a version is
 * taken or restored, the server closes). A save is a compare-and-set on `scene_version`: read the
 * stored scene, merge the waiting elements in, write only if nobody saved in between, else read
 * again (another instance saved): both instances' elements survive. `scene` answers the stored
 * scene with this instance's waiting elements merged in (what a joining editor starts from).
 */
import type { Kysely } from 'kysely';
import { DRAWING_SAVE_DEBOUNCE_MS, type DrawingElement, type DrawingScene } from '../../shared/drawings/drawing.types';
import { mergeDrawingElements, winsOver } from '../../shared/drawings/drawingMerge';
import type { Database } from '../db/database';
import { parseScene, type DrawingRow } from './drawings.wire';

/** Saves tried before giving up on one flush (each failure means another writer saved first). */
const MAX_ATTEMPTS = 20;

interface Pending {
  elements: Map<string, DrawingElement>;
  /** The last editor who sent elements (`updated_by` of the save). */
  userId: number | null;
  timer: NodeJS.Timeout | null;
  /** The flush in progress, so flushes of one drawing run one after another. */
  saving: Promise<void>;
}

export interface DrawingSceneStore {
  /** Merges `elements` into the waiting ones; returns those that won (worth relaying). */
  apply(drawingId: number, userId: number | null, elements: readonly DrawingElement[]): DrawingElement[];
  /** The stored scene with this instance's waiting elements merged in; null when the drawing is gone. */
  scene(drawingId: number): Promise<DrawingScene | null>;
  /** Saves the waiting elements now (resolves when saved; does nothing when none wait). */
  flush(drawingId: number): Promise<void>;
  /** Saves every drawing's waiting elements (server close). */
  flushAll(): Promise<void>;
}

/**
 * A store over `db`; `onSaved(row)` runs after each successful save (list events), `onError` when a
 * save failed (the elements wait for the next one).
 */
export function createDrawingSceneStore(
  db: Kysely<Database>,
  hooks: { onSaved(row: DrawingRow): void; onError(error: unknown): void },
): DrawingSceneStore {
  const pending = new Map<number, Pending>();

  const save = async (drawingId: number, batch: Map<string, DrawingElement>, userId: number | null) => {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const row = await db.selectFrom('drawings').selectAll().where('id', '=', drawingId).executeTakeFirst();
      if (!row) return;
      const scene = parseScene(row.scene);
      const merged = mergeDrawingElements(scene.elements, [...batch.values()]);
      if (merged.changed.length === 0) return;
      const updatedAt = new Date().toISOString();
      const saved = await db
        .updateTable('drawings')
        .set({
          scene: JSON.stringify({ ...scene, elements: merged.elements }),
          sceneVersion: row.sceneVersion + 1,
          updatedAt,
          updatedBy: userId ?? row.updatedBy,
        })
        .where('id', '=', drawingId)
        .where('sceneVersion', '=', row.sceneVersion)
        .executeTakeFirst();
      if (Number(saved.numUpdatedRows) === 1) {
        hooks.onSaved({ ...row, sceneVersion: row.sceneVersion + 1, updatedAt, updatedBy: userId ?? row.updatedBy });
        return;
      }
    }
    throw new Error(`drawing ${drawingId}: the scene changed under ${MAX_ATTEMPTS} saves in a row`);
  };

  const flush = (drawingId: number): Promise<void> => {
    const entry = pending.get(drawingId);
    if (!entry) return Promise.resolve();
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
    entry.saving = entry.saving.then(async () => {
      if (entry.elements.size === 0) return;
      const batch = entry.elements;
      entry.elements = new Map();
      try {
        await save(drawingId, batch, entry.userId);
      } catch (error) {
        // Put the batch back under what arrived since (newer copies win anyway).
        for (const element of batch.values())
          if (winsOver(element, entry.elements.get(element.id))) entry.elements.set(element.id, element);
        hooks.onError(error);
      }
      if (entry.elements.size === 0 && !entry.timer && pending.get(drawingId) === entry) pending.delete(drawingId);
    });
    return entry.saving;
  };

  return {
    apply(drawingId, userId, elements) {
      let entry = pending.get(drawingId);
      if (!entry) {
        entry = { elements: new Map(), userId, timer: null, saving: Promise.resolve() };
        pending.set(drawingId, entry);
      }
      entry.userId = userId;
      const changed: DrawingElement[] = [];
      for (const element of elements) {
        if (!winsOver(element, entry.elements.get(element.id))) continue;
        entry.elements.set(element.id, element);
        changed.push(element);
      }
      if (changed.length > 0 && !entry.timer) {
        entry.timer = setTimeout(() => void flush(drawingId), DRAWING_SAVE_DEBOUNCE_MS);
        entry.timer.unref();
      }
      return changed;
    },
    async scene(drawingId) {
      const row = await db.selectFrom('drawings').select('scene').where('id', '=', drawingId).executeTakeFirst();
      if (!row) return null;
      const scene = parseScene(row.scene);
      const waiting = pending.get(drawingId);
      if (!waiting || waiting.elements.size === 0) return scene;
      return { ...scene, elements: mergeDrawingElements(scene.elements, [...waiting.elements.values()]).elements };
    },
    flush,
    async flushAll() {
      await Promise.all([...pending.keys()].map((id) => flush(id)));
    },
  };
}
