/**
 * Conference calls on SQLite and PostgreSQL (issue 17; src/server/chat/call*.ts): start, join,
 * media, leave and end with the conference flag (`chat:conference:updated`), `call:updated` and the
 * call messages; the Socket-Id rule; the participant limit; access (outsider 403, no token 401); a
 * public room joined by its call; removal from the room or the company. Signalling and reloads:
 * callSignalling.node.test.ts.
 */
import { CALL_MAX_PARTICIPANTS } from '../../../src/shared/chat/call.types';
import { call as http, forEachDialect, type Json } from '../harness';
import { chatTeam, createRoom, roomWatcher, type ChatTeam } from '../chat/roomsFixture';
import {
  api,
  callUpdate,
  join,
  joinCompany,
  joinOn,
  nextEvent,
  ok,
  person,
  socketPool,
  type Person,
} from './callFixture';

forEachDialect('conference calls', (ref) => {
  let team: ChatTeam;
  const pool = socketPool();
  const privateRoom = (name: string, members: Person[]) =>
    createRoom(ref.server, team.owner, team.companyId, { type: 'private', name, memberIds: members.map((m) => m.id) });

  beforeAll(async () => {
    team = await chatTeam(ref.server);
  });
  afterAll(() => pool.closeAll());

  test('start, join, media, leave and end: flag, call:updated and call messages', async () => {
    const { server } = ref;
    const room = await privateRoom('Standup', [team.anna, team.boris]);
    const boris = await roomWatcher(server, team.boris, room.id);
    const ownerSocket = await pool.open(server, team.owner);
    const annaSocket = await pool.open(server, team.anna);

    const flagOn = nextEvent(boris, 'chat:conference:updated', (u) => u.roomId === room.id && u.conferenceActive);
    const started = nextEvent(boris, 'chat:message:created', (m) => m.roomId === room.id && m.kind === 'callStarted');
    const firstUpdate = callUpdate(boris, room.id, [team.owner.id]);
    const answer = await join(server, team.owner, room.id, ownerSocket);
    expect(answer.iceServers).toEqual([]);
    expect(answer.call).toMatchObject({ roomId: room.id, companyId: team.companyId, startedBy: team.owner.id });
    expect(answer.call.participants).toEqual([
      expect.objectContaining({
        userId: team.owner.id,
        name: team.owner.name,
        socketId: ownerSocket.id,
        media: { audio: true, video: true, screen: false },
      }),
    ]);
    expect(await flagOn).toEqual({ roomId: room.id, companyId: team.companyId, conferenceActive: true });
    const startedMessage = await started;
    expect(startedMessage).toMatchObject({ text: '', author: { id: team.owner.id }, call: { callId: answer.call.id } });
    await firstUpdate;
    expect((await ok(server, team.boris, 'GET', `/chat/rooms/${room.id}`)).conferenceActive).toBe(true);

    // Anna joins with her camera off: one call, two participants, both told.
    const both = callUpdate(ownerSocket, room.id, [team.owner.id, team.anna.id]);
    const annaJoin = await joinOn(server, team.anna, room.id, annaSocket, {
      media: { audio: true, video: false },
    });
    expect(annaJoin.status).toBe(200);
    expect(annaJoin.body.data.call.id).toBe(answer.call.id);
    await both;
    const running = await ok(server, team.boris, 'GET', `/chat/rooms/${room.id}/call`);
    expect(running.participants.map((p: Json) => [p.userId, p.media.video])).toEqual([
      [team.owner.id, true],
      [team.anna.id, false],
    ]);

    const muted = nextEvent(annaSocket, 'call:updated', (u) => u.call?.participants[0]?.media.audio === false);
    const media = await ok(server, team.owner, 'PUT', `/chat/rooms/${room.id}/call/media`, {
      audio: false,
      video: true,
      screen: true,
    });
    expect(media.participants[0].media).toEqual({ audio: false, video: true, screen: true });
    await muted;
    expect(
      (await api(server, team.boris, 'PUT', `/chat/rooms/${room.id}/call/media`, media.participants[0].media)).status,
    ).toBe(403);

    // The owner leaves (twice: the second changes nothing), then Anna: the call ends.
    const onlyAnna = callUpdate(boris, room.id, [team.anna.id]);
    expect(await ok(server, team.owner, 'POST', `/chat/rooms/${room.id}/call/leave`)).toEqual({ roomId: room.id });
    expect(await ok(server, team.owner, 'POST', `/chat/rooms/${room.id}/call/leave`)).toEqual({ roomId: room.id });
    await onlyAnna;
    const flagOff = nextEvent(boris, 'chat:conference:updated', (u) => u.roomId === room.id && !u.conferenceActive);
    const ended = nextEvent(boris, 'chat:message:created', (m) => m.roomId === room.id && m.kind === 'callEnded');
    const gone = callUpdate(boris, room.id, null);
    await ok(server, team.anna, 'POST', `/chat/rooms/${room.id}/call/leave`);
    await flagOff;
    await gone;
    const endedMessage = await ended;
    expect(endedMessage.call).toEqual({ callId: answer.call.id, durationMs: expect.any(Number) });
    expect(endedMessage.author.id).toBe(team.owner.id);
    expect(await ok(server, team.boris, 'GET', `/chat/rooms/${room.id}/call`)).toBeNull();
    expect((await ok(server, team.boris, 'GET', `/chat/rooms/${room.id}`)).conferenceActive).toBe(false);

    // The history carries the kinds; people's messages are 'text'.
    await ok(server, team.boris, 'POST', `/chat/rooms/${room.id}/messages`, { text: 'after the call' });
    const page = await ok(server, team.boris, 'GET', `/chat/rooms/${room.id}/messages`);
    expect(page.messages.map((m: Json) => m.kind)).toEqual(['callStarted', 'callEnded', 'text']);
    expect(page.messages[2].call).toBeUndefined();
    // A call message cannot be edited by its author.
    expect((await api(server, team.owner, 'PUT', `/chat/messages/${startedMessage.id}`, { text: 'x' })).status).toBe(
      409,
    );

    // A new call in the same room is a new call.
    const again = await join(server, team.anna, room.id, annaSocket);
    expect(again.call.id).not.toBe(answer.call.id);
    await ok(server, team.anna, 'POST', `/chat/rooms/${room.id}/call/leave`);
  });

  test('join needs the Socket-Id of one of the caller’s own live sockets; access is checked first', async () => {
    const { server } = ref;
    const room = await privateRoom('Sockets', [team.anna]);
    const annaSocket = await pool.open(server, team.anna);
    const path = `/chat/rooms/${room.id}/call/join`;
    const missing = await api(server, team.owner, 'POST', path, {});
    expect(missing.status).toBe(400);
    expect(missing.body.data).toHaveProperty('socketId');
    expect((await joinOn(server, team.owner, room.id, annaSocket)).status).toBe(400);
    expect((await api(server, team.owner, 'POST', path, {}, { socketId: 'no-such-socket' })).status).toBe(400);
    // Outsider, a company member outside the private room, and no token.
    const outsiderSocket = await pool.open(server, team.outsider);
    expect((await joinOn(server, team.outsider, room.id, outsiderSocket)).status).toBe(403);
    const borisSocket = await pool.open(server, team.boris);
    expect((await joinOn(server, team.boris, room.id, borisSocket)).status).toBe(403);
    expect((await api(server, team.outsider, 'GET', `/chat/rooms/${room.id}/call`)).status).toBe(403);
    expect((await http(server, 'GET', `/chat/rooms/${room.id}/call`)).status).toBe(401);
    expect((await http(server, 'POST', path, { body: {} })).status).toBe(401);
    expect((await http(server, 'GET', '/chat/call-invitations')).status).toBe(401);
    expect(
      (await api(server, team.anna, 'POST', '/chat/rooms/987654/call/join', {}, { socketId: annaSocket.id })).status,
    ).toBe(404);
    // Over the socket `api` the socket is its own Socket-Id.
    const viaSocket = await new Promise<Json>((resolve) => {
      const requestId = 'join-1';
      annaSocket.on('api', (reply: Json) => reply.requestId === requestId && resolve(reply));
      annaSocket.emit('api', { requestId, method: 'POST', url: path, body: {}, headers: {} });
    });
    expect(viaSocket.status).toBe(200);
    expect(viaSocket.data.data.call.participants[0].socketId).toBe(annaSocket.id);
    await ok(server, team.anna, 'POST', `/chat/rooms/${room.id}/call/leave`);
  });

  test(`a call holds at most ${CALL_MAX_PARTICIPANTS} people (409 beyond)`, async () => {
    const { server } = ref;
    const extra = await Promise.all(
      Array.from({ length: CALL_MAX_PARTICIPANTS }, (_, i) => person(server, `Guest ${i}`)),
    );
    await Promise.all(extra.map((who) => joinCompany(server, team.owner, team.companyId, who)));
    const room = await createRoom(server, team.owner, team.companyId, { type: 'public', name: 'Big call' });
    const people = [team.owner, ...extra];
    const sockets = await Promise.all(people.map((who) => pool.open(server, who)));
    for (let i = 0; i < CALL_MAX_PARTICIPANTS; i += 1) await join(server, people[i], room.id, sockets[i]);
    const last = people[CALL_MAX_PARTICIPANTS];
    const full = await joinOn(server, last, room.id, sockets[CALL_MAX_PARTICIPANTS]);
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('CONFLICT');
    expect(full.body.error).toContain(String(CALL_MAX_PARTICIPANTS));
    // Someone already in it may join again (another tab).
    expect((await joinOn(server, people[1], room.id, sockets[1])).status).toBe(200);
    for (let i = 0; i < CALL_MAX_PARTICIPANTS; i += 1)
      await ok(server, people[i], 'POST', `/chat/rooms/${room.id}/call/leave`);
  });

  test('joining a public room’s call joins the room; removal from the room or the company removes the participation', async () => {
    const { server } = ref;
    const room = await createRoom(server, team.owner, team.companyId, { type: 'public', name: 'Town hall' });
    const owner = await pool.open(server, team.owner);
    const boris = await pool.open(server, team.boris);
    await join(server, team.owner, room.id, owner);
    expect((await ok(server, team.boris, 'GET', `/chat/rooms/${room.id}`)).isMember).toBe(false);
    await join(server, team.boris, room.id, boris);
    expect((await ok(server, team.boris, 'GET', `/chat/rooms/${room.id}`)).isMember).toBe(true);
    const borisGone = callUpdate(owner, room.id, [team.owner.id]);
    await ok(server, team.owner, 'DELETE', `/chat/rooms/${room.id}/members/${team.boris.id}`);
    await borisGone;
    // Removal from the company takes Anna out of the call too.
    const anna = await pool.open(server, team.anna);
    await join(server, team.anna, room.id, anna);
    const annaGone = callUpdate(owner, room.id, [team.owner.id]);
    await ok(server, team.owner, 'DELETE', `/company/${team.companyId}/members/${team.anna.id}`);
    await annaGone;
    // An archived room's call cannot be joined.
    await ok(server, team.owner, 'POST', `/chat/rooms/${room.id}/call/leave`);
    await ok(server, team.owner, 'PUT', `/chat/rooms/${room.id}`, { archived: true });
    expect((await joinOn(server, team.owner, room.id, owner)).status).toBe(409);
  });
});
