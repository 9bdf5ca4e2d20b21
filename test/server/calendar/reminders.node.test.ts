/**
 * Calendar reminders from the server scheduler (src/server/calendar/calendarScheduler.ts; issue
 * 15 item 2): a reminder reaches the creator and the invitees who accepted or answered tentative,
 * nobody else, once; a series reminds each occurrence and schedules the next; a reminder due while
 * the server was down is sent by the next server on the same database, once; several instances
 * (and racing polls) on one database send each reminder once.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { runDueReminders } from '../../../src/server/calendar/calendarScheduler';
import { CALENDAR_EVENTS } from '../../../src/shared/calendar/calendar.events';
import {
  collect,
  DIALECTS,
  forEachDialect,
  openSocket,
  skipUnavailableDialect,
  sleep,
  startServer,
  type Dialect,
  type Json,
  type TestServer,
} from '../harness';
import { ok, person } from '../editor/editorFixture';
import { calendarTeam, eventually, joinCompany, type CalendarTeam } from './calendarFixture';
import { REDIS_URL, redisAvailable } from '../realtime/redisProbe';

const REMINDER = CALENDAR_EVENTS.reminder;
const FAST = { calendarSchedulerIntervalMs: 50 };
const DAY = 86_400_000;

/** An event whose 15-minute reminder is due `inMs` from now (start on a whole second). */
const remindingIn = (inMs: number, extra: Record<string, unknown> = {}) => {
  const startMs = Math.ceil((Date.now() + 900_000 + inMs) / 1000) * 1000;
  return {
    title: 'Board meeting',
    type: 'meeting',
    startDate: new Date(startMs).toISOString(),
    endDate: new Date(startMs + 3_600_000).toISOString(),
    reminders: [900],
    ...extra,
  };
};

const dueOf = async (server: TestServer, id: number) =>
  (
    await server.app.db
      .selectFrom('calendarEvents')
      .select('reminderDueAt')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).reminderDueAt;

/** Creates the event with the member (accepted), the colleague (pending) invited; returns it. */
async function invitedMeeting(server: TestServer, t: CalendarTeam, body: Record<string, unknown>): Promise<Json> {
  const event = await ok(server, t.owner, 'POST', '/api/calendar/events', {
    ...body,
    invitedUsers: [t.member.id, t.colleague.id],
  });
  const forMember = event.invitations.find((i: Json) => i.userId === t.member.id);
  await ok(server, t.member, 'PUT', `/api/calendar/invitations/${forMember.id}/respond`, { status: 'accepted' });
  return event;
}

const sockets: ClientSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

forEachDialect(
  'calendar reminders',
  (ref) => {
    let t: CalendarTeam;
    beforeAll(async () => {
      t = await calendarTeam(ref.server);
    });

    test('a reminder reaches the creator, accepted and tentative invitees when due, once; not the pending or the outsider', async () => {
      const listeners = await Promise.all(
        [t.owner, t.member, t.colleague, t.outsider].map((who) => openSocket(ref.server, who.token)),
      );
      sockets.push(...listeners);
      const [owner, member, colleague, outsider] = listeners.map((socket) => collect(socket, REMINDER));
      const body = remindingIn(2500);
      const dueMs = Date.parse(body.startDate) - 900_000;
      const event = await invitedMeeting(ref.server, t, body);
      const maybe = await person(ref.server, 'Tina Tentative');
      const maybeSocket = await openSocket(ref.server, maybe.token);
      sockets.push(maybeSocket);
      const tentative = collect(maybeSocket, REMINDER);
      await joinCompany(ref.server, t, maybe);
      const [invitation] = await ok(ref.server, t.owner, 'POST', `/api/calendar/events/${event.id}/invitations`, {
        userIds: [maybe.id],
      });
      await ok(ref.server, maybe, 'PUT', `/api/calendar/invitations/${invitation.id}/respond`, { status: 'tentative' });
      expect(await dueOf(ref.server, event.id)).toBe(new Date(dueMs).toISOString());

      await eventually(() => owner.length > 0 && member.length > 0);
      expect(Date.now()).toBeGreaterThanOrEqual(dueMs - 50);
      expect(member).toEqual([
        {
          id: `${event.id}:${body.startDate}:900`,
          event: expect.objectContaining({ id: event.id, title: 'Board meeting' }),
          occurrenceStart: body.startDate,
          offsetS: 900,
        },
      ]);
      await sleep(300);
      expect(owner).toHaveLength(1);
      expect(member).toHaveLength(1);
      expect(tentative).toHaveLength(1);
      expect(colleague).toEqual([]);
      expect(outsider).toEqual([]);
      expect(await dueOf(ref.server, event.id)).toBeNull();
    });

    test('a daily series reminds today’s occurrence and schedules tomorrow’s', async () => {
      const socket = await openSocket(ref.server, t.owner.token);
      sockets.push(socket);
      const heard = collect(socket, REMINDER);
      const today = remindingIn(1200);
      const firstMs = Date.parse(today.startDate) - 2 * DAY;
      const series = await ok(ref.server, t.owner, 'POST', '/api/calendar/events', {
        ...today,
        type: 'personal',
        startDate: new Date(firstMs).toISOString(),
        endDate: new Date(firstMs + 3_600_000).toISOString(),
        recurrenceRule: { type: 'daily' },
      });
      await eventually(() => heard.length > 0);
      await sleep(200);
      expect(heard).toEqual([expect.objectContaining({ occurrenceStart: today.startDate, offsetS: 900 })]);
      expect(await dueOf(ref.server, series.id)).toBe(
        new Date(Date.parse(today.startDate) + DAY - 900_000).toISOString(),
      );
    });

    test('a reminder set before now is not sent; changing the reminders reschedules', async () => {
      const socket = await openSocket(ref.server, t.owner.token);
      sockets.push(socket);
      const heard = collect(socket, REMINDER);
      // Starts in 10 minutes with a 15-minute reminder: its time had passed when it was made.
      const soon = remindingIn(-300_000, { type: 'personal' });
      const event = await ok(ref.server, t.owner, 'POST', '/api/calendar/events', soon);
      expect(await dueOf(ref.server, event.id)).toBeNull();
      // A reminder at the start is due in about 10 minutes.
      await ok(ref.server, t.owner, 'PUT', `/api/calendar/events/${event.id}`, { reminders: [0, 900] });
      expect(await dueOf(ref.server, event.id)).toBe(soon.startDate);
      await sleep(200);
      expect(heard).toEqual([]);
    });
  },
  FAST,
);

