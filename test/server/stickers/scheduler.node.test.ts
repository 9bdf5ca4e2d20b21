/**
 * The sticker scheduler (issue 4 item 5; spec/board.md §4 Timer, Deadline, §9 Regular task): a
 * deadline reminder reaches the card's people and nobody else; schedules survive a restart (the
 * server is closed before the sticker is due and a new one on the same database acts on it); two
 * servers on one database act once per row.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { BOARD_EVENTS } from '../../../src/shared/board/board.events';
import { STICKER_NOTIFICATION_EVENTS } from '../../../src/shared/stickers';
import {
  collect,
  DIALECTS,
  forEachDialect,
  openSocket,
  skipUnavailableDialect,
  startServer,
  type Json,
} from '../harness';
import type { Dialect, TestServer } from '../harness';
import { runDueStickers } from '../../../src/server/stickers/stickerScheduler';
import { columnOrder, ok, team, watcher } from '../editor/editorFixture';
import { attachSticker, eventually, FAST, sameDatabase } from './schedulerFixture';

const REMINDER = STICKER_NOTIFICATION_EVENTS.deadlineReminder;
const TIMER_FINISHED = STICKER_NOTIFICATION_EVENTS.timerFinished;

/** A deadline whose 15-minute reminder is due `inMs` from now. */
const deadlineRemindingIn = (inMs: number) => ({
  endDate: new Date(Date.now() + 900_000 + inMs).toISOString(),
  startDate: null,
  showTime: true,
  notification: 900,
  prevValues: [],
});

const historyOf = (server: TestServer, cardId: number, action: string) =>
  server.app.db
    .selectFrom('cardHistory')
    .selectAll()
    .where('cardId', '=', cardId)
    .where('action', '=', action)
    .execute();

const dueAtOf = async (server: TestServer, id: number) =>
  (await server.app.db.selectFrom('cardStickers').select('dueAt').where('id', '=', id).executeTakeFirstOrThrow()).dueAt;

const sockets: ClientSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

forEachDialect(
  'deadline reminders',
  (ref) => {
    test('a reminder reaches the card’s executor and creator when due, nobody else, once', async () => {
      const t = await team(ref.server, 1);
      const [owner, member, outsider] = await Promise.all([
        openSocket(ref.server, t.owner.token),
        openSocket(ref.server, t.member.token),
        openSocket(ref.server, t.outsider.token),
      ]);
      sockets.push(owner, member, outsider);
      const heard = {
        owner: collect(owner, REMINDER),
        member: collect(member, REMINDER),
        outsider: collect(outsider, REMINDER),
      };

      // The owner's card with the member as executor, and the owner's card without members.
      const withMember = await ok(ref.server, t.owner, 'POST', `/editor/card/${t.columnIds[0]}`, {
        name: 'Ship it',
        members: [{ userId: t.member.id, isResponsible: false }],
      });
      const alone = await ok(ref.server, t.owner, 'POST', `/editor/card/${t.columnIds[0]}`, { name: 'Alone' });
      const dueMs = Date.now() + 1200;
      const value = deadlineRemindingIn(1200);
      const sticker = await attachSticker(ref.server, withMember, 'deadline', value, { updatedBy: t.owner.id });
      await attachSticker(ref.server, alone, 'deadline', deadlineRemindingIn(1200), { updatedBy: t.owner.id });
      expect(sticker.dueAt).toBe(new Date(Date.parse(value.endDate) - 900_000).toISOString());

      await eventually(() => heard.member.length > 0 && heard.owner.length > 1);
      expect(Date.now()).toBeGreaterThanOrEqual(dueMs - 50);
      expect(heard.member).toEqual([
        {
          cardId: withMember.id,
          boardId: t.boardId,
          projectId: t.projectId,
          counter: withMember.counter,
          cardName: 'Ship it',
          cardStickerId: sticker.id,
          at: value.endDate,
          notification: 900,
        },
      ]);
      expect((heard.owner as Json[]).map((p) => p.cardId).sort()).toEqual([withMember.id, alone.id].sort());
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard.member).toHaveLength(1);
      expect(heard.owner).toHaveLength(2);
      expect(heard.outsider).toHaveLength(0);
      expect(await dueAtOf(ref.server, sticker.id)).toBeNull();
    });

    test('a reminder of a deadline that has already passed is dropped, not sent', async () => {
      const t = await team(ref.server, 1);
      const owner = await openSocket(ref.server, t.owner.token);
      sockets.push(owner);
      const heard = collect(owner, REMINDER);
      const card = await ok(ref.server, t.owner, 'POST', `/editor/card/${t.columnIds[0]}`, { name: 'Late' });
      const past = { ...deadlineRemindingIn(0), endDate: new Date(Date.now() - 1000).toISOString() };
      const sticker = await attachSticker(ref.server, card, 'deadline', past, {
        updatedBy: t.owner.id,
        dueAt: new Date(Date.now() - 2000).toISOString(),
      });
      expect(await eventually(async () => (await dueAtOf(ref.server, sticker.id)) === null)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toHaveLength(0);
    });
  },
  FAST,
);

