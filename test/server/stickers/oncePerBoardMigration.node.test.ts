/**
 * Migration 20261123200000_once_per_board on a database that already holds duplicates of a
 * once-per-board sticker type (left by races before the index existed): the oldest definition
 * stays, card stickers and templates move to it, the others are soft-deleted, and afterwards the
 * partial unique index refuses a second live definition while deleted and named ones are free.
 */
import { sql, type Kysely } from 'kysely';
import { up } from '../../../src/server/db/migrations/20261123200000_once_per_board';
import { isUniqueViolation } from '../../../src/server/db/errors';
import { forEachDialect, type TestServer } from '../harness';
import { ok, team } from '../editor/editorFixture';

const definition = (boardId: number, type: string, name: string | null = null) => {
  const now = new Date().toISOString();
  return { boardId, type, name, icon: null, isActive: 1, configs: '{}', sort: 0, createdAt: now, updatedAt: now };
};

async function insertDefinition(server: TestServer, boardId: number, type: string, name: string | null = null) {
  const row = await server.app.db
    .insertInto('boardStickers')
    .values(definition(boardId, type, name))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function attach(server: TestServer, cardId: number, boardStickerId: number) {
  const now = new Date().toISOString();
  await server.app.db
    .insertInto('cardStickers')
    .values({ cardId, boardStickerId, value: null, dueAt: null, updatedBy: null, createdAt: now, updatedAt: now })
    .execute();
}

forEachDialect('once-per-board sticker migration', (ref) => {
  test('keeps the oldest duplicate, moves card stickers and templates to it, then refuses new duplicates', async () => {
    const { server } = ref;
    const db = server.app.db;
    const t = await team(server, 1);
    await sql`drop index board_stickers_once_type_uq`.execute(db);
    const kept = await insertDefinition(server, t.boardId, 'deadline');
    const second = await insertDefinition(server, t.boardId, 'deadline');
    const third = await insertDefinition(server, t.boardId, 'deadline');
    const named = [
      await insertDefinition(server, t.boardId, 'textField', 'A'),
      await insertDefinition(server, t.boardId, 'textField', 'A'),
    ];
    const [onlySecond, both] = [
      await ok(server, t.owner, 'POST', `/editor/card/${t.columnIds[0]}`, { name: 'Only the second' }),
      await ok(server, t.owner, 'POST', `/editor/card/${t.columnIds[0]}`, { name: 'Both' }),
    ];
    await attach(server, onlySecond.id, second);
    await attach(server, both.id, kept);
    await attach(server, both.id, third);
    const template = async (stickerIds: number[]) =>
      (
        await ok(server, t.owner, 'POST', `/board/${t.boardId}/task-templates`, {
          name: 'T',
          taskName: 'Task',
          stickers: stickerIds.map((stickerId) => ({ stickerId })),
        })
      ).id as number;
    const [toSecond, toKeptAndThird] = [await template([second]), await template([kept, third])];

    await up(db.withoutPlugins() as unknown as Kysely<unknown>);

    const live = await db
      .selectFrom('boardStickers')
      .select(['id', 'type'])
      .where('boardId', '=', t.boardId)
      .where('deletedAt', 'is', null)
      .orderBy('id')
      .execute();
    expect(live).toEqual([{ id: kept, type: 'deadline' }, ...named.map((id) => ({ id, type: 'textField' }))]);
    const card = async (id: number) => ok(server, t.owner, 'GET', `/editor/card/${id}`);
    expect((await card(onlySecond.id)).stickers.map((s: { boardStickerId: number }) => s.boardStickerId)).toEqual([
      kept,
    ]);
    const bothStickers = (await card(both.id)).stickers.map(
      (s: { boardStickerId: number; boardSticker: { type: string } }) => [s.boardStickerId, s.boardSticker.type],
    );
    expect(bothStickers).toEqual([
      [kept, 'deadline'],
      [third, 'deleted'],
    ]);
    const templates = await ok(server, t.owner, 'GET', `/board/${t.boardId}/task-templates`);
    const stickersOf = (id: number) =>
      templates.find((x: { id: number }) => x.id === id).stickers.map((s: { stickerId: number }) => s.stickerId);
    expect(stickersOf(toSecond)).toEqual([kept]);
    expect(stickersOf(toKeptAndThird)).toEqual([kept]);

    // The index: a second live deadline is refused; a deleted one and named types are not.
    const duplicate = await insertDefinition(server, t.boardId, 'deadline').catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    await db
      .insertInto('boardStickers')
      .values({ ...definition(t.boardId, 'deadline'), deletedAt: 'x' })
      .execute();
    await insertDefinition(server, t.boardId, 'textField', 'A');
  });
});
