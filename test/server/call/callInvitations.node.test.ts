/**
 * Call invitations on SQLite and PostgreSQL (issue 17; src/server/chat/callInvitations.ts): one
 * ringing row per call and invitee (inviting twice re-rings), everyone-but-the-call by default,
 * room membership checked, decline (the caller's tabs, the call, a missed-call message), accepting
 * by joining, the ringing list, a dialog named after the caller, and ringing ended with the call.
 */
import { forEachDialect, type Json } from '../harness';
import { chatTeam, createRoom, roomWatcher, type ChatTeam } from '../chat/roomsFixture';
import { api, join, nextEvent, ok, socketPool, type Person } from './callFixture';

forEachDialect('conference call invitations', (ref) => {
  let team: ChatTeam;
  const pool = socketPool();
  const privateRoom = (name: string, members: Person[]) =>
    createRoom(ref.server, team.owner, team.companyId, { type: 'private', name, memberIds: members.map((m) => m.id) });
  const rows = (callId: number) =>
    ref.server.app.db
      .selectFrom('chatCallInvitations')
      .select(['userId', 'status'])
      .where('callId', '=', callId)
      .orderBy('userId')
      .execute();

  beforeAll(async () => {
    team = await chatTeam(ref.server);
  });
  afterAll(() => pool.closeAll());

  test('invite twice: one ringing row per person; decline; accept by joining; the call’s end stops the rest', async () => {
    const { server } = ref;
    const room = await privateRoom('Ring ring', [team.anna, team.boris, team.admin]);
    const owner = await pool.open(server, team.owner);
    const anna = await pool.open(server, team.anna);
    const annaOtherTab = await pool.open(server, team.anna);
    const boris = await pool.open(server, team.boris);
    const { call } = await join(server, team.owner, room.id, owner);
    const invitations: Json[] = [];
    anna.on('call:invitation', (invitation: Json) => invitations.push(invitation));

    const first = nextEvent(anna, 'call:invitation');
    expect(
      await ok(server, team.owner, 'POST', `/chat/rooms/${room.id}/call/invitations`, { userIds: [team.anna.id] }),
    ).toEqual({
      invited: [team.anna.id],
    });
    const invitation = await first;
    expect(invitation).toEqual({
      roomId: room.id,
      companyId: team.companyId,
      callId: call.id,
      roomType: 'private',
      roomName: 'Ring ring',
      from: { id: team.owner.id, name: team.owner.name, avatar: null },
      expiresAt: expect.any(String),
    });
    const second = nextEvent(anna, 'call:invitation');
    await ok(server, team.owner, 'POST', `/chat/rooms/${room.id}/call/invitations`, { userIds: [team.anna.id] });
    expect(Date.parse((await second).expiresAt)).toBeGreaterThanOrEqual(Date.parse(invitation.expiresAt));
    // No userIds: everyone in the room but the call (the owner) — Anna again, Boris, the admin.
    const all = await ok(server, team.owner, 'POST', `/chat/rooms/${room.id}/call/invitations`, {});
    expect([...all.invited].sort()).toEqual([team.anna.id, team.boris.id, team.admin.id].sort());
    expect(await rows(call.id)).toEqual(
      [team.anna.id, team.boris.id, team.admin.id]
        .sort((a, b) => a - b)
        .map((userId) => ({ userId, status: 'ringing' })),
    );
    expect(invitations).toHaveLength(3);
    const listed = await ok(server, team.anna, 'GET', '/chat/call-invitations');
    expect(listed).toEqual([expect.objectContaining({ roomId: room.id, callId: call.id })]);

    // Not a room member (the outsider, a company member outside the private room): 400.
    const outside = await api(server, team.owner, 'POST', `/chat/rooms/${room.id}/call/invitations`, {
      userIds: [team.outsider.id],
    });
    expect(outside.status).toBe(400);
    expect(outside.body.data).toHaveProperty('userIds');
    // Only participants invite.
    expect((await api(server, team.boris, 'POST', `/chat/rooms/${room.id}/call/invitations`, {})).status).toBe(403);

    // Anna declines: her tabs stop ringing, the call hears it, a missed-call message by the owner.
    const stopped = nextEvent(annaOtherTab, 'call:invitation:ended');
    const declined = nextEvent(owner, 'call:declined');
    const watcher = await roomWatcher(server, team.owner, room.id);
    const missed = nextEvent(watcher, 'chat:message:created', (m) => m.kind === 'callMissed');
    expect(await ok(server, team.anna, 'POST', `/chat/rooms/${room.id}/call/decline`)).toEqual({ roomId: room.id });
    expect(await stopped).toEqual({ roomId: room.id, callId: call.id, reason: 'declined' });
    expect(await declined).toEqual({ roomId: room.id, callId: call.id, userId: team.anna.id, name: team.anna.name });
    expect((await api(server, team.anna, 'POST', `/chat/rooms/${room.id}/call/decline`)).status).toBe(404);
    expect(await ok(server, team.anna, 'GET', '/chat/call-invitations')).toEqual([]);

    // Boris accepts by joining: his tabs stop ringing with 'accepted'.
    const accepted = nextEvent(boris, 'call:invitation:ended');
    await join(server, team.boris, room.id, boris);
    expect(await accepted).toEqual({ roomId: room.id, callId: call.id, reason: 'accepted' });

    // The call ends: the admin's invitation stops with 'ended'.
    const admin = await pool.open(server, team.admin);
    const endedRing = nextEvent(admin, 'call:invitation:ended');
    await ok(server, team.boris, 'POST', `/chat/rooms/${room.id}/call/leave`);
    await ok(server, team.owner, 'POST', `/chat/rooms/${room.id}/call/leave`);
    expect(await endedRing).toEqual({ roomId: room.id, callId: call.id, reason: 'ended' });
    expect(await rows(call.id)).toEqual(
      [
        { userId: team.anna.id, status: 'declined' },
        { userId: team.boris.id, status: 'accepted' },
        { userId: team.admin.id, status: 'ended' },
      ].sort((a, b) => a.userId - b.userId),
    );
    // The missed-call message of the decline (reason 'declined', author the inviter).
    const message = await missed;
    expect(message).toMatchObject({
      author: { id: team.owner.id },
      text: '',
      call: { callId: call.id, userId: team.anna.id, reason: 'declined' },
    });
    watcher.close();
  });

  test('a dialog: inviting without userIds rings the other person, named after the caller', async () => {
    const { server } = ref;
    const dialog = await ok(server, team.anna, 'POST', `/chat/get-room-by-user-id/${team.boris.id}`, {
      companyId: team.companyId,
    });
    const anna = await pool.open(server, team.anna);
    const boris = await pool.open(server, team.boris);
    await join(server, team.anna, dialog.id, anna);
    const ring = nextEvent(boris, 'call:invitation');
    expect(await ok(server, team.anna, 'POST', `/chat/rooms/${dialog.id}/call/invitations`)).toEqual({
      invited: [team.boris.id],
    });
    expect(await ring).toMatchObject({ roomId: dialog.id, roomType: 'dialog', roomName: team.anna.name });
    await ok(server, team.anna, 'POST', `/chat/rooms/${dialog.id}/call/leave`);
  });

  test('a public room: company members outside the room may be invited, outsiders not', async () => {
    const { server } = ref;
    const room = await createRoom(server, team.owner, team.companyId, { type: 'public', name: 'Open call' });
    const owner = await pool.open(server, team.owner);
    await join(server, team.owner, room.id, owner);
    expect(
      await ok(server, team.owner, 'POST', `/chat/rooms/${room.id}/call/invitations`, { userIds: [team.boris.id] }),
    ).toEqual({ invited: [team.boris.id] });
    const outsider = await api(server, team.owner, 'POST', `/chat/rooms/${room.id}/call/invitations`, {
      userIds: [team.outsider.id],
    });
    expect(outsider.status).toBe(400);
    await ok(server, team.owner, 'POST', `/chat/rooms/${room.id}/call/leave`);
  });
});
