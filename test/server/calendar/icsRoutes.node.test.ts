/**
 * The iCalendar routes through the real server (spec/shell.md §3 Calendar event, §5 Event
 * visibility; src/server/calendar/icsRoutes.ts): an import lands as the caller's events with the
 * occurrences the parse predicted; a text that is not iCalendar is a 400 with the reason; the
 * private feed holds what its owner sees (an invited meeting too, never another user's personal
 * events), reads back with ical.js, and stops answering when regenerated or revoked.
 */
import fs from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { parseIcs } from '../../../src/server/calendar/ics/icsImport';
import { occurrencesIn } from '../../../src/shared/calendar/recurrence';
import { icsOfEvents } from '../../../scripts/bench/calendarIcs';
import { call, forEachDialect, type Json } from '../harness';
import { api, ok } from '../editor/editorFixture';
import { calendarTeam, meeting, type CalendarTeam } from './calendarFixture';

const fixture = fs.readFileSync(path.join(__dirname, 'ics', 'fixtures', 'google-berlin.ics'), 'utf8');
const WINDOW = { from: new Date('2025-01-01T00:00:00Z'), to: new Date('2028-01-01T00:00:00Z'), limit: 5000 };
const startsOf = (series: Parameters<typeof occurrencesIn>[0]) =>
  occurrencesIn(series, WINDOW).map((occurrence) => occurrence.start.toISOString());

/** The summaries of a feed's VEVENTs (ical.js). */
function summariesOf(text: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => String(vevent.getFirstPropertyValue('summary')));
}

