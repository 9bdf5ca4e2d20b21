/**
 * Company reports (issue 19 item 2): every aggregate of `GET /reports/company/{companyId}` against
 * values computed by hand on reportsFixture.ts, on SQLite and PostgreSQL; the filters; membership
 * (outsider 403, no token and a guest's share token 401); a bad filter 400.
 */
import { api, ok } from '../editor/editorFixture';
import { call, forEachDialect, type Json } from '../harness';
import { PERIOD, reportWorld, type ReportWorld } from './reportsFixture';

const W1 = '2026-03-02';
const W2 = '2026-03-09';

forEachDialect('company reports', (ref) => {
  let world: ReportWorld;
  let report: Json;
  const url = (query: Record<string, string> = {}) =>
    `/reports/company/${world.companyId}?${new URLSearchParams({ ...PERIOD, ...query }).toString()}`;

  beforeAll(async () => {
    world = await reportWorld(ref.server);
    report = await ok(ref.server, world.member, 'GET', url());
  });

  test('echoes the filter and lists the boards and people to choose from', () => {
    expect(report.filter).toEqual({ ...PERIOD, boardIds: [], userIds: [] });
    expect(report.options.boards.map((b: Json) => b.id).sort()).toEqual([world.boardId, world.emptyBoardId].sort());
    expect(report.options.people.map((p: Json) => p.id).sort()).toEqual([world.owner.id, world.member.id].sort());
  });

  test('cards created vs done per week', () => {
    expect(report.throughput).toEqual([
      { week: W1, created: 1, done: 1 },
      { week: W2, created: 2, done: 2 },
    ]);
  });

  test('done per person, as executor and as responsible', () => {
    expect(report.donePerPerson).toEqual([
      { userId: world.owner.id, name: world.owner.name, asExecutor: 2, asResponsible: 0 },
      { userId: world.member.id, name: world.member.name, asExecutor: 0, asResponsible: 1 },
    ]);
  });

  test('lead and cycle time per week of completion (hours)', () => {
    expect(report.leadTime).toEqual([
      { week: W1, cards: 1, leadHours: 192, cycleHours: 48 },
      { week: W2, cards: 2, leadHours: 96, cycleHours: 84 },
    ]);
  });

  test('time per column from the history moves (hours)', () => {
    const [colA, colB] = world.columnIds;
    expect(report.timeInColumn.map((row: Json) => [row.columnId, row.moves, row.meanHours])).toEqual([
      // card1 waited in A 02-25T10 → 03-03T10 (144 h), card2 03-03T00 → 03-04T00 (24 h).
      [colA, 2, 84],
      [colB, 1, 48],
    ]);
  });

  test('cumulative flow: cards per column at the end of each day', () => {
    expect(report.cumulativeFlow).toHaveLength(1);
    const board = report.cumulativeFlow[0];
    expect(board.boardId).toBe(world.boardId);
    expect(board.days).toHaveLength(14);
    expect(board.days[0]).toBe('2026-03-02');
    expect(board.columns.map((column: Json) => [column.columnId, column.counts])).toEqual([
      [world.columnIds[0], [1, 1, 0, 0, 0, 0, 0, 0, 1, 2, 2, 2, 2, 2]],
      [world.columnIds[1], [0, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]],
      [world.columnIds[2], [0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]],
    ]);
  });

  test('time tracking plan vs fact per person and per board (minutes)', () => {
    expect(report.timeTracking.perPerson).toEqual([
      { id: world.member.id, name: world.member.name, planMinutes: 210, factMinutes: 180 },
      { id: world.owner.id, name: world.owner.name, planMinutes: 150, factMinutes: 180 },
      { id: null, name: '', planMinutes: 45, factMinutes: 15 },
    ]);
    expect(report.timeTracking.perBoard).toEqual([
      { id: world.boardId, name: 'Roadmap', planMinutes: 255, factMinutes: 195 },
    ]);
  });

  test('stopwatch and timer minutes per person, laps started in the period', () => {
    expect(report.stopwatchTimer).toEqual([
      { userId: world.owner.id, name: world.owner.name, stopwatchMinutes: 90, timerMinutes: 0 },
      { userId: world.member.id, name: world.member.name, stopwatchMinutes: 0, timerMinutes: 20 },
      { userId: null, name: '', stopwatchMinutes: 10, timerMinutes: 0 },
    ]);
  });

  test('deadlines per week: on time, late, overdue, open', () => {
    expect(report.deadlines).toEqual([
      { week: W1, onTime: 1, late: 0, overdue: 0, open: 0 },
      { week: W2, onTime: 0, late: 1, overdue: 1, open: 0 },
    ]);
  });

  test("a deadline ending after the period counts in its own period's week", async () => {
    const later = await ok(ref.server, world.owner, 'GET', url({ from: '2026-04-13', to: '2026-04-26' }));
    // card4 was done on 03-12, before its deadline of 04-20.
    expect(later.deadlines).toEqual([{ week: '2026-04-20', onTime: 1, late: 0, overdue: 0, open: 0 }]);
  });

  test('regular tasks: recurrences and completions per week', () => {
    expect(report.recurring).toEqual([
      { week: W1, recurred: 1, done: 1 },
      { week: W2, recurred: 0, done: 1 },
    ]);
  });

  test('a person filter keeps the cards where they are executor or responsible', async () => {
    const mine = await ok(ref.server, world.owner, 'GET', url({ userIds: String(world.member.id) }));
    expect(mine.filter.userIds).toEqual([world.member.id]);
    expect(mine.throughput).toEqual([
      { week: W1, created: 0, done: 1 },
      { week: W2, created: 1, done: 0 },
    ]);
    expect(mine.donePerPerson).toEqual([
      { userId: world.member.id, name: world.member.name, asExecutor: 0, asResponsible: 1 },
    ]);
    expect(mine.stopwatchTimer).toEqual([
      { userId: world.member.id, name: world.member.name, stopwatchMinutes: 0, timerMinutes: 20 },
    ]);
  });

  test('a board filter keeps that board only', async () => {
    const empty = await ok(ref.server, world.owner, 'GET', url({ boardIds: String(world.emptyBoardId) }));
    expect(empty.throughput).toEqual([]);
    expect(empty.cumulativeFlow).toEqual([]);
    expect(empty.timeTracking.perBoard).toEqual([]);
    const roadmap = await ok(ref.server, world.owner, 'GET', url({ boardIds: String(world.boardId) }));
    expect(roadmap.throughput).toEqual(report.throughput);
  });

  test('the default period is the last 84 days up to today', async () => {
    const now = await ok(ref.server, world.owner, 'GET', `/reports/company/${world.companyId}`);
    expect(now.filter.to).toBe(new Date().toISOString().slice(0, 10));
    expect((Date.parse(now.filter.to) - Date.parse(now.filter.from)) / 86_400_000).toBe(83);
  });

  test('a bad filter is a 400 with field errors', async () => {
    const reversed = await api(ref.server, world.owner, 'GET', url({ from: '2026-03-20', to: '2026-03-01' }));
    expect(reversed.status).toBe(400);
    const bad = await api(ref.server, world.owner, 'GET', url({ boardIds: 'x', from: '2026-02-30' }));
    expect(bad.status).toBe(400);
    const odd = await api(ref.server, world.owner, 'GET', url({ from: '1e3', to: '2026-13-45' }));
    expect(odd.status).toBe(400);
    const long = await api(ref.server, world.owner, 'GET', url({ from: '2024-01-01', to: '2026-01-01' }));
    expect(long.status).toBe(400);
  });

  test('an outsider gets 403, no token and a guest link 401, an unknown company 404', async () => {
    expect((await api(ref.server, world.outsider, 'GET', url())).status).toBe(403);
    expect((await call(ref.server, 'GET', url())).status).toBe(401);
    const share = await ok(ref.server, world.owner, 'PUT', `/board/${world.boardId}/share`, {
      enabled: true,
      allowCreateTasks: false,
      showExecutorsAndResponsible: false,
    });
    const guest = await call(ref.server, 'GET', url(), { headers: { 'x-guest-token': share.token } });
    expect(guest.status).toBe(401);
    expect((await api(ref.server, world.owner, 'GET', '/reports/company/999999')).status).toBe(404);
  });
});
