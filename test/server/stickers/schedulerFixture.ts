/**
 * Fixtures of the sticker scheduler tests: card stickers written straight into the server's
 * database with the `due_at` a sticker write stores (src/server/stickers/stickerSchedule.ts), and
 * waiting helpers. Cards, people and boards come from the editor fixture (real routes).
 */
import { stickerDueAt } from '../../../src/server/stickers/stickerSchedule';
import { sleep, type TestServer } from '../harness';

/** Polling fast keeps the tests short; production polls every second. */
export const FAST = { stickerSchedulerIntervalMs: 50 };

/** Attaches a sticker of `type` with `value` to a card (the board's definition of that type, added when missing); returns the card sticker id. */
export async function attachSticker(
  server: TestServer,
  card: { id: number; boardId: number },
  type: string,
  value: unknown,
  options: { updatedBy?: number | null; dueAt?: string | null; nowMs?: number } = {},
): Promise<{ id: number; dueAt: string | null }> {
  const db = server.app.db;
  const now = new Date(options.nowMs ?? Date.now()).toISOString();
  // Types other than the named ones are defined once per board (board_stickers_once_type_uq).
  const existing = await db
    .selectFrom('boardStickers')
    .select('id')
    .where('boardId', '=', card.boardId)
    .where('type', '=', type)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  const definition =
    existing ??
    (await db
      .insertInto('boardStickers')
      .values({
        boardId: card.boardId,
        type,
        name: null,
        icon: null,
        isActive: 1,
        configs: '{}',
        sort: 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  const dueAt = options.dueAt !== undefined ? options.dueAt : stickerDueAt(type, value, options.nowMs ?? Date.now());
  const row = await db
    .insertInto('cardStickers')
    .values({
      cardId: card.id,
      boardStickerId: definition.id,
      value: JSON.stringify(value),
      dueAt,
      updatedBy: options.updatedBy ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, dueAt };
}

/** Waits until `check` returns a truthy value (polling every 20 ms) or `timeoutMs` passes. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 6000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result || Date.now() > deadline) return result;
    await sleep(20);
  }
}

/** A second server on the first one's database (SQLite file or PostgreSQL database). */
export const sameDatabase = (server: TestServer) => ({
  dataDir: server.config.dataDir,
  databaseUrl: server.config.databaseUrl,
});