describe.each(DIALECTS)('calendar reminders across restarts and instances (%s)', (dialect: Dialect) => {
  if (skipUnavailableDialect(dialect, 'calendar reminders across restarts and instances')) return;
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    // The later servers first: the first one's close() removes the shared database.
    for (const server of servers.splice(0).reverse()) await server.close();
  });
  const sameDatabase = (server: TestServer) => ({
    dataDir: server.config.dataDir,
    databaseUrl: server.config.databaseUrl,
  });

  test('a reminder due after the server went down is sent once by the next server', async () => {
    const first = await startServer(dialect, FAST);
    servers.push(first);
    const t = await calendarTeam(first);
    const body = remindingIn(4000);
    const event = await invitedMeeting(first, t, body);
    await first.stop();
    const second = await startServer(dialect, { ...FAST, ...sameDatabase(first) });
    servers.push(second);
    expect(Date.now()).toBeLessThan(Date.parse(body.startDate) - 900_000);
    const member = await openSocket(second, t.member.token);
    sockets.push(member);
    const heard = collect(member, REMINDER);
    await eventually(() => heard.length > 0);
    await sleep(300);
    expect(heard).toEqual([expect.objectContaining({ id: `${event.id}:${body.startDate}:900` })]);
    expect(await dueOf(second, event.id)).toBeNull();
  });

  // SQLite is one file for one server process: two servers in one process would wait on each
  // other's write lock, so there two polls of one server race; PostgreSQL runs two instances.
  test('two instances (or racing polls) on one database send each reminder once', async () => {
    const idle = { calendarSchedulerIntervalMs: 3_600_000 };
    const first = await startServer(dialect, idle);
    servers.push(first);
    const second = dialect === 'postgres' ? await startServer(dialect, { ...idle, ...sameDatabase(first) }) : first;
    if (second !== first) servers.push(second);
    const t = await calendarTeam(first);
    // The owner listens on each instance: an instance sends to its own sockets (no adapter here).
    const instances = second === first ? [first] : [first, second];
    const listeners = await Promise.all(instances.map((server) => openSocket(server, t.owner.token)));
    sockets.push(...listeners);
    const heard = listeners.map((socket) => collect(socket, REMINDER));
    const events: Json[] = [];
    for (let i = 0; i < 5; i += 1) {
      events.push(await ok(first, t.owner, 'POST', '/api/calendar/events', remindingIn(600, { type: 'personal' })));
    }
    const lastDueMs = Math.max(...events.map((event) => Date.parse(event.startDate) - 900_000));
    await sleep(Math.max(0, lastDueMs - Date.now() + 50));
    await Promise.all([runDueReminders(first.app), runDueReminders(second.app), runDueReminders(first.app)]);
    await Promise.all([runDueReminders(second.app), runDueReminders(first.app)]);
    await sleep(200);
    const ids = heard.flat().map((payload) => (payload as Json).event.id);
    expect(ids.sort()).toEqual(events.map((event) => event.id).sort());
    for (const event of events) expect(await dueOf(first, event.id)).toBeNull();
  });

  test('two polling instances with the Redis adapter: each reminder reaches every socket of the user once', async () => {
    // SQLite: one server process per file (see above); without Redis only the racing polls run.
    if (dialect !== 'postgres') return;
    if (!redisAvailable()) {
      console.log(
        `Redis was skipped: no server answered at ${REDIS_URL} (calendar reminders across instances tested with racing polls only).`,
      );
      return;
    }
    const first = await startServer(dialect, { ...FAST, redisUrl: REDIS_URL });
    servers.push(first);
    const second = await startServer(dialect, { ...FAST, redisUrl: REDIS_URL, ...sameDatabase(first) });
    servers.push(second);
    const t = await calendarTeam(first);
    const onFirst = await openSocket(first, t.member.token);
    const onSecond = await openSocket(second, t.member.token);
    sockets.push(onFirst, onSecond);
    const heard = [collect(onFirst, REMINDER), collect(onSecond, REMINDER)];
    const events: Json[] = [];
    for (let i = 0; i < 3; i += 1) events.push(await invitedMeeting(first, t, remindingIn(1500)));
    await eventually(() => heard.every((list) => list.length >= events.length));
    await sleep(400);
    for (const list of heard) {
      expect((list as Json[]).map((payload) => payload.event.id).sort()).toEqual(
        events.map((event) => event.id).sort(),
      );
    }
  });
});
