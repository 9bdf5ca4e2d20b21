/**
 * Saved queries (issue 19 item 1) on SQLite and PostgreSQL against a seeded company with known
 * cards (queriesFixture.ts): each filter and each sticker condition, sort by a sticker value,
 * totals and groups, shared vs private visibility and the change rule, outsider 403, no token and
 * guest 401, the CSV export and the board's card ids.
 */
import { api, ok } from '../editor/editorFixture';
import { call, forEachDialect } from '../harness';
import { seedQueries, type Seed } from './queriesFixture';

const MIN = 60_000;

forEachDialect('saved queries', (ref) => {
  let s: Seed;
  beforeAll(async () => {
    s = await seedQueries(ref.server);
  });

  const run = async (definition: object, extra: object = {}) =>
    ok(ref.server, s.member, 'POST', `/queries/company/${s.companyId}/run`, { definition, ...extra });
  const idsOf = async (filters: object) => {
    const result = await run({ filters });
    return (result.rows as { id: number }[]).map((r) => r.id).sort((x, y) => x - y);
  };
  const expectCards = async (filters: object, names: (keyof Seed['cards'])[]) =>
    expect(await idsOf(filters)).toEqual(names.map((n) => s.cards[n]).sort((x, y) => x - y));

  test('card filters: boards, columns, text, status, archived, dates, people, creator', async () => {
    await expectCards({}, ['alpha', 'beta', 'delta']);
    await expectCards({ boardIds: [s.boardB] }, ['delta']);
    await expectCards({ columnIds: [s.columnIds[0]] }, ['alpha', 'beta']);
    await expectCards({ text: 'ALPHA' }, ['alpha']);
    await expectCards({ text: 'alpha', archived: 'include' }, ['alpha', 'gamma']);
    await expectCards({ text: 'quarterly' }, ['beta']);
    await expectCards({ status: 'open' }, ['alpha', 'delta']);
    await expectCards({ status: 'done' }, ['beta']);
    await expectCards({ archived: 'only' }, ['gamma']);
    await expectCards({ created: { from: '2026-02-01', to: '2026-04-10' } }, ['beta', 'delta']);
    await expectCards({ moved: { to: '2026-01-31' } }, ['alpha']);
    await expectCards({ done: { from: '2026-02-20' } }, ['beta']);
    await expectCards({ executorIds: [s.member.id] }, ['alpha', 'delta']);
    await expectCards({ responsibleIds: [s.owner.id] }, ['beta']);
    await expectCards({ creatorIds: [s.member.id] }, ['beta', 'delta']);
  });

  test('sticker conditions: state, deadline, overdue, priority, number range, text, tracking, timer', async () => {
    const sticker = (...stickers: object[]) => ({ stickers });
    await expectCards(sticker({ op: 'stateIs', name: 'Status', state: 'Doing' }), ['alpha', 'delta']);
    await expectCards(sticker({ op: 'stateIs', state: 'Finished' }), ['beta']);
    await expectCards(sticker({ op: 'stateIs', name: 'Nope', state: 'Doing' }), []);
    await expectCards(sticker({ op: 'deadlineBefore', before: '2022-01-01' }), ['alpha', 'beta']);
    await expectCards(sticker({ op: 'overdue' }), ['alpha']);
    await expectCards(sticker({ op: 'priorityIs', priority: 'high' }), ['alpha', 'delta']);
    await expectCards(sticker({ op: 'numberInRange', name: 'Points', min: 5, max: 12.5 }), ['alpha', 'beta']);
    await expectCards(sticker({ op: 'numberInRange', min: 6 }), ['beta']);
    await expectCards({ ...sticker({ op: 'numberInRange', max: 0 }), archived: 'include' }, ['gamma']);
    await expectCards(sticker({ op: 'textContains', name: 'Note', text: 'URGENT' }), ['alpha', 'delta']);
    await expectCards(sticker({ op: 'trackingOverPlan' }), ['alpha']);
    await expectCards(sticker({ op: 'timerRunning' }), ['alpha']);
    await expectCards(
      sticker({ op: 'stateIs', state: 'Doing' }, { op: 'priorityIs', priority: 'high' }, { op: 'overdue' }),
      ['alpha'],
    );
  });

  test('sort by a sticker value, sticker columns, paging, totals and groups', async () => {
    const points = { type: 'numberField', name: 'Points' };
    const base = { filters: {}, columns: [{ field: 'name' }, { sticker: points }, { sticker: { type: 'state' } }] };
    const asc = await run({ ...base, sort: { by: { sticker: points }, dir: 'asc' } });
    expect(asc.rows.map((r: { name: string }) => r.name)).toEqual(['Alpha report', 'Beta', '=Delta']);
    expect(asc.rows[0].values).toEqual({ 's:numberField:Points': '5', 's:state:': 'Doing' });
    expect(asc.rows[0].executors).toEqual(['Max Member']);
    const desc = await run({ ...base, sort: { by: { sticker: points }, dir: 'desc' } });
    expect(desc.rows.map((r: { name: string }) => r.name)).toEqual(['Beta', 'Alpha report', '=Delta']);
    const page = await run({ ...base, sort: { by: { field: 'counter' }, dir: 'asc' } }, { limit: 2, offset: 1 });
    expect(page.rows.map((r: { id: number }) => r.id)).toEqual([s.cards.beta, s.cards.delta]);
    expect(page.hasMore).toBe(false);

    expect(asc.totals).toMatchObject({
      count: 3,
      trackingPlanMs: 195 * MIN,
      trackingFactMs: 210 * MIN,
      stopwatchMs: 45 * MIN,
    });
    // Delta's closed 10 minutes and Alpha's running timer (started 5 minutes before the seed).
    expect(asc.totals.timerMs).toBeGreaterThanOrEqual(15 * MIN - 1000);
    expect(asc.totals.timerMs).toBeLessThan(20 * MIN);

    const byBoard = await run({ filters: {}, groupBy: 'board' });
    expect(byBoard.groups.map((g: { label: string; count: number }) => [g.label, g.count])).toEqual([
      ['Roadmap', 2],
      ['Support', 1],
    ]);
    expect(byBoard.groups[0]).toMatchObject({ trackingPlanMs: 195 * MIN, stopwatchMs: 45 * MIN });
    const byState = await run({ filters: {}, groupBy: 'state', stateName: 'Status' });
    expect(byState.groups.map((g: { key: string; count: number }) => [g.key, g.count])).toEqual([
      ['Doing', 2],
      ['Finished', 1],
    ]);
    const byExecutor = await run({ filters: {}, groupBy: 'executor' });
    expect(byExecutor.groups.map((g: { label: string | null; count: number }) => [g.label, g.count])).toEqual([
      ['Max Member', 2],
      [null, 1],
    ]);
    const byStatus = await run({ filters: {}, groupBy: 'status' });
    expect(byStatus.groups.map((g: { key: string; count: number }) => [g.key, g.count])).toEqual([
      ['open', 2],
      ['done', 1],
    ]);
  });

  test('bad definitions are 400 with field errors; limit above 500 is 400', async () => {
    const bad = async (body: object) =>
      (await api(ref.server, s.member, 'POST', `/queries/company/${s.companyId}/run`, body)).status;
    expect(await bad({ definition: { filters: { stickers: [{ op: 'nope' }] } } })).toBe(400);
    expect(await bad({ definition: { filters: { stickers: [{ op: 'numberInRange', min: 5, max: 1 }] } } })).toBe(400);
    expect(await bad({ definition: { filters: { created: { from: 'yesterday' } } } })).toBe(400);
    expect(await bad({ definition: { filters: {} }, limit: 501 })).toBe(400);
    expect(await bad({})).toBe(400);
  });

  test('shared vs private: who sees, runs, changes and deletes', async () => {
    const { server } = ref;
    const definition = { filters: { stickers: [{ op: 'stateIs', state: 'Doing' }] } };
    const mine = await ok(server, s.owner, 'POST', `/queries/company/${s.companyId}`, { name: 'Mine', definition });
    const shared = await ok(server, s.member, 'POST', `/queries/company/${s.companyId}`, {
      name: 'Team doing',
      definition,
      shared: true,
    });
    expect(mine).toMatchObject({ shared: false, ownerId: s.owner.id, name: 'Mine' });
    const memberList = await ok(server, s.member, 'GET', `/queries/company/${s.companyId}`);
    expect(memberList.map((q: { id: number }) => q.id)).toEqual([shared.id]);
    const ownerList = await ok(server, s.owner, 'GET', `/queries/company/${s.companyId}`);
    expect(ownerList.map((q: { id: number }) => q.id)).toEqual([mine.id, shared.id]);

    expect((await api(server, s.member, 'GET', `/queries/${mine.id}/run`)).status).toBe(404);
    expect((await api(server, s.member, 'PUT', `/queries/${mine.id}`, { name: 'x' })).status).toBe(404);
    const result = await ok(server, s.owner, 'GET', `/queries/${shared.id}/run?limit=1`);
    expect(result.rows).toHaveLength(1);
    expect(result.hasMore).toBe(true);
    // The company owner (an admin) renames a member's shared query; the member cannot touch the owner's.
    expect(await ok(server, s.owner, 'PUT', `/queries/${shared.id}`, { name: 'Doing now' })).toMatchObject({
      name: 'Doing now',
      ownerId: s.member.id,
    });
    const ownerShared = await ok(server, s.owner, 'POST', `/queries/company/${s.companyId}`, {
      name: 'Owner shared',
      definition,
      shared: true,
    });
    expect((await api(server, s.member, 'PUT', `/queries/${ownerShared.id}`, { name: 'x' })).status).toBe(403);
    expect((await api(server, s.member, 'DELETE', `/queries/${ownerShared.id}`)).status).toBe(403);
    await ok(server, s.member, 'DELETE', `/queries/${shared.id}`);
    expect((await api(server, s.member, 'GET', `/queries/${shared.id}/run`)).status).toBe(404);

    // Outsider 403, no token and a guest 401.
    expect((await api(server, s.outsider, 'GET', `/queries/company/${s.companyId}`)).status).toBe(403);
    expect((await api(server, s.outsider, 'GET', `/queries/${ownerShared.id}/run`)).status).toBe(403);
    expect(
      (await api(server, s.outsider, 'POST', `/queries/company/${s.companyId}/run`, { definition: { filters: {} } }))
        .status,
    ).toBe(403);
    expect((await call(server, 'GET', `/queries/company/${s.companyId}`)).status).toBe(401);
    const share = await ok(server, s.owner, 'PUT', `/board/${s.boardId}/share`, { enabled: true });
    const guest = { headers: { 'x-guest-token': share.token } };
    expect((await call(server, 'GET', `/queries/${ownerShared.id}/run`, guest)).status).toBe(401);
    expect((await call(server, 'GET', `/queries/${ownerShared.id}/board/${s.boardId}/card-ids`, guest)).status).toBe(
      401,
    );
  });

  test('CSV export and the card ids of one board', async () => {
    const { server } = ref;
    const saved = await ok(server, s.owner, 'POST', `/queries/company/${s.companyId}`, {
      name: 'Doing',
      shared: true,
      definition: {
        filters: { stickers: [{ op: 'stateIs', state: 'Doing' }] },
        columns: [{ field: 'counter' }, { field: 'name' }, { sticker: { type: 'state', name: 'Status' } }],
        sort: { by: { field: 'name' }, dir: 'asc' },
      },
    });
    const csv = await call(server, 'GET', `/queries/${saved.id}/export.csv`, { token: s.member.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('No.,Name,Status');
    expect(lines.slice(1)).toHaveLength(2);
    expect(lines).toContain(`${await counterOf(s.cards.delta)},"'=Delta",Doing`);
    const ru = await call(server, 'GET', `/queries/${saved.id}/export.csv`, {
      token: s.member.token,
      headers: { 'accept-language': 'ru' },
    });
    expect(
      String(ru.body)
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0],
    ).toBe('№,Название,Status');

    expect(await ok(server, s.member, 'GET', `/queries/${saved.id}/board/${s.boardId}/card-ids`)).toEqual([
      s.cards.alpha,
    ]);
    expect(await ok(server, s.member, 'GET', `/queries/${saved.id}/board/${s.boardB}/card-ids`)).toEqual([
      s.cards.delta,
    ]);
    expect((await api(server, s.outsider, 'GET', `/queries/${saved.id}/export.csv`)).status).toBe(403);
  });

  test("the builder's options: boards with columns, members, sticker kinds", async () => {
    const options = await ok(ref.server, s.member, 'GET', `/queries/company/${s.companyId}/options`);
    expect(options.boards.map((b: { name: string }) => b.name)).toEqual(['Roadmap', 'Support']);
    expect(options.boards[0].columns).toHaveLength(2);
    expect(options.members.map((m: { name: string }) => m.name)).toEqual(['Max Member', 'Olga Owner']);
    expect(options.stickers).toContainEqual({ type: 'state', name: 'Status' });
    expect(options.stickers).toContainEqual({ type: 'priority', name: null });
    expect((await api(ref.server, s.outsider, 'GET', `/queries/company/${s.companyId}/options`)).status).toBe(403);
  });

  async function counterOf(cardId: number): Promise<number> {
    const row = await ref.server.app.db
      .selectFrom('cards')
      .select('counter')
      .where('id', '=', cardId)
      .executeTakeFirstOrThrow();
    return Number(row.counter);
  }
});