describe.each(DIALECTS)('sticker schedules survive a restart (%s)', (dialect: Dialect) => {
  if (skipUnavailableDialect(dialect, 'sticker schedules survive a restart')) return;
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    // The later servers first: the first one's close() removes the shared database.
    for (const server of servers.splice(0).reverse()) await server.close();
  });

  /** A server, then (after `before` ran on it) a second one on its database once it is closed. */
  async function restart(first: TestServer): Promise<TestServer> {
    await first.stop();
    const second = await startServer(dialect, { ...FAST, ...sameDatabase(first) });
    servers.push(second);
    return second;
  }

  test('a deadline reminder due after the server went down is sent by the next server', async () => {
    const first = await startServer(dialect, FAST);
    servers.push(first);
    const t = await team(first, 1);
    const card = await ok(first, t.owner, 'POST', `/editor/card/${t.columnIds[0]}`, {
      name: 'Survives',
      members: [{ userId: t.member.id, isResponsible: true }],
    });
    const dueMs = Date.now() + 2500;
    const sticker = await attachSticker(first, card, 'deadline', deadlineRemindingIn(2500), { updatedBy: t.owner.id });
    const second = await restart(first);
    expect(Date.now()).toBeLessThan(dueMs);
    const member = await openSocket(second, t.member.token);
    sockets.push(member);
    const heard = collect(member, REMINDER);
    await eventually(() => heard.length > 0);
    expect(heard).toEqual([expect.objectContaining({ cardId: card.id, cardStickerId: sticker.id, notification: 900 })]);
    expect(Date.now()).toBeGreaterThanOrEqual(dueMs - 50);
    expect(await dueAtOf(second, sticker.id)).toBeNull();
  });

  test('a regular task that came due while the server was down reappears: undone, unarchived, on top', async () => {
    const first = await startServer(dialect, FAST);
    servers.push(first);
    const t = await team(first, 1);
    const column = t.columnIds[0];
    const task = await ok(first, t.owner, 'POST', `/editor/card/${column}`, { name: 'Weekly report' });
    await ok(first, t.owner, 'PUT', `/editor/card/${task.id}`, { done: true });
    await ok(first, t.owner, 'PUT', `/editor/card/${task.id}`, { archived: true });
    const other = await ok(first, t.owner, 'POST', `/editor/card/${column}`, { name: 'Other' });
    const dueAt = new Date(Date.now() + 600).toISOString();
    const sticker = await attachSticker(first, task, 'regularTask', { every: 1, unit: 'week' }, { dueAt });
    const second = await restart(first);
    const socket = await watcher(second, t.member, t.boardId);
    sockets.push(socket);
    const moved = collect(socket, BOARD_EVENTS.cardMoved);

    const back: Json = await eventually(async () => {
      const row = await ok(second, t.owner, 'GET', `/editor/card/${task.id}`);
      return row.archivedAt === null ? row : null;
    });
    expect(back).toMatchObject({ doneAt: null, archivedAt: null });
    expect(await columnOrder(second, t.owner, column)).toEqual([task.id, other.id]);
    expect(await historyOf(second, task.id, 'recurred')).toHaveLength(1);
    // The next appearance is one week after the one that was due.
    expect(await dueAtOf(second, sticker.id)).toBe(new Date(Date.parse(dueAt) + 7 * 86_400_000).toISOString());
    // Watchers that joined before it fired see it leave the archive (it may fire before they join).
    if (moved.length > 0) expect(moved[0]).toMatchObject({ card: { id: task.id, archivedAt: null }, actorId: 0 });
  });

  test('a timer that reached zero while the server was down is closed at the zero instant and reported', async () => {
    const first = await startServer(dialect, FAST);
    servers.push(first);
    const t = await team(first, 1);
    const card = await ok(first, t.owner, 'POST', `/editor/card/${t.columnIds[0]}`, {
      name: 'Bake',
      members: [{ userId: t.member.id, isResponsible: false }],
    });
    const startMs = Date.now();
    const start = new Date(startMs).toISOString();
    const value = { initialValue: 3000, history: [{ start: { time: start } }] };
    const sticker = await attachSticker(first, card, 'timer', value, { updatedBy: t.owner.id, nowMs: startMs });
    expect(sticker.dueAt).toBe(new Date(startMs + 3000).toISOString());
    const second = await restart(first);
    const room = await watcher(second, t.owner, t.boardId);
    const member = await openSocket(second, t.member.token);
    sockets.push(room, member);
    const updated = collect(room, BOARD_EVENTS.cardStickerUpdated);
    const finished = collect(member, TIMER_FINISHED);

    await eventually(() => updated.length > 0 && finished.length > 0);
    const zero = new Date(startMs + 3000).toISOString();
    expect(updated).toEqual([
      expect.objectContaining({
        id: sticker.id,
        cardId: card.id,
        boardId: t.boardId,
        actorId: 0,
        boardSticker: expect.objectContaining({ type: 'timer' }),
        value: { initialValue: 3000, history: [{ start: { time: start }, end: { time: zero } }] },
        historyCount: card.historyCount + 1,
      }),
    ]);
    expect(finished).toEqual([expect.objectContaining({ cardId: card.id, cardStickerId: sticker.id, at: zero })]);
    const stored = await second.app.db
      .selectFrom('cardStickers')
      .selectAll()
      .where('id', '=', sticker.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value as string).history[0].end).toEqual({ time: zero });
    expect(stored.dueAt).toBeNull();
    const entries = await historyOf(second, card.id, 'timerFinished');
    expect(entries).toHaveLength(1);
    expect(entries[0].actorId).toBeNull();
  });
});

