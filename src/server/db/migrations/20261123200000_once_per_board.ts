/**
 * Once-per-board sticker types backed by the database (DESIGN §4 Card stickers; the rule of
 * src/server/stickers/boardStickers.service.ts "any other type at most once per board among live
 * definitions"): a partial unique index on board_stickers (board_id, type) over live definitions
 * (`deleted_at is null`) of the types that are not named, so two creates at once cannot both
 * succeed. Both SQLite and PostgreSQL take the same `create unique index … where …`.
 *
 * Duplicates left by earlier races are removed first, keeping the oldest (lowest id) definition of
 * each board and type: card stickers of a duplicate move to the kept definition (unless the card
 * already has it, then they stay and show as `deleted`), task templates point at the kept one,
 * and the duplicate is soft-deleted like a definition removed from the board.
 *
 * The type list is frozen here on purpose (a migration must not change with later code): a new
 * once-per-board type needs a migration that recreates the index.
 */
import { sql, type Kysely } from 'kysely';

/** Types defined at most once per board when this migration was written (all but the named ones). */
const ONCE_TYPES = [
  'taskId',
  'timeInColumn',
  'history',
  'discussion',
  'creator',
  'timeTracking',
  'timer',
  'stopwatch',
  'deadline',
  'priority',
  'regularTask',
  'executor',
  'responsible',
];
const INDEX = 'board_stickers_once_type_uq';

const onceTypes = () =>
  sql.join(
    ONCE_TYPES.map((type) => sql.lit(type)),
    sql`, `,
  );

interface Definition {
  id: number;
  boardId: number;
  type: string;
}

/** Live once-type definitions that repeat an older one of the same board and type, with the kept id. */
async function duplicates(db: Kysely<unknown>): Promise<{ keep: Definition; drop: Definition }[]> {
  const { rows } = await sql<{ id: number; board_id: number; type: string }>`
    select id, board_id, type from board_stickers
    where deleted_at is null and type in (${onceTypes()})
    order by id`.execute(db);
  const kept = new Map<string, Definition>();
  const result: { keep: Definition; drop: Definition }[] = [];
  for (const row of rows) {
    const definition = { id: Number(row.id), boardId: Number(row.board_id), type: row.type };
    const key = `${definition.boardId}:${definition.type}`;
    const keep = kept.get(key);
    if (keep) result.push({ keep, drop: definition });
    else kept.set(key, definition);
  }
  return result;
}

/** Template stickers of a board with `drop` replaced by `keep` (a template holds each sticker once). */
async function repointTemplates(db: Kysely<unknown>, boardId: number, drop: number, keep: number): Promise<void> {
  const { rows } = await sql<{ id: number; stickers: string }>`
    select id, stickers from task_templates where board_id = ${boardId}`.execute(db);
  for (const row of rows) {
    let stickers: { stickerId: number }[];
    try {
      const parsed: unknown = JSON.parse(row.stickers);
      if (!Array.isArray(parsed)) continue;
      stickers = parsed as { stickerId: number }[];
    } catch {
      continue;
    }
    if (!stickers.some((s) => s?.stickerId === drop)) continue;
    const hasKept = stickers.some((s) => s?.stickerId === keep);
    const next = stickers
      .filter((s) => !(hasKept && s?.stickerId === drop))
      .map((s) => (s?.stickerId === drop ? { ...s, stickerId: keep } : s));
    await sql`update task_templates set stickers = ${JSON.stringify(next)} where id = ${row.id}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  for (const { keep, drop } of await duplicates(db)) {
    await sql`
      update card_stickers set board_sticker_id = ${keep.id}
      where board_sticker_id = ${drop.id}
        and card_id not in (select card_id from card_stickers where board_sticker_id = ${keep.id})`.execute(db);
    await repointTemplates(db, drop.boardId, drop.id, keep.id);
    await sql`update board_stickers set deleted_at = ${now}, updated_at = ${now} where id = ${drop.id}`.execute(db);
  }
  await sql`
    create unique index ${sql.raw(INDEX)} on board_stickers (board_id, type)
    where deleted_at is null and type in (${onceTypes()})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index ${sql.raw(INDEX)}`.execute(db);
}