forEachDialect('calendar import and private feed', (ref) => {
  let t: CalendarTeam;
  beforeAll(async () => {
    t = await calendarTeam(ref.server);
  });

  test('an imported file lists as the caller’s events with the occurrences the parse predicted', async () => {
    const parsed = parseIcs(fixture, { defaultTimeZone: 'UTC' });
    const answer = await api(ref.server, t.colleague, 'POST', '/api/calendar/import', { ics: fixture });
    expect(answer.status).toBe(201);
    const overrides = parsed.events.reduce((sum, series) => sum + series.overrides.length, 0);
    expect(answer.body.data).toEqual({ events: parsed.events.length, overrides, skipped: parsed.skipped });

    const listed: Json[] = await ok(ref.server, t.colleague, 'GET', '/api/calendar/events');
    expect(listed).toHaveLength(parsed.events.length + overrides);
    const series = listed.filter((event) => event.recurrenceOfId === null);
    for (const imported of parsed.events) {
      const stored = series.find((event) => event.title === imported.body.title);
      expect(stored).toMatchObject({ type: 'personal', creator: { userId: t.colleague.id }, invitations: [] });
      expect(startsOf(stored)).toEqual(startsOf(imported.body));
      const ownOverrides = listed.filter((event) => event.recurrenceOfId === stored.id);
      expect(ownOverrides.map((event) => event.recurrenceId).sort()).toEqual(
        imported.overrides.map((override) => new Date(override.recurrenceId).toISOString()).sort(),
      );
    }
    // The importer's events are personal: nobody else sees them.
    const others: Json[] = await ok(ref.server, t.member, 'GET', '/api/calendar/events');
    expect(others.filter((event) => event.creator.userId === t.colleague.id)).toEqual([]);
  });

  test('a text that is not iCalendar is a 400 with the reason; no session is a 401', async () => {
    const answer = await api(ref.server, t.owner, 'POST', '/api/calendar/import', { ics: 'hello, world' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', error: 'Not an iCalendar file' });
    const zone = await api(ref.server, t.owner, 'POST', '/api/calendar/import', {
      ics: fixture,
      timeZone: 'Mars/Base',
    });
    expect(zone.status).toBe(400);
    expect(zone.body.data).toHaveProperty('timeZone');
    const anonymous = await call(ref.server, 'POST', '/api/calendar/import', { body: { ics: fixture } });
    expect(anonymous.status).toBe(401);
  });

  test('the feed holds what its owner sees, reads back with ical.js, and dies when regenerated or revoked', async () => {
    const invited = await ok(ref.server, t.owner, 'POST', '/api/calendar/events', {
      ...meeting('2030-03-04T09:00:00.000Z', { title: 'Invited planning' }),
      invitedUsers: [t.member.id],
    });
    await ok(ref.server, t.member, 'POST', '/api/calendar/events', {
      title: 'Member dentist',
      startDate: '2030-03-05T09:00:00.000Z',
      endDate: '2030-03-05T10:00:00.000Z',
    });
    await ok(ref.server, t.owner, 'POST', '/api/calendar/events', {
      title: 'Owner private',
      startDate: '2030-03-06T09:00:00.000Z',
      endDate: '2030-03-06T10:00:00.000Z',
    });
    expect(await ok(ref.server, t.member, 'GET', '/api/calendar/feed')).toEqual({ exists: false, createdAt: null });

    const created = await api(ref.server, t.member, 'POST', '/api/calendar/feed');
    expect(created.status).toBe(201);
    const { url, webcalUrl } = created.body.data;
    const feedPath = new URL(url).pathname;
    expect(feedPath).toMatch(/^\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(webcalUrl).toBe(url.replace(/^https?:/, 'webcal:'));
    expect(await ok(ref.server, t.member, 'GET', '/api/calendar/feed')).toEqual({
      exists: true,
      createdAt: expect.any(String),
    });

    const feed = await fetch(`${ref.server.baseUrl}${feedPath}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('private, max-age=300');
    const text = await feed.text();
    const summaries = summariesOf(text);
    expect(summaries).toEqual(expect.arrayContaining(['Invited planning', 'Member dentist']));
    expect(summaries).not.toContain('Owner private');
    expect(text).toContain(`teamspace-${invited.id}@`);
    // Attendees by their real addresses (DESIGN §3 "User JSON": the feed's owner may see them).
    const memberUser = await ok(ref.server, t.member, 'GET', '/auth/user');
    expect(text.replace(/\r\n[ \t]/g, '')).toContain(`mailto:${memberUser.email}`);

    const again = await ok(ref.server, t.member, 'POST', '/api/calendar/feed');
    expect(again.url).not.toBe(url);
    expect((await fetch(`${ref.server.baseUrl}${feedPath}`)).status).toBe(404);
    const newPath = new URL(again.url).pathname;
    expect((await fetch(`${ref.server.baseUrl}${newPath}`)).status).toBe(200);

    await ok(ref.server, t.member, 'DELETE', '/api/calendar/feed');
    expect((await fetch(`${ref.server.baseUrl}${newPath}`)).status).toBe(404);
    expect(await ok(ref.server, t.member, 'GET', '/api/calendar/feed')).toEqual({ exists: false, createdAt: null });
  });

  test('the feed calls need a session; an unknown secret is a 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect((await call(ref.server, method, '/api/calendar/feed')).status).toBe(401);
    }
    const unknown = await call(ref.server, 'GET', `/api/calendar/feed/${'a'.repeat(43)}.ics`);
    expect(unknown.status).toBe(404);
    expect((await call(ref.server, 'GET', '/api/calendar/feed/short.ics')).status).toBe(404);
  });

  test('a 2,000-event file (500 recurring) imports in well under 5 s', async () => {
    const ics = icsOfEvents(2_000, 500, Date.now());
    const started = performance.now();
    const answer = await api(ref.server, t.outsider, 'POST', '/api/calendar/import', { ics });
    const elapsedMs = performance.now() - started;
    expect(answer.status).toBe(201);
    expect(answer.body.data.events).toBe(2_000);
    expect(elapsedMs).toBeLessThan(5_000);
    const stored = await ref.server.app.db
      .selectFrom('calendarEvents')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('creatorId', '=', t.outsider.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(2_000);
  });
});
