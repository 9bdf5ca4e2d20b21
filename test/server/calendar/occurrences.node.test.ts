/**
 * One occurrence of a series changed or removed on its own (src/shared/calendar/calendar.schemas.ts
 * header; spec/shell.md §5 recurring events): PUT …?occurrence= makes an override with the series'
 * invitations and their statuses and adds the start to the series' exceptions; the invitee sees the
 * moved occurrence, live; DELETE …?occurrence= leaves one out; deleting the series takes its overrides.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { CALENDAR_EVENTS } from '../../../src/shared/calendar/calendar.events';
import { collect, forEachDialect, type Json } from '../harness';
import { api, ok } from '../editor/editorFixture';
import {
  calendarTeam,
  eventually,
  hoursAhead,
  meeting,
  socketOf,
  visibleIds,
  type CalendarTeam,
} from './calendarFixture';

const DAY = 86_400_000;
const sockets: ClientSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

forEachDialect('occurrences of a series', (ref) => {
  let t: CalendarTeam;
  beforeAll(async () => {
    t = await calendarTeam(ref.server);
  });

  test('moving one occurrence: an override with the invitations, the series excepts it, the invitee sees it moved', async () => {
    const first = hoursAhead(24);
    const series = await ok(ref.server, t.owner, 'POST', '/api/calendar/events', {
      ...meeting(first, { title: 'Weekly sync' }),
      recurrenceRule: { type: 'weekly' },
      invitedUsers: [t.member.id],
    });
    await ok(ref.server, t.member, 'PUT', `/api/calendar/invitations/${series.invitations[0].id}/respond`, {
      status: 'accepted',
    });
    const member = await socketOf(ref.server, t.member, sockets);
    const created = collect(member, CALENDAR_EVENTS.eventCreated);
    const updated = collect(member, CALENDAR_EVENTS.eventUpdated);

    const second = new Date(Date.parse(first) + 7 * DAY).toISOString();
    const movedStart = new Date(Date.parse(second) + 2 * 3_600_000).toISOString();
    const movedEnd = new Date(Date.parse(movedStart) + 3_600_000).toISOString();
    const url = `/api/calendar/events/${series.id}?occurrence=${encodeURIComponent(second)}`;
    const override = await ok(ref.server, t.owner, 'PUT', url, { startDate: movedStart, endDate: movedEnd });
    expect(override).toMatchObject({
      title: 'Weekly sync',
      type: 'meeting',
      startDate: movedStart,
      endDate: movedEnd,
      isRecurring: false,
      recurrenceRule: null,
      recurrenceOfId: series.id,
      recurrenceId: second,
      invitations: [expect.objectContaining({ userId: t.member.id, status: 'accepted' })],
    });
    expect(override.id).not.toBe(series.id);
    const after = await ok(ref.server, t.owner, 'GET', `/api/calendar/events/${series.id}`);
    expect(after.recurrenceRule).toEqual({ type: 'weekly', exceptions: [second] });

    const seen: Json[] = await ok(ref.server, t.member, 'GET', '/api/calendar/events');
    expect(seen.find((event) => event.id === override.id)).toMatchObject({ startDate: movedStart });
    expect(seen.find((event) => event.id === series.id).recurrenceRule.exceptions).toEqual([second]);
    await eventually(() => created.length > 0 && updated.length > 0);
    expect(created).toEqual([expect.objectContaining({ id: override.id, startDate: movedStart, actorId: t.owner.id })]);
    expect(updated).toEqual([
      expect.objectContaining({ id: series.id, recurrenceRule: { type: 'weekly', exceptions: [second] } }),
    ]);

    // The same occurrence again changes the same override.
    const again = await ok(ref.server, t.owner, 'PUT', url, { title: 'Moved sync' });
    expect(again).toMatchObject({ id: override.id, title: 'Moved sync', startDate: movedStart });
    const overrides = await ref.server.app.db
      .selectFrom('calendarEvents')
      .select('id')
      .where('recurrenceOfId', '=', series.id)
      .execute();
    expect(overrides).toHaveLength(1);

    // Removing the moved occurrence deletes its override; the start stays excepted.
    expect(await ok(ref.server, t.owner, 'DELETE', url)).toEqual({ id: series.id });
    expect(await visibleIds(ref.server, t.member)).not.toContain(override.id);
    const third = new Date(Date.parse(first) + 14 * DAY).toISOString();
    await ok(
      ref.server,
      t.owner,
      'DELETE',
      `/api/calendar/events/${series.id}?occurrence=${encodeURIComponent(third)}`,
    );
    expect(
      (await ok(ref.server, t.owner, 'GET', `/api/calendar/events/${series.id}`)).recurrenceRule.exceptions,
    ).toEqual([second, third]);
    // A removed occurrence cannot be edited any more.
    const gone = await api(
      ref.server,
      t.owner,
      'PUT',
      `/api/calendar/events/${series.id}?occurrence=${encodeURIComponent(third)}`,
      {
        title: 'x',
      },
    );
    expect(gone.status).toBe(404);
  });

  test('wrong occurrences: not a start of the series 404, an event that does not recur 400, the invitee 403', async () => {
    const first = hoursAhead(30);
    const series = await ok(ref.server, t.owner, 'POST', '/api/calendar/events', {
      ...meeting(first),
      recurrenceRule: { type: 'daily', count: 3 },
      invitedUsers: [t.member.id],
    });
    const at = (iso: string) => `/api/calendar/events/${series.id}?occurrence=${encodeURIComponent(iso)}`;
    const offGrid = new Date(Date.parse(first) + 3_600_000).toISOString();
    expect((await api(ref.server, t.owner, 'PUT', at(offGrid), { title: 'x' })).status).toBe(404);
    const beyondCount = new Date(Date.parse(first) + 3 * DAY).toISOString();
    expect((await api(ref.server, t.owner, 'DELETE', at(beyondCount))).status).toBe(404);
    expect((await api(ref.server, t.member, 'PUT', at(first), { title: 'x' })).status).toBe(403);
    expect((await api(ref.server, t.owner, 'PUT', at('not-a-date'), { title: 'x' })).status).toBe(400);
    const single = await ok(ref.server, t.owner, 'POST', '/api/calendar/events', meeting(first));
    const notRecurring = await api(
      ref.server,
      t.owner,
      'PUT',
      `/api/calendar/events/${single.id}?occurrence=${encodeURIComponent(first)}`,
      { title: 'x' },
    );
    expect([notRecurring.status, Object.keys(notRecurring.body.data)]).toEqual([400, ['occurrence']]);
  });

  test('deleting a series deletes its overrides and tells their invitees', async () => {
    const first = hoursAhead(40);
    const series = await ok(ref.server, t.owner, 'POST', '/api/calendar/events', {
      ...meeting(first),
      recurrenceRule: { type: 'daily' },
      invitedUsers: [t.member.id],
    });
    const override = await ok(
      ref.server,
      t.owner,
      'PUT',
      `/api/calendar/events/${series.id}?occurrence=${encodeURIComponent(first)}`,
      { location: 'Elsewhere' },
    );
    const member = await socketOf(ref.server, t.member, sockets);
    const deleted = collect(member, CALENDAR_EVENTS.eventDeleted);
    await ok(ref.server, t.owner, 'DELETE', `/api/calendar/events/${series.id}`);
    expect((await api(ref.server, t.owner, 'GET', `/api/calendar/events/${override.id}`)).status).toBe(404);
    await eventually(() => deleted.length >= 2);
    expect((deleted as Json[]).map((payload) => payload.id).sort()).toEqual([series.id, override.id].sort());
  });
});
