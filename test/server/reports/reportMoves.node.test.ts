/**
 * The integer columns of a move (migration 20261220090300_report_moves) that the company reports
 * read instead of the history JSON, on SQLite and PostgreSQL: a move through the route fills them,
 * other entries and places without a column leave them null, and an odd stored place never fails
 * the write. Time per column counts a card's moves made at one instant as before.
 */
import { ok, team, type Team } from '../editor/editorFixture';
import { forEachDialect } from '../harness';

forEachDialect('report move columns', (ref) => {
  let t: Team;

  beforeAll(async () => {
    t = await team(ref.server, 3);
  });

  const entriesOf = (cardId: number) =>
    ref.server.app.db
      .selectFrom('cardHistory')
      .select(['action', 'fromColumnId', 'toColumnId'])
      .where('cardId', '=', cardId)
      .orderBy('id')
      .execute();

  test('a move through the route fills the from and to columns; other entries leave them null', async () => {
    const [a, b] = t.columnIds;
    const card = await ok(ref.server, t.owner, 'POST', `/editor/card/${a}`, { name: 'Mover' });
    await ok(ref.server, t.owner, 'PUT', `/editor/card/${card.id}`, { columnId: b, sort: 0 });
    await ok(ref.server, t.owner, 'PUT', `/editor/card/${card.id}`, { name: 'Moved' });
    const entries = await entriesOf(card.id);
    expect(entries.find((e) => e.action === 'moved')).toEqual({ action: 'moved', fromColumnId: a, toColumnId: b });
    for (const entry of entries.filter((e) => e.action !== 'moved'))
      expect([entry.fromColumnId, entry.toColumnId]).toEqual([null, null]);
  });

  test('a place without a column (a Trello move) is null, and an odd one does not fail the write', async () => {
    const card = await ok(ref.server, t.owner, 'POST', `/editor/card/${t.columnIds[0]}`, { name: 'Imported' });
    const place = (columnId: unknown) => JSON.stringify({ columnId, columnName: 'List', parentCardId: null });
    await ref.server.app.db
      .insertInto('cardHistory')
      .values(
        [place(null), place('x1')].map((value) => ({
          cardId: card.id,
          actorId: null,
          action: 'moved',
          field: 'place',
          fromValue: value,
          toValue: place(null),
          createdAt: new Date().toISOString(),
        })),
      )
      .execute();
    const moves = (await entriesOf(card.id)).filter((e) => e.action === 'moved');
    expect(moves).toHaveLength(2);
    expect(moves[0]).toEqual({ action: 'moved', fromColumnId: null, toColumnId: null });
  });

  test('moves of one card at one instant: the stay before each counts from the previous instant', async () => {
    const [a, b, c] = t.columnIds;
    const card = await ok(ref.server, t.owner, 'POST', `/editor/card/${a}`, { name: 'Quick' });
    const place = (columnId: number) => JSON.stringify({ columnId, columnName: null, parentCardId: null });
    const move = (from: number, to: number, createdAt: string) => ({
      cardId: card.id,
      actorId: t.owner.id,
      action: 'moved',
      field: 'place',
      fromValue: place(from),
      toValue: place(to),
      createdAt,
    });
    await ref.server.app.db
      .updateTable('cards')
      .set({ createdAt: '2025-01-06T00:00:00.000Z' })
      .where('id', '=', card.id)
      .execute();
    // A → B and B → C at the same instant, then C → A two hours later.
    await ref.server.app.db
      .insertInto('cardHistory')
      .values([
        move(a, b, '2025-01-06T10:00:00.000Z'),
        move(b, c, '2025-01-06T10:00:00.000Z'),
        move(c, a, '2025-01-06T12:00:00.000Z'),
      ])
      .execute();
    const report = await ok(
      ref.server,
      t.owner,
      'GET',
      `/reports/company/${t.companyId}?from=2025-01-06&to=2025-01-12`,
    );
    const hours = Object.fromEntries(
      report.timeInColumn.map((row: { columnId: number; meanHours: number; moves: number }) => [
        row.columnId,
        [row.moves, row.meanHours],
      ]),
    );
    // Both moves of 10:00 count from the creation (no earlier instant); C → A from 10:00.
    expect(hours).toEqual({ [a]: [1, 10], [b]: [1, 10], [c]: [1, 2] });
  });
});