// Polls are started by hand here (the servers' own poll interval is an hour) so that they race.
// SQLite is one file for one server process: two servers in one process would wait on each
// other's write lock (better-sqlite3 waits synchronously), so on SQLite two polls of one server race.
describe.each(DIALECTS)('polls racing on one database (%s)', (dialect: Dialect) => {
  if (skipUnavailableDialect(dialect, 'polls racing on one database')) return;
  test('each due sticker is acted on once, whichever poll claims it', async () => {
    const idle = { stickerSchedulerIntervalMs: 3_600_000 };
    const first = await startServer(dialect, idle);
    const second = dialect === 'postgres' ? await startServer(dialect, { ...idle, ...sameDatabase(first) }) : first;
    try {
      const t = await team(first, 2);
      const cards: Json[] = [];
      for (let i = 0; i < 8; i += 1) {
        cards.push(await ok(first, t.owner, 'POST', `/editor/card/${t.columnIds[i % 2]}`, { name: `Task ${i}` }));
      }
      const startMs = Date.now() - 5000;
      const start = new Date(startMs).toISOString();
      for (const card of cards.slice(0, 4)) {
        const timer = { initialValue: 700, history: [{ start: { time: start } }] };
        await attachSticker(first, card, 'timer', timer, { nowMs: startMs });
      }
      const dueAt = new Date(startMs + 700).toISOString();
      for (const card of cards.slice(4)) {
        await ok(first, t.owner, 'PUT', `/editor/card/${card.id}`, { done: true });
        await attachSticker(first, card, 'regularTask', { every: 1, unit: 'day' }, { dueAt });
      }
      await Promise.all([runDueStickers(first.app), runDueStickers(second.app), runDueStickers(first.app)]);
      for (const card of cards.slice(0, 4)) expect(await historyOf(first, card.id, 'timerFinished')).toHaveLength(1);
      for (const card of cards.slice(4)) expect(await historyOf(first, card.id, 'recurred')).toHaveLength(1);
      const left = await first.app.db.selectFrom('cardStickers').select('dueAt').execute();
      expect(left.filter((row) => row.dueAt !== null && row.dueAt <= new Date().toISOString())).toEqual([]);
    } finally {
      if (second !== first) await second.close();
      await first.close();
    }
  });
});
