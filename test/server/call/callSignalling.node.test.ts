/**
 * Call signalling on SQLite and PostgreSQL (issue 17; src/server/chat/callSignalling.ts): `call:signal`
 * relayed only between participants of the room's call (a member not in it, another tab and an
 * outsider are refused and hear nothing), `call:heartbeat` from the participant socket only, and a
 * reload moving the participation to a new socket (`call:replaced` to the old one).
 */
import { forEachDialect, type Json } from '../harness';
import { chatTeam, createRoom, type ChatTeam } from '../chat/roomsFixture';
import { emitAck, join, joinOn, nextEvent, ok, socketPool, type Person } from './callFixture';

forEachDialect('conference call signalling', (ref) => {
  let team: ChatTeam;
  const pool = socketPool();
  const privateRoom = (name: string, members: Person[]) =>
    createRoom(ref.server, team.owner, team.companyId, { type: 'private', name, memberIds: members.map((m) => m.id) });

  beforeAll(async () => {
    team = await chatTeam(ref.server);
  });
  afterAll(() => pool.closeAll());

  test('signals are relayed only between participants of the room’s call', async () => {
    const { server } = ref;
    const room = await privateRoom('Signals', [team.anna, team.boris]);
    const owner = await pool.open(server, team.owner);
    const ownerOtherTab = await pool.open(server, team.owner);
    const anna = await pool.open(server, team.anna);
    const boris = await pool.open(server, team.boris);
    const outsider = await pool.open(server, team.outsider);
    await join(server, team.owner, room.id, owner);
    await join(server, team.anna, room.id, anna);
    const borisGot: Json[] = [];
    boris.on('call:signal', (signal: Json) => borisGot.push(signal));
    const outsiderGot: Json[] = [];
    outsider.on('call:signal', (signal: Json) => outsiderGot.push(signal));

    const offer = { type: 'offer', sdp: 'v=0 offer' };
    const received = nextEvent(anna, 'call:signal');
    expect(
      await emitAck(owner, 'call:signal', { roomId: room.id, toUserId: team.anna.id, description: offer }),
    ).toEqual({
      ok: true,
    });
    expect(await received).toEqual({ roomId: room.id, fromUserId: team.owner.id, description: offer });
    const candidate = { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    const back = nextEvent(owner, 'call:signal');
    expect(await emitAck(anna, 'call:signal', { roomId: room.id, toUserId: team.owner.id, candidate })).toEqual({
      ok: true,
    });
    expect(await back).toEqual({ roomId: room.id, fromUserId: team.anna.id, candidate });

    // A member not in the call, the owner's other tab and an outsider are refused; nobody hears them.
    const refused = { ok: false, error: 'FORBIDDEN' };
    expect(
      await emitAck(boris, 'call:signal', { roomId: room.id, toUserId: team.owner.id, description: offer }),
    ).toEqual(refused);
    expect(
      await emitAck(ownerOtherTab, 'call:signal', { roomId: room.id, toUserId: team.anna.id, description: offer }),
    ).toEqual(refused);
    expect(
      await emitAck(outsider, 'call:signal', { roomId: room.id, toUserId: team.owner.id, description: offer }),
    ).toEqual(refused);
    // A target outside the call, a room without a call, a bad payload.
    expect(
      await emitAck(owner, 'call:signal', { roomId: room.id, toUserId: team.boris.id, description: offer }),
    ).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    });
    const quiet = await privateRoom('Quiet', [team.anna]);
    expect(
      await emitAck(owner, 'call:signal', { roomId: quiet.id, toUserId: team.anna.id, description: offer }),
    ).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    });
    expect(await emitAck(owner, 'call:signal', { roomId: room.id, toUserId: team.anna.id })).toEqual({
      ok: false,
      error: 'VALIDATION_FAILED',
    });
    // Heartbeats: the participant socket only.
    expect(await emitAck(owner, 'call:heartbeat', { roomId: room.id })).toEqual({ ok: true });
    expect(await emitAck(ownerOtherTab, 'call:heartbeat', { roomId: room.id })).toEqual({
      ok: false,
      error: 'NOT_FOUND',
    });
    expect(await emitAck(boris, 'call:heartbeat', { roomId: 'x' })).toEqual({ ok: false, error: 'VALIDATION_FAILED' });
    // A last relayed signal: everything before it has arrived.
    const last = nextEvent(anna, 'call:signal', (s) => s.description?.sdp === 'last');
    await emitAck(owner, 'call:signal', {
      roomId: room.id,
      toUserId: team.anna.id,
      description: { type: 'offer', sdp: 'last' },
    });
    await last;
    expect(borisGot).toEqual([]);
    expect(outsiderGot).toEqual([]);
    await ok(server, team.owner, 'POST', `/chat/rooms/${room.id}/call/leave`);
    await ok(server, team.anna, 'POST', `/chat/rooms/${room.id}/call/leave`);
  });

  test('joining again from another tab keeps the participation and sends call:replaced to the old one', async () => {
    const { server } = ref;
    const room = await privateRoom('Reload', [team.anna]);
    const before = await pool.open(server, team.anna);
    const owner = await pool.open(server, team.owner);
    await join(server, team.anna, room.id, before);
    await join(server, team.owner, room.id, owner);
    before.close(); // the reload: the old socket is gone, the participation stays
    const after = await pool.open(server, team.anna);
    const oldTab = await pool.open(server, team.anna);
    await join(server, team.anna, room.id, oldTab);
    const replaced = nextEvent(oldTab, 'call:replaced');
    const moved = nextEvent(owner, 'call:updated', (u) =>
      u.call?.participants.some((p: Json) => p.userId === team.anna.id && p.socketId === after.id),
    );
    const answer = await join(server, team.anna, room.id, after);
    expect(await replaced).toEqual({ roomId: room.id });
    await moved;
    expect(answer.call.participants.map((p: Json) => p.userId)).toEqual([team.anna.id, team.owner.id]);
    // Signals to Anna now reach the new tab only.
    const oldGot: Json[] = [];
    oldTab.on('call:signal', (signal: Json) => oldGot.push(signal));
    const toNew = nextEvent(after, 'call:signal');
    await emitAck(owner, 'call:signal', { roomId: room.id, toUserId: team.anna.id, candidate: null });
    expect(await toNew).toEqual({ roomId: room.id, fromUserId: team.owner.id, candidate: null });
    expect(oldGot).toEqual([]);
    expect(await emitAck(oldTab, 'call:heartbeat', { roomId: room.id })).toEqual({ ok: false, error: 'NOT_FOUND' });
    await ok(server, team.anna, 'POST', `/chat/rooms/${room.id}/call/leave`);
    await ok(server, team.owner, 'POST', `/chat/rooms/${room.id}/call/leave`);
  });

  test('a rejoin names its call: the running one takes it back, an ended one answers 409 and starts nothing', async () => {
    const { server } = ref;
    const room = await privateRoom('Rejoin by id', [team.anna]);
    const first = await pool.open(server, team.anna);
    const { call } = await join(server, team.anna, room.id, first);
    const again = await joinOn(server, team.anna, room.id, await pool.open(server, team.anna), { callId: call.id });
    expect(again.status).toBe(200);
    expect(again.body.data.call.id).toBe(call.id);
    await ok(server, team.anna, 'POST', `/chat/rooms/${room.id}/call/leave`);
    // The call ended (empty timeout 0); a reload that still remembers it must not start a new one.
    const late = await joinOn(server, team.anna, room.id, await pool.open(server, team.anna), { callId: call.id });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'CONFLICT', error: 'The call has ended' });
    expect(await ok(server, team.anna, 'GET', `/chat/rooms/${room.id}/call`)).toBeNull();
    expect(await ok(server, team.anna, 'GET', `/chat/rooms/${room.id}`)).toMatchObject({ conferenceActive: false });
  });
});
