/**
 * The columns of `GET /reports/company/{companyId}` are the company's own, on SQLite and PostgreSQL:
 * a board exported by one company and imported by another counts its moves against the imported
 * columns (src/server/import/boardImport/movePlaces.ts), and a move whose stored place names a
 * column of another board — another company's, as an import before that rewrite kept them — is
 * left out of time per column and the cumulative flow (src/server/reports/flowReports.ts) rather
 * than showing that column.
 */
import type { BoardExport } from '../../../src/shared/board/boardExport';
import { api, ok, team, type Team } from '../editor/editorFixture';
import { forEachDialect, type Json } from '../harness';

/** Long before any report period: the card counts in its column on every day of the period. */
const LONG_AGO = '2020-01-06T00:00:00.000Z';

forEachDialect('report columns of the company', (ref) => {
  /** Company 1: a card created in its first column and moved to its second (through the route). */
  let source: Team;
  let moved: Json;
  beforeAll(async () => {
    source = await team(ref.server, 2);
    const [first, second] = source.columnIds;
    moved = await ok(ref.server, source.owner, 'POST', `/editor/card/${first}`, { name: 'Secret plan' });
    await ok(ref.server, source.owner, 'PUT', `/editor/card/${moved.id}`, { columnId: second, sort: 0 });
  });

  const reportOf = (t: Team) => ok(ref.server, t.owner, 'GET', `/reports/company/${t.companyId}`);

  /** Every board and column a report names. */
  const namedIn = (report: Json) => ({
    boards: [
      ...report.timeInColumn.map((row: Json) => row.boardId),
      ...report.cumulativeFlow.map((board: Json) => board.boardId),
    ],
    columns: [
      ...report.timeInColumn.map((row: Json) => row.columnId),
      ...report.cumulativeFlow.flatMap((board: Json) => board.columns.map((column: Json) => column.columnId)),
    ],
  });

  test('a board of company 1 imported by company 2: its report shows only company 2 columns', async () => {
    const file = (
      await api(ref.server, source.owner, 'GET', `/board/${source.boardId}/export`, undefined, { expect: 200 })
    ).body as BoardExport;
    file.columns[1].cards[0].createdAt = LONG_AGO;
    const importer = await team(ref.server, 1);
    const { boardId } = await ok(
      ref.server,
      importer.owner,
      'POST',
      `/project/${importer.projectId}/import/board`,
      file,
    );
    const columns: Json[] = await ok(ref.server, importer.owner, 'GET', `/editor/columns/${boardId}`);
    const [first, second] = columns.map((column) => column.id as number);

    const report = await reportOf(importer);
    expect(report.timeInColumn).toEqual([
      expect.objectContaining({ boardId, columnId: first, columnName: 'Column 1', moves: 1 }),
    ]);
    expect(report.cumulativeFlow).toHaveLength(1);
    const [flow] = report.cumulativeFlow;
    expect(flow.boardId).toBe(boardId);
    // Created long ago in the first column, moved to the second today.
    expect(flow.columns.map((column: Json) => [column.columnId, column.name, column.counts.slice(-2)])).toEqual([
      [first, 'Column 1', [1, 0]],
      [second, 'Column 2', [0, 1]],
    ]);
    const named = namedIn(report);
    expect(named.boards).not.toContain(source.boardId);
    for (const id of source.columnIds) expect(named.columns).not.toContain(id);
  });

  test("a stored move naming another company's columns is left out of the report", async () => {
    const t = await team(ref.server, 1);
    const card = await ok(ref.server, t.owner, 'POST', `/editor/card/${t.columnIds[0]}`, { name: 'Old import' });
    const db = ref.server.app.db;
    await db.updateTable('cards').set({ createdAt: LONG_AGO }).where('id', '=', card.id).execute();
    // As a board import before moves were rewritten stored it: the ids of the exporting board.
    const [first, second] = source.columnIds;
    const place = (columnId: number, columnName: string) =>
      JSON.stringify({ columnId, columnName, parentCardId: null });
    await db
      .insertInto('cardHistory')
      .values({
        cardId: card.id,
        actorId: null,
        action: 'moved',
        field: 'place',
        fromValue: place(first, 'Column 1'),
        toValue: place(second, 'Column 2'),
        createdAt: new Date().toISOString(),
      })
      .execute();

    const report = await reportOf(t);
    expect(report.timeInColumn).toEqual([]);
    // The card counts in its own column on every day; the foreign columns are nowhere.
    expect(report.cumulativeFlow.map((board: Json) => board.boardId)).toEqual([t.boardId]);
    const [column] = report.cumulativeFlow[0].columns;
    expect(column.columnId).toBe(t.columnIds[0]);
    expect(new Set(column.counts)).toEqual(new Set([1]));
    const named = namedIn(report);
    expect(named.boards).not.toContain(source.boardId);
    for (const id of source.columnIds) expect(named.columns).not.toContain(id);
  });
});
