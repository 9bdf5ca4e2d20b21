/**
 * The cumulative flow of `GET /reports/company/{companyId}` when no card of the scope has a day in
 * the period, on SQLite and PostgreSQL: an imported card created "2026-03-16", the day after the
 * period, is stored as `2026-03-16T00:00:00.000Z` (importInstants.ts) and counted nowhere, and the
 * report answers an empty flow (200). Before the import stored instants, that text sorted before
 * the period's end yet fell on none of its days, and PostgreSQL answered 500 on an empty `in ()`.
 */
import { ok, team, type Team } from '../editor/editorFixture';
import { card } from '../import/boardImportFixture';
import { forEachDialect } from '../harness';
import type { BoardExport } from '../../../src/shared/board/boardExport';

const PERIOD = { from: '2026-03-02', to: '2026-03-15' };

/** One column with one card whose creation text is `createdAt`. */
const fileWith = (createdAt: string): BoardExport => ({
  format: 'teamspace.board',
  version: 1,
  exportedAt: '2026-03-20T00:00:00.000Z',
  board: { name: 'Hand-written', bgColor: null, bgImage: null, displayType: 'kanban' },
  stickers: [],
  templates: [],
  columns: [{ name: 'Inbox', color: null, cards: [card('Dated by hand', 1, { createdAt, movedAt: createdAt })] }],
});

forEachDialect('cumulative flow with no day in the period', (ref) => {
  let t: Team;
  beforeAll(async () => {
    t = await team(ref.server, 1);
  });

  const reportOf = (boardId: number) =>
    ok(
      ref.server,
      t.owner,
      'GET',
      `/reports/company/${t.companyId}?${new URLSearchParams({ ...PERIOD, boardIds: String(boardId) }).toString()}`,
    );

  test('an imported card created on a day after the period (date only) leaves the flow empty', async () => {
    const report = await ok(
      ref.server,
      t.owner,
      'POST',
      `/project/${t.projectId}/import/board`,
      fileWith('2026-03-16'),
    );
    const answer = await reportOf(report.boardId);
    expect(answer.cumulativeFlow).toEqual([]);
  });

  test('the same card created inside the period is counted from its day', async () => {
    const report = await ok(
      ref.server,
      t.owner,
      'POST',
      `/project/${t.projectId}/import/board`,
      fileWith('2026-03-14T09:00:00.000Z'),
    );
    const answer = await reportOf(report.boardId);
    expect(answer.cumulativeFlow).toHaveLength(1);
    const [column] = answer.cumulativeFlow[0].columns;
    expect(column.name).toBe('Inbox');
    expect(column.counts.slice(-3)).toEqual([0, 1, 1]);
  });
});
