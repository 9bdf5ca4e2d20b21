/**
 * The calendar's calls through the real server (spec/shell.md §7 Calendar; §3, §5 Event
 * visibility, §6; DESIGN §3 Envelope, Live events, §5): every call, what creator, invitee,
 * non-invited colleague and outsider see, declining and leaving, reinviting, optional invitations,
 * the companies lists, live events with Socket-Id exclusion, and the socket `api` transport.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { CALENDAR_EVENTS } from '../../../src/shared/calendar/calendar.events';
import { collect, forEachDialect, socketCall, sleep, type Json } from '../harness';
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

const sockets: ClientSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

forEachDialect('calendar events and invitations', (ref) => {
  let t: CalendarTeam;
  beforeAll(async () => {
    t = await calendarTeam(ref.server);
  });

  test('create answers the event with defaults; the creator reads and lists it', async () => {
    const start = hoursAhead(24);
    const created = await api(ref.server, t.owner, 'POST', '/api/calendar/events', {
      title: ' Dentist ',
      startDate: start,
      endDate: hoursAhead(25),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, status: 'success' });
    const event = created.body.data;
    expect(event).toEqual({
      id: expect.any(Number),
      title: 'Dentist',
      description: '',
      startDate: start,
      endDate: hoursAhead(25),
      type: 'personal',
      color: null,
      isAllDay: false,
      location: '',
      isRecurring: false,
      recurrenceRule: null,
      reminders: [900],
      timeZone: 'UTC',
      projectId: null,
      creator: { userId: t.owner.id, name: 'Olga Owner', email: expect.any(String), avatar: null },
      invitations: [],
      recurrenceOfId: null,
      recurrenceId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await ok(ref.server, t.owner, 'GET', `/api/calendar/events/${event.id}`)).toEqual(event);
    expect(await visibleIds(ref.server, t.owner)).toContain(event.id);
  });

  test('visibility: creator and invitee see a meeting; a colleague and an outsider get 404 and no listing', async () => {
    const event = await ok(ref.server, t.owner, 'POST', '/api/calendar/events', {
      ...meeting(hoursAhead(48)),
      invitedUsers: [t.member.id],
    });
    expect(event.invitations).toEqual([
      {
        id: expect.any(Number),
        userId: t.member.id,
        status: 'pending',
        isOptional: false,
        displayName: 'Max Member',
        avatar: null,
      },
    ]);
    const personal = await ok(ref.server, t.owner, 'POST', '/api/calendar/events', {
      title: 'Private',
      startDate: hoursAhead(50),
      endDate: hoursAhead(51),
    });
    expect((await ok(ref.server, t.member, 'GET', `/api/calendar/events/${event.id}`)).id).toBe(event.id);
    expect(await visibleIds(ref.server, t.member)).toEqual([event.id]);
    for (const who of [t.colleague, t.outsider]) {
      const answer = await api(ref.server, who, 'GET', `/api/calendar/events/${event.id}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(await visibleIds(ref.server, who)).toEqual([]);
    }
    // A personal event of another answers exactly as a missing id.
    const hidden = await api(ref.server, t.member, 'GET', `/api/calendar/events/${personal.id}`);
    const missing = await api(ref.server, t.member, 'GET', '/api/calendar/events/999999');
    expect([hidden.status, hidden.body]).toEqual([missing.status, missing.body]);
    // Only the creator changes or deletes: the invitee 403, others 404.
    expect((await api(ref.server, t.member, 'PUT', `/api/calendar/events/${event.id}`, { title: 'x' })).status).toBe(
      403,
    );
    expect((await api(ref.server, t.colleague, 'PUT', `/api/calendar/events/${event.id}`, { title: 'x' })).status).toBe(
      404,
    );
    expect((await api(ref.server, t.member, 'DELETE', `/api/calendar/events/${event.id}`)).status).toBe(403);
    expect((await api(ref.server, t.outsider, 'DELETE', `/api/calendar/events/${event.id}`)).status).toBe(404);
  });

  test('invitations: only co-members, never oneself, never on a personal event; default message by language', async () => {
    const event = await ok(
      ref.server,
      t.owner,
      'POST',
      '/api/calendar/events',
      meeting(hoursAhead(72), { title: 'Retro' }),
    );
    const url = `/api/calendar/events/${event.id}/invitations`;
    const outsider = await api(ref.server, t.owner, 'POST', url, { userIds: [t.outsider.id] });
    expect(outsider.status).toBe(400);
    expect(outsider.body.data).toEqual({ userIds: 'Only people who share a company with you can be invited' });
    expect((await api(ref.server, t.owner, 'POST', url, { userIds: [t.owner.id] })).body.data).toEqual({
      userIds: 'You cannot invite yourself',
    });
    const personal = await ok(ref.server, t.owner, 'POST', '/api/calendar/events', {
      startDate: hoursAhead(1),
      endDate: hoursAhead(2),
    });
    const refused = await api(ref.server, t.owner, 'POST', `/api/calendar/events/${personal.id}/invitations`, {
      userIds: [t.member.id],
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.data)).toEqual(['userIds']);
    const onCreate = await api(ref.server, t.owner, 'POST', '/api/calendar/events', {
      startDate: hoursAhead(1),
      endDate: hoursAhead(2),
      invitedUsers: [t.member.id],
    });
    expect([onCreate.status, Object.keys(onCreate.body.data)]).toEqual([400, ['invitedUsers']]);
    // Not the creator: refused.
    expect((await api(ref.server, t.member, 'POST', url, { userIds: [t.colleague.id] })).status).toBe(404);

    const ru = await api(
      ref.server,
      t.owner,
      'POST',
      url,
      { userIds: [t.member.id] },
      { headers: { 'accept-language': 'ru-RU' } },
    );
    expect(ru.status).toBe(200);
    expect(ru.body.data).toEqual([
      expect.objectContaining({ userId: t.member.id, status: 'pending', message: 'Приглашение на событие: Retro' }),
    ]);
    const en = await ok(ref.server, t.owner, 'POST', url, { userIds: [t.colleague.id, t.member.id], isOptional: true });
    expect(en.map((i: Json) => [i.userId, i.message, i.isOptional])).toEqual([
      [t.member.id, 'Приглашение на событие: Retro', false],
      [t.colleague.id, 'Invitation to the event: Retro', true],
    ]);
    expect(en[0].invitedBy).toEqual({
      id: t.owner.id,
      displayName: 'Olga Owner',
      email: expect.any(String),
      avatar: null,
    });
  });

  test('respond: accepted leaves the pending list; declined hides the event and tells the invitee live', async () => {
    const event = await ok(ref.server, t.owner, 'POST', '/api/calendar/events', {
      ...meeting(hoursAhead(96), { title: 'Offsite' }),
      invitedUsers: [t.member.id, t.colleague.id],
      message: 'Join us',
    });
    const pending = await ok(ref.server, t.member, 'GET', '/api/calendar/invitations?status=pending');
    const mine = pending.find((i: Json) => i.event.id === event.id);
    expect(mine).toMatchObject({ status: 'pending', message: 'Join us', userId: t.member.id, respondedAt: null });
    expect(mine.event.title).toBe('Offsite');

    // Only the invitee answers: the creator 403, a colleague 404.
    const respondUrl = `/api/calendar/invitations/${mine.id}/respond`;
    expect((await api(ref.server, t.owner, 'PUT', respondUrl, { status: 'accepted' })).status).toBe(403);
    expect((await api(ref.server, t.colleague, 'PUT', respondUrl, { status: 'accepted' })).status).toBe(404);
    expect((await api(ref.server, t.member, 'PUT', respondUrl, { status: 'maybe' })).status).toBe(400);

    const ownerSocket = await socketOf(ref.server, t.owner, sockets);
    const memberSocket = await socketOf(ref.server, t.member, sockets);
    const memberTab = await socketOf(ref.server, t.member, sockets);
    const heard = {
      ownerInvitation: collect(ownerSocket, CALENDAR_EVENTS.invitationUpdated),
      ownerUpdated: collect(ownerSocket, CALENDAR_EVENTS.eventUpdated),
      memberDeleted: collect(memberSocket, CALENDAR_EVENTS.eventDeleted),
      tabDeleted: collect(memberTab, CALENDAR_EVENTS.eventDeleted),
    };
    const accepted = await ok(ref.server, t.member, 'PUT', respondUrl, { status: 'accepted' });
    expect(accepted).toMatchObject({ id: mine.id, status: 'accepted', respondedAt: expect.any(String) });
    const stillPending = await ok(ref.server, t.member, 'GET', '/api/calendar/invitations?status=pending');
    expect(stillPending.map((i: Json) => i.id)).not.toContain(mine.id);
    expect(await visibleIds(ref.server, t.member)).toContain(event.id);

    await api(
      ref.server,
      t.member,
      'PUT',
      respondUrl,
      { status: 'declined' },
      { expect: 200, socketId: memberSocket.id },
    );
    expect(await visibleIds(ref.server, t.member)).not.toContain(event.id);
    expect((await api(ref.server, t.member, 'GET', `/api/calendar/events/${event.id}`)).status).toBe(404);
    await eventually(() => heard.tabDeleted.length > 0 && heard.ownerInvitation.length > 1);
    await sleep(100);
    // The answering socket (Socket-Id) is excluded; the invitee's other tab hears it.
    expect(heard.memberDeleted).toEqual([]);
    expect(heard.tabDeleted).toEqual([{ id: event.id, actorId: t.member.id }]);
    expect(heard.ownerInvitation.map((p: Json) => p.status)).toEqual(['accepted', 'declined']);
    expect((heard.ownerUpdated.at(-1) as Json).invitations.map((i: Json) => i.status)).toEqual(['declined', 'pending']);
    // The declined invitation stays his: listed under its status.
    const declined = await ok(ref.server, t.member, 'GET', '/api/calendar/invitations?status=declined');
    expect(declined.map((i: Json) => i.id)).toContain(mine.id);
  });

  test('reinvite puts a declined invitation back to pending with the new message; creator only', async () => {
    const event = await ok(ref.server, t.owner, 'POST', '/api/calendar/events', {
      ...meeting(hoursAhead(120)),
      invitedUsers: [t.member.id],
    });
    const [invitation] = event.invitations;
    await ok(ref.server, t.member, 'PUT', `/api/calendar/invitations/${invitation.id}/respond`, { status: 'declined' });
    const memberSocket = await socketOf(ref.server, t.member, sockets);
    const created = collect(memberSocket, CALENDAR_EVENTS.eventCreated);
    const updated = collect(memberSocket, CALENDAR_EVENTS.invitationUpdated);
    const url = `/api/calendar/events/${event.id}/reinvite/${t.member.id}`;
    // The invitee who declined no longer sees the event: 404 like a stranger.
    expect((await api(ref.server, t.member, 'POST', url, { message: 'x' })).status).toBe(404);
    expect(
      (await api(ref.server, t.owner, 'POST', `/api/calendar/events/${event.id}/reinvite/${t.colleague.id}`, {}))
        .status,
    ).toBe(404);
    const again = await ok(ref.server, t.owner, 'POST', url, { message: 'Please come after all' });
    expect(again).toMatchObject({
      id: invitation.id,
      status: 'pending',
      message: 'Please come after all',
      respondedAt: null,
    });
    expect(await visibleIds(ref.server, t.member)).toContain(event.id);
    await eventually(() => created.length > 0 && updated.length > 0);
    expect(created).toEqual([expect.objectContaining({ id: event.id, actorId: t.owner.id })]);
    expect(updated).toEqual([expect.objectContaining({ id: invitation.id, status: 'pending', actorId: t.owner.id })]);
  });

  test('optional invitations need no answer: the event shows while pending, flagged optional', async () => {
    const event = await ok(ref.server, t.owner, 'POST', '/api/calendar/events', {
      ...meeting(hoursAhead(130), { type: 'corporate' }),
      invitedUsers: [t.colleague.id],
      isOptional: true,
    });
    expect(event.invitations).toEqual([
      expect.objectContaining({ userId: t.colleague.id, isOptional: true, status: 'pending' }),
    ]);
    const seen = await ok(ref.server, t.colleague, 'GET', `/api/calendar/events/${event.id}`);
    expect(seen.invitations[0].isOptional).toBe(true);
    const pending = await ok(ref.server, t.colleague, 'GET', '/api/calendar/invitations?status=pending');
    expect(pending.find((i: Json) => i.event.id === event.id)).toMatchObject({ isOptional: true });
  });

  test('deleting an invitation: the invitee leaves, the creator removes; others are refused', async () => {
    const event = await ok(ref.server, t.owner, 'POST', '/api/calendar/events', {
      ...meeting(hoursAhead(140)),
      invitedUsers: [t.member.id, t.colleague.id],
    });
    const [forMember, forColleague] = event.invitations;
    expect((await api(ref.server, t.outsider, 'DELETE', `/api/calendar/invitations/${forMember.id}`)).status).toBe(404);
    expect((await api(ref.server, t.colleague, 'DELETE', `/api/calendar/invitations/${forMember.id}`)).status).toBe(
      404,
    );
    expect(await ok(ref.server, t.member, 'DELETE', `/api/calendar/invitations/${forMember.id}`)).toEqual({
      id: forMember.id,
    });
    expect(await visibleIds(ref.server, t.member)).not.toContain(event.id);
    expect(await ok(ref.server, t.owner, 'DELETE', `/api/calendar/invitations/${forColleague.id}`)).toEqual({
      id: forColleague.id,
    });
    expect((await ok(ref.server, t.owner, 'GET', `/api/calendar/events/${event.id}`)).invitations).toEqual([]);
    expect((await api(ref.server, t.owner, 'DELETE', `/api/calendar/invitations/${forColleague.id}`)).status).toBe(404);
  });

  test('PUT changes the given fields; invitedUsers is the full list; live created/updated/deleted reach the right people', async () => {
    const event = await ok(ref.server, t.owner, 'POST', '/api/calendar/events', {
      ...meeting(hoursAhead(150)),
      invitedUsers: [t.member.id],
      reminders: [3600, 900],
      color: '#ff0000',
    });
    const ownerTab = await socketOf(ref.server, t.owner, sockets);
    const ownerActing = await socketOf(ref.server, t.owner, sockets);
    const member = await socketOf(ref.server, t.member, sockets);
    const colleague = await socketOf(ref.server, t.colleague, sockets);
    const outsider = await socketOf(ref.server, t.outsider, sockets);
    const names = Object.values(CALENDAR_EVENTS);
    const heard = new Map([ownerTab, ownerActing, member, colleague, outsider].map((s) => [s, [] as string[]]));
    for (const [socket, list] of heard) for (const name of names) socket.on(name, () => list.push(name));

    const changed = await api(
      ref.server,
      t.owner,
      'PUT',
      `/api/calendar/events/${event.id}`,
      { location: 'Room 4', invitedUsers: [t.colleague.id] },
      { expect: 200, socketId: ownerActing.id },
    );
    expect(changed.body.data).toMatchObject({
      title: 'Planning',
      location: 'Room 4',
      color: '#ff0000',
      reminders: [3600, 900],
      invitations: [expect.objectContaining({ userId: t.colleague.id, status: 'pending' })],
    });
    await eventually(
      () => heard.get(colleague)!.length >= 2 && heard.get(member)!.length >= 2 && heard.get(ownerTab)!.length >= 2,
    );
    await sleep(150);
    expect(heard.get(ownerActing)).toEqual([]);
    expect(heard.get(ownerTab)!.sort()).toEqual(['calendar:event:updated', 'calendar:invitation:deleted'].sort());
    expect(heard.get(member)!.sort()).toEqual(['calendar:event:deleted', 'calendar:invitation:deleted'].sort());
    expect(heard.get(colleague)!.sort()).toEqual(['calendar:event:created', 'calendar:invitation:created'].sort());
    expect(heard.get(outsider)).toEqual([]);

    const bad = await api(ref.server, t.owner, 'PUT', `/api/calendar/events/${event.id}`, { endDate: hoursAhead(100) });
    expect([bad.status, Object.keys(bad.body.data)]).toEqual([400, ['endDate']]);
    const toPersonal = await api(ref.server, t.owner, 'PUT', `/api/calendar/events/${event.id}`, { type: 'personal' });
    expect([toPersonal.status, Object.keys(toPersonal.body.data)]).toEqual([400, ['type']]);

    for (const list of heard.values()) list.splice(0);
    expect(await ok(ref.server, t.owner, 'DELETE', `/api/calendar/events/${event.id}`)).toEqual({ id: event.id });
    await eventually(() => heard.get(colleague)!.length > 0 && heard.get(ownerTab)!.length > 0);
    expect(heard.get(colleague)).toEqual(['calendar:event:deleted']);
    expect((await api(ref.server, t.owner, 'GET', `/api/calendar/events/${event.id}`)).status).toBe(404);
    expect((await api(ref.server, t.owner, 'DELETE', `/api/calendar/events/${event.id}`)).status).toBe(404);
  });

  test('GET events filters by window, project and type; a project of another company is refused', async () => {
    const inProject = await ok(ref.server, t.owner, 'POST', '/api/calendar/events', {
      ...meeting(hoursAhead(200)),
      projectId: t.projectId,
    });
    const later = await ok(ref.server, t.owner, 'POST', '/api/calendar/events', {
      title: 'Later',
      startDate: hoursAhead(300),
      endDate: hoursAhead(301),
    });
    const weekly = await ok(ref.server, t.owner, 'POST', '/api/calendar/events', {
      title: 'Standup',
      startDate: hoursAhead(-24 * 30),
      endDate: hoursAhead(-24 * 30 + 1),
      recurrenceRule: { type: 'daily' },
    });
    const ended = await ok(ref.server, t.owner, 'POST', '/api/calendar/events', {
      title: 'Old series',
      startDate: hoursAhead(-24 * 30),
      endDate: hoursAhead(-24 * 30 + 1),
      recurrenceRule: { type: 'daily', until: hoursAhead(-24 * 20) },
    });
    expect(weekly.isRecurring).toBe(true);
    const window = `?from=${encodeURIComponent(hoursAhead(190))}&to=${encodeURIComponent(hoursAhead(210))}`;
    const inWindow = await visibleIds(ref.server, t.owner, window);
    expect(inWindow).toEqual(expect.arrayContaining([inProject.id, weekly.id]));
    expect(inWindow).not.toContain(later.id);
    expect(inWindow).not.toContain(ended.id);
    expect(await visibleIds(ref.server, t.owner, `?projectId=${t.projectId}`)).toEqual([inProject.id]);
    expect(await visibleIds(ref.server, t.owner, `${window}&type=meeting`)).toEqual([inProject.id]);
    expect((await api(ref.server, t.outsider, 'GET', `/api/calendar/events?projectId=${t.projectId}`)).status).toBe(
      403,
    );
    expect(
      (
        await api(ref.server, t.outsider, 'POST', '/api/calendar/events', {
          ...meeting(hoursAhead(1)),
          projectId: t.projectId,
        })
      ).status,
    ).toBe(403);
    expect((await api(ref.server, t.owner, 'GET', '/api/calendar/events?from=yesterday')).status).toBe(400);
    expect((await api(ref.server, t.owner, 'GET', '/api/calendar/events/abc')).status).toBe(400);
  });

  test('companies: mine with members (displayName falls back to e-mail); members of another company refused', async () => {
    const companies = await ok(ref.server, t.member, 'GET', '/api/calendar/companies');
    expect(companies).toEqual([
      {
        id: t.companyId,
        name: 'Acme',
        members: [
          { id: t.owner.id, displayName: 'Olga Owner', email: expect.any(String), avatar: null },
          { id: t.member.id, displayName: 'Max Member', email: expect.any(String), avatar: null },
          { id: t.colleague.id, displayName: 'Nina Colleague', email: expect.any(String), avatar: null },
        ],
      },
    ]);
    expect(await ok(ref.server, t.member, 'GET', `/api/calendar/companies/${t.companyId}/members`)).toEqual(
      companies[0].members,
    );
    expect((await api(ref.server, t.outsider, 'GET', `/api/calendar/companies/${t.companyId}/members`)).status).toBe(
      403,
    );
    expect((await api(ref.server, t.outsider, 'GET', '/api/calendar/companies/999999/members')).status).toBe(404);
    expect(await ok(ref.server, t.outsider, 'GET', '/api/calendar/companies')).toEqual([]);
  });

  test('the socket api serves the calendar calls as HTTP does', async () => {
    const socket = await socketOf(ref.server, t.owner, sockets);
    const created = await socketCall(socket, {
      method: 'POST',
      url: '/api/calendar/events',
      body: { ...meeting(hoursAhead(400)), invitedUsers: [t.member.id] },
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ success: true, data: { title: 'Planning' } });
    const read = await socketCall(socket, { method: 'GET', url: `/api/calendar/events/${created.data.data.id}` });
    expect([read.status, read.data.data.id]).toEqual([200, created.data.data.id]);
    const member = await socketOf(ref.server, t.member, sockets);
    const pending = await socketCall(member, { method: 'GET', url: '/api/calendar/invitations?status=pending' });
    expect(pending.data.data.map((i: Json) => i.event.id)).toContain(created.data.data.id);
    const hidden = await socketCall(await socketOf(ref.server, t.outsider, sockets), {
      method: 'GET',
      url: `/api/calendar/events/${created.data.data.id}`,
    });
    expect(hidden.status).toBe(404);
  });
});
