/**
 * Company reports filtered by a saved query (issue 19 "each filterable by period, board and person
 * (or by a saved query)"), on SQLite and PostgreSQL, over reportsFixture.ts: the reports count
 * exactly the query's cards (values by hand), the filter's choices list the caller's usable
 * queries, and a query the caller may not use answers 404 as in the queries routes.
 */
import { api, ok } from '../editor/editorFixture';
import { forEachDialect, type Json } from '../harness';
import { PERIOD, reportWorld, type ReportWorld } from './reportsFixture';

const W1 = '2026-03-02';
const W2 = '2026-03-09';

forEachDialect('company reports by a saved query', (ref) => {
  let world: ReportWorld;
  let overPlan: Json;
  let open: Json;
  let ownersPrivate: Json;
  const url = (query: Record<string, string> = {}) =>
    `/reports/company/${world.companyId}?${new URLSearchParams({ ...PERIOD, ...query }).toString()}`;
  const save = (who: ReportWorld['owner'], companyId: number, body: Json) =>
    ok(ref.server, who, 'POST', `/queries/company/${companyId}`, body);

  beforeAll(async () => {
    world = await reportWorld(ref.server);
    // Only card1 tracks more time than planned (3 h against 2 h 30).
    overPlan = await save(world.owner, world.companyId, {
      name: 'Over plan',
      shared: true,
      definition: { filters: { stickers: [{ op: 'trackingOverPlan' }] } },
    });
    // Only card3 is still open.
    open = await save(world.member, world.companyId, { name: 'Open', definition: { filters: { status: 'open' } } });
    ownersPrivate = await save(world.owner, world.companyId, { name: 'Mine', definition: { filters: {} } });
  });

  test("every report counts the query's cards only (card1: over plan)", async () => {
    const [colA, colB, colC] = world.columnIds;
    const report = await ok(ref.server, world.member, 'GET', url({ queryId: String(overPlan.id) }));
    expect(report.filter).toEqual({ ...PERIOD, boardIds: [], userIds: [], queryId: overPlan.id });
    expect(report.throughput).toEqual([{ week: W1, created: 0, done: 1 }]);
    expect(report.donePerPerson.map((row: Json) => [row.userId, row.asExecutor, row.asResponsible]).sort()).toEqual(
      [
        [world.owner.id, 1, 0],
        [world.member.id, 0, 1],
      ].sort(),
    );
    expect(report.leadTime).toEqual([{ week: W1, cards: 1, leadHours: 192, cycleHours: 48 }]);
    expect(report.timeInColumn.map((row: Json) => [row.columnId, row.moves, row.meanHours])).toEqual([
      [colA, 1, 144],
      [colB, 1, 48],
    ]);
    expect(report.cumulativeFlow[0].columns.map((column: Json) => [column.columnId, column.counts])).toEqual([
      [colA, [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
      [colB, [0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
      [colC, [0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]],
    ]);
    expect(report.timeTracking.perBoard).toEqual([
      { id: world.boardId, name: 'Roadmap', planMinutes: 150, factMinutes: 180 },
    ]);
    expect(report.timeTracking.perPerson.map((row: Json) => [row.id, row.planMinutes, row.factMinutes]).sort()).toEqual(
      [
        [world.owner.id, 150, 180],
        [world.member.id, 150, 180],
      ].sort(),
    );
    expect(report.stopwatchTimer).toEqual([]);
    expect(report.deadlines).toEqual([{ week: W1, onTime: 1, late: 0, overdue: 0, open: 0 }]);
    expect(report.recurring).toEqual([]);
  });

  test('a query combines with the other filters (open cards: card3, the member executor)', async () => {
    const report = await ok(ref.server, world.member, 'GET', url({ queryId: String(open.id) }));
    expect(report.throughput).toEqual([{ week: W2, created: 1, done: 0 }]);
    expect(report.donePerPerson).toEqual([]);
    expect(report.deadlines).toEqual([{ week: W2, onTime: 0, late: 0, overdue: 1, open: 0 }]);
    const owners = await ok(
      ref.server,
      world.member,
      'GET',
      url({ queryId: String(open.id), userIds: String(world.owner.id) }),
    );
    expect(owners.throughput).toEqual([]);
  });

  test("the choices list the caller's own and the shared queries, by name", async () => {
    const asMember = await ok(ref.server, world.member, 'GET', url());
    expect(asMember.options.queries).toEqual([
      { id: open.id, name: 'Open' },
      { id: overPlan.id, name: 'Over plan' },
    ]);
    const asOwner = await ok(ref.server, world.owner, 'GET', url());
    expect(asOwner.options.queries.map((q: Json) => q.id)).toEqual([ownersPrivate.id, overPlan.id]);
  });

  test("another member's private query, another company's query and an unknown one answer 404", async () => {
    const status = async (queryId: string) => (await api(ref.server, world.member, 'GET', url({ queryId }))).status;
    expect(await status(String(ownersPrivate.id))).toBe(404);
    const elsewhere = await ok(ref.server, world.member, 'POST', '/company', { name: 'Elsewhere' });
    const foreign = await save(world.member, elsewhere.id, { name: 'Foreign', definition: { filters: {} } });
    expect(await status(String(foreign.id))).toBe(404);
    expect(await status('999999')).toBe(404);
    expect(await status('x')).toBe(400);
    // An outsider still gets 403 for the company, whatever the query.
    expect((await api(ref.server, world.outsider, 'GET', url({ queryId: String(overPlan.id) }))).status).toBe(403);
  });
});
