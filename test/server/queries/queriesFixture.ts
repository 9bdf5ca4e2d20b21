/**
 * A seeded company for the saved query tests (issue 19 item 1): two boards with the same named
 * stickers, four cards with known sticker values, people, dates and states, so each filter and
 * sticker condition has a known answer. Values are written straight into `card_stickers` (exact
 * timer and stopwatch histories); everything else through the API.
 */
import { ok, team, type Team } from '../editor/editorFixture';
import type { TestServer } from '../harness';

export interface Seed extends Team {
  boardB: number;
  columnB: number;
  cards: { alpha: number; beta: number; gamma: number; delta: number };
}

const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

async function stickersOf(server: TestServer, t: Team, boardId: number) {
  const make = async (body: object) =>
    (await ok(server, t.owner, 'POST', `/board/${boardId}/stickers`, body)).id as number;
  return {
    state: await make({
      type: 'state',
      name: 'Status',
      configs: {
        states: [
          { name: 'Doing', color: 'blue' },
          { name: 'Finished', color: 'green' },
        ],
      },
    }),
    priority: await make({ type: 'priority' }),
    deadline: await make({ type: 'deadline' }),
    points: await make({ type: 'numberField', name: 'Points' }),
    note: await make({ type: 'textField', name: 'Note' }),
    tracking: await make({ type: 'timeTracking' }),
    timer: await make({ type: 'timer' }),
    stopwatch: await make({ type: 'stopwatch' }),
  };
}

/** Seeds the company (see the file comment). */
export async function seedQueries(server: TestServer): Promise<Seed> {
  const t = await team(server, 2);
  const db = server.app.db;
  const boardB = (await ok(server, t.owner, 'POST', `/project/${t.projectId}/boards`, { name: 'Support' }))
    .id as number;
  const columnB = (await ok(server, t.owner, 'POST', `/editor/columns/${boardB}`, { name: 'Inbox' })).id as number;
  const a = await stickersOf(server, t, t.boardId);
  const b = await stickersOf(server, t, boardB);
  const card = async (columnId: number, who: typeof t.owner, body: object) =>
    (await ok(server, who, 'POST', `/editor/card/${columnId}`, body)).id as number;
  const alpha = await card(t.columnIds[0], t.owner, {
    name: 'Alpha report',
    members: [{ userId: t.member.id, isResponsible: false }],
  });
  const beta = await card(t.columnIds[0], t.member, {
    name: 'Beta',
    desc: 'quarterly numbers',
    members: [{ userId: t.owner.id, isResponsible: true }],
  });
  const gamma = await card(t.columnIds[1], t.owner, { name: 'Gamma', desc: 'mentions alpha too' });
  const delta = await card(columnB, t.member, {
    name: '=Delta',
    members: [{ userId: t.member.id, isResponsible: false }],
  });
  await ok(server, t.owner, 'PUT', `/editor/card/${beta}`, { done: true });
  await ok(server, t.owner, 'PUT', `/editor/card/${gamma}`, { archived: true });
  const dates: [number, string, string][] = [
    [alpha, '2026-01-10T10:00:00.000Z', '2026-01-12T10:00:00.000Z'],
    [beta, '2026-02-10T10:00:00.000Z', '2026-02-11T10:00:00.000Z'],
    [gamma, '2026-03-10T10:00:00.000Z', '2026-03-10T10:00:00.000Z'],
    [delta, '2026-04-10T10:00:00.000Z', '2026-04-15T10:00:00.000Z'],
  ];
  for (const [id, createdAt, movedAt] of dates)
    await db.updateTable('cards').set({ createdAt, movedAt }).where('id', '=', id).execute();
  await db.updateTable('cards').set({ doneAt: '2026-02-20T10:00:00.000Z' }).where('id', '=', beta).execute();

  const now = Date.now();
  const set = async (cardId: number, boardStickerId: number, value: unknown) => {
    const text = JSON.stringify(value);
    const stamp = iso(now);
    const updated = await db
      .updateTable('cardStickers')
      .set({ value: text })
      .where('cardId', '=', cardId)
      .where('boardStickerId', '=', boardStickerId)
      .executeTakeFirst();
    if (!Number(updated.numUpdatedRows))
      await db
        .insertInto('cardStickers')
        .values({
          cardId,
          boardStickerId,
          value: text,
          dueAt: null,
          updatedBy: null,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .execute();
  };
  await set(alpha, a.state, { name: 'Doing', color: 'blue' });
  await set(alpha, a.priority, { value: 'high' });
  await set(alpha, a.deadline, { endDate: '2020-01-01', showTime: false });
  await set(alpha, a.points, { value: 5 });
  await set(alpha, a.note, { value: 'Urgent FIX needed' });
  await set(alpha, a.tracking, { plan: { hours: 1, minutes: 0 }, fact: { hours: 2, minutes: 30 } });
  await set(alpha, a.timer, { initialValue: 60 * MIN, history: [{ start: { time: iso(now - 5 * MIN) } }] });

  await set(beta, a.state, { name: 'Finished', color: 'green' });
  await set(beta, a.priority, { value: 'low' });
  await set(beta, a.deadline, { endDate: '2021-06-01T12:00:00.000Z', showTime: true });
  await set(beta, a.points, { value: 12.5 });
  await set(beta, a.tracking, { plan: { hours: 2, minutes: 15 }, fact: { hours: 1, minutes: 0 } });
  await set(beta, a.stopwatch, [
    { start: { time: '2026-02-01T10:00:00.000Z' }, end: { time: '2026-02-01T10:30:00.000Z' } },
    { start: { time: '2026-02-02T10:00:00.000Z' }, end: { time: '2026-02-02T10:15:00.000Z' } },
  ]);

  await set(gamma, a.state, { name: 'Doing', color: 'blue' });
  await set(gamma, a.points, { value: -3 });

  await set(delta, b.state, { name: 'Doing', color: 'blue' });
  await set(delta, b.priority, { value: 'high' });
  await set(delta, b.deadline, { endDate: '2999-01-01', showTime: false });
  await set(delta, b.note, { value: 'nothing urgent' });
  await set(delta, b.timer, {
    initialValue: 60 * MIN,
    history: [{ start: { time: '2026-04-01T10:00:00.000Z' }, end: { time: '2026-04-01T10:10:00.000Z' } }],
  });
  return { ...t, boardB, columnB, cards: { alpha, beta, gamma, delta } };
}
