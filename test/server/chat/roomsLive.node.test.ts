/**
 * Live events of chat rooms on SQLite and PostgreSQL (DESIGN §3 Live events; CHAT_EVENTS in
 * src/shared/chat/chat.types.ts): `room:join` acknowledgements and access, room lists updated for
 * people not viewing the room, and a member removed from a room or from the company hearing
 * nothing more of the room at once. Also the conference flag (spec/shell.md §4).
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { setConferenceActive } from '../../../src/server/chat/chatConference';
import { collect, forEachDialect, openSocket, sleep, type Json } from '../harness';
import { api, chatTeam, createRoom, ok, roomWatcher, type ChatTeam, type Person } from './roomsFixture';

/** Time given to an event that must NOT arrive (one instance; expected ones are waited for with `until`). */
// Long enough for a loaded CI machine (two jest workers beside PostgreSQL): 150 ms failed there once.
const SETTLE_MS = 500;
/** After the expected events arrived: a little longer for any unexpected extra one. */
const QUIET_MS = 150;

/** Resolves once `check()` holds, polling every 20 ms; after `timeoutMs` resolves anyway (the expectation then fails with its diff). */
async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check() && Date.now() < end) await sleep(20);
}

forEachDialect('chat rooms: live events', (ref) => {
  let team: ChatTeam;
  const sockets: ClientSocket[] = [];
  const track = (socket: ClientSocket) => {
    sockets.push(socket);
    return socket;
  };
  const userSocket = async (who: Person) => track(await openSocket(ref.server, who.token));
  const joinAck = (socket: ClientSocket, payload: unknown) => socket.timeout(2000).emitWithAck('room:join', payload);

  beforeAll(async () => {
    team = await chatTeam(ref.server);
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  test('room:join is acknowledged and access-checked like board:join', async () => {
    const { server } = ref;
    const pub = await createRoom(server, team.owner, team.companyId, { type: 'public', name: 'Watch me' });
    const priv = await createRoom(server, team.owner, team.companyId, {
      type: 'private',
      name: 'Inner circle',
      memberIds: [team.anna.id],
    });
    const boris = await userSocket(team.boris);
    const anna = await userSocket(team.anna);
    const outsider = await userSocket(team.outsider);
    expect(await joinAck(boris, { roomId: pub.id })).toEqual({ ok: true });
    expect(await joinAck(boris, { roomId: priv.id })).toEqual({ ok: false, error: 'FORBIDDEN' });
    expect(await joinAck(anna, { roomId: priv.id })).toEqual({ ok: true });
    expect(await joinAck(outsider, { roomId: pub.id })).toEqual({ ok: false, error: 'FORBIDDEN' });
    expect(await joinAck(anna, { roomId: 987654 })).toEqual({ ok: false, error: 'NOT_FOUND' });
    expect(await joinAck(anna, { roomId: 'x' })).toEqual({ ok: false, error: 'VALIDATION_FAILED' });
    expect(await anna.timeout(2000).emitWithAck('room:leave', { roomId: priv.id })).toEqual({ ok: true });

    // A public room's watcher (not a member) hears a new member join.
    const joined = collect(boris, 'chat:member:created');
    await ok(server, team.admin, 'POST', `/chat/rooms/${pub.id}/join`);
    await until(() => joined.length >= 1);
    expect(joined).toEqual([
      expect.objectContaining({ roomId: pub.id, member: expect.objectContaining({ id: team.admin.id }) }),
    ]);
  });

  test('new rooms reach the people who may see them, the caller’s own socket excepted', async () => {
    const { server } = ref;
    const [owner, anna, boris] = await Promise.all([team.owner, team.anna, team.boris].map(userSocket));
    const seen = {
      owner: collect(owner, 'chat:room:created'),
      anna: collect(anna, 'chat:room:created'),
      boris: collect(boris, 'chat:room:created'),
    };
    const priv = await ok(
      server,
      team.owner,
      'POST',
      `/chat/company/${team.companyId}/rooms`,
      { type: 'private', name: 'Invite only', memberIds: [team.anna.id] },
      owner.id,
    );
    const pub = await ok(
      server,
      team.owner,
      'POST',
      `/chat/company/${team.companyId}/rooms`,
      { type: 'public', name: 'Town square' },
      owner.id,
    );
    await until(() => seen.anna.length >= 2 && seen.boris.length >= 1);
    await sleep(QUIET_MS);
    expect(seen.owner).toEqual([]);
    expect(seen.anna).toEqual([
      expect.objectContaining({ id: priv.id, isMember: true, role: 'member' }),
      expect.objectContaining({ id: pub.id, isMember: false, role: null, unreadCount: 0 }),
    ]);
    expect(seen.boris).toEqual([expect.objectContaining({ id: pub.id, isMember: false })]);

    // A dialog is announced to the peer, named after the caller.
    const dialog = await ok(server, team.boris, 'POST', `/chat/get-room-by-user-id/${team.anna.id}`, {});
    await until(() => seen.anna.length >= 3);
    expect(seen.anna).toContainEqual(expect.objectContaining({ id: dialog.id, type: 'dialog', name: 'Boris Member' }));
  });

  test('people added to a room hear of it, and the room’s watchers hear of them', async () => {
    const { server } = ref;
    const room = await createRoom(server, team.owner, team.companyId, { type: 'private', name: 'Growing' });
    const watcher = track(await roomWatcher(server, team.owner, room.id));
    const boris = await userSocket(team.boris);
    const created = collect(boris, 'chat:room:created');
    const joined = collect(watcher, 'chat:member:created');
    await ok(server, team.owner, 'POST', `/chat/rooms/${room.id}/members`, { userIds: [team.boris.id, team.anna.id] });
    await until(() => created.length >= 1 && joined.length >= 2);
    await sleep(QUIET_MS);
    expect(created).toEqual([expect.objectContaining({ id: room.id, isMember: true, role: 'member', memberCount: 3 })]);
    expect((joined as Json[]).map((event) => event.member.id).sort()).toEqual([team.anna.id, team.boris.id].sort());
  });

  test('a rename reaches the room’s watchers and its members’ room lists, not other people', async () => {
    const { server } = ref;
    const priv = await createRoom(server, team.owner, team.companyId, {
      type: 'private',
      name: 'Before',
      memberIds: [team.anna.id],
    });
    const anna = await userSocket(team.anna); // not viewing the room
    const boris = await userSocket(team.boris); // not a member
    const seenAnna = collect(anna, 'chat:room:updated');
    const seenBoris = collect(boris, 'chat:room:updated');
    await ok(server, team.owner, 'PUT', `/chat/rooms/${priv.id}`, { name: 'After' });
    await until(() => seenAnna.length >= 1);
    await sleep(QUIET_MS);
    expect(seenAnna).toEqual([
      expect.objectContaining({ id: priv.id, name: 'After', memberCount: 2, actorId: team.owner.id }),
    ]);
    expect(seenBoris).toEqual([]);
  });

  test('a member removed from a room hears nothing more of it', async () => {
    const { server } = ref;
    const priv = await createRoom(server, team.owner, team.companyId, {
      type: 'private',
      name: 'Shrinking',
      memberIds: [team.anna.id, team.boris.id],
    });
    const watching = track(await roomWatcher(server, team.anna, priv.id));
    const removed = collect(watching, 'chat:room:removed');
    const updates = collect(watching, 'chat:room:updated');
    const members = collect(watching, 'chat:member:deleted');
    await ok(server, team.owner, 'DELETE', `/chat/rooms/${priv.id}/members/${team.anna.id}`);
    await until(() => removed.length >= 1);
    await sleep(QUIET_MS);
    expect(removed).toEqual([{ roomId: priv.id, companyId: team.companyId, actorId: team.owner.id }]);
    updates.length = 0;
    members.length = 0;

    await ok(server, team.owner, 'PUT', `/chat/rooms/${priv.id}`, { name: 'Shrunk' });
    await ok(server, team.owner, 'DELETE', `/chat/rooms/${priv.id}/members/${team.boris.id}`);
    await sleep(SETTLE_MS);
    expect(updates).toEqual([]);
    expect(members).toEqual([]);
    expect(await joinAck(watching, { roomId: priv.id })).toEqual({ ok: false, error: 'FORBIDDEN' });
  });

  test('a user removed from the company hears nothing more of its chat rooms', async () => {
    const { server } = ref;
    const leaver = await (async () => {
      const { person } = await import('../editor/editorFixture');
      const who = await person(server, 'Lena Leaver');
      const link = await ok(server, team.owner, 'POST', `/company/${team.companyId}/links`, {});
      await ok(server, who, 'POST', `/company/${team.companyId}/join/${link.token}`);
      return who;
    })();
    const pub = await createRoom(server, team.owner, team.companyId, { type: 'public', name: 'Everyone' });
    const priv = await createRoom(server, team.owner, team.companyId, {
      type: 'private',
      name: 'Few',
      memberIds: [leaver.id],
    });
    await ok(server, leaver, 'POST', `/chat/rooms/${pub.id}/join`);
    const socket = track(await roomWatcher(server, leaver, pub.id));
    expect(await joinAck(socket, { roomId: priv.id })).toEqual({ ok: true });
    const heard: Json[] = [];
    for (const name of ['chat:room:updated', 'chat:member:created', 'chat:room:created']) {
      socket.on(name, (payload: Json) => heard.push({ name, payload }));
    }

    await ok(server, team.owner, 'DELETE', `/company/${team.companyId}/members/${leaver.id}`);
    await ok(server, team.owner, 'PUT', `/chat/rooms/${pub.id}`, { topic: 'after the removal' });
    await ok(server, team.owner, 'PUT', `/chat/rooms/${priv.id}`, { topic: 'after the removal' });
    await ok(server, team.boris, 'POST', `/chat/rooms/${pub.id}/join`);
    await createRoom(server, team.owner, team.companyId, { type: 'public', name: 'Later' });
    await sleep(SETTLE_MS);
    expect(heard).toEqual([]);
    // Their memberships went with the company: the rooms count one member less.
    expect(await ok(server, team.owner, 'GET', `/chat/rooms/${priv.id}`)).toMatchObject({ memberCount: 1 });
    expect(await joinAck(socket, { roomId: pub.id })).toEqual({ ok: false, error: 'FORBIDDEN' });
    await api(server, leaver, 'GET', `/chat/rooms/${priv.id}`, undefined, { expect: 403 });
    await api(server, leaver, 'POST', `/chat/get-room-by-user-id/${team.owner.id}`, {}, { expect: 403 });
  });

  test('setConferenceActive stores the flag and tells the room and its members', async () => {
    const { server } = ref;
    const priv = await createRoom(server, team.owner, team.companyId, {
      type: 'private',
      name: 'Call room',
      memberIds: [team.anna.id],
    });
    const pub = await createRoom(server, team.owner, team.companyId, { type: 'public', name: 'Open call' });
    const anna = await userSocket(team.anna);
    const boris = await userSocket(team.boris);
    const seenAnna = collect(anna, 'chat:conference:updated');
    const seenBoris = collect(boris, 'chat:conference:updated');
    await setConferenceActive(server.app, priv.id, true);
    await setConferenceActive(server.app, pub.id, true);
    await until(() => seenAnna.length >= 2 && seenBoris.length >= 1);
    await sleep(QUIET_MS);
    const update = (roomId: number, conferenceActive: boolean) => ({
      roomId,
      companyId: team.companyId,
      conferenceActive,
    });
    expect(seenAnna).toEqual([update(priv.id, true), update(pub.id, true)]);
    expect(seenBoris).toEqual([update(pub.id, true)]);
    expect(await ok(server, team.anna, 'GET', `/chat/rooms/${priv.id}`)).toMatchObject({ conferenceActive: true });
    await setConferenceActive(server.app, priv.id, false);
    expect(await ok(server, team.anna, 'GET', `/chat/rooms/${priv.id}`)).toMatchObject({ conferenceActive: false });
    await expect(setConferenceActive(server.app, 987654, true)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  test('archiving and leaving tell the member their new unread counts', async () => {
    const { server } = ref;
    const room = await createRoom(server, team.owner, team.companyId, {
      type: 'private',
      name: 'Unread live',
      memberIds: [team.anna.id],
    });
    // Messages come from the message routes (another file); written here straight to the store.
    const now = new Date().toISOString();
    for (const text of ['one', 'two']) {
      await server.app.db
        .insertInto('chatMessages')
        .values({
          roomId: room.id,
          authorId: team.owner.id,
          text,
          createdAt: now,
          editedAt: null,
          deletedAt: null,
          replyToId: null,
        })
        .execute();
    }
    const anna = await userSocket(team.anna);
    const unread = collect(anna, 'chat:unread:updated') as Json[];
    await ok(server, team.owner, 'PUT', `/chat/rooms/${room.id}`, { archived: true });
    await ok(server, team.owner, 'PUT', `/chat/rooms/${room.id}`, { archived: false });
    await ok(server, team.anna, 'POST', `/chat/rooms/${room.id}/leave`);
    await until(() => unread.length >= 3);
    await sleep(QUIET_MS);
    expect(unread.map((update) => [update.roomId, update.unreadCount, update.counts.private])).toEqual([
      [room.id, 0, 0],
      [room.id, 2, 2],
      [room.id, 0, 0],
    ]);
    expect(unread[0]).toMatchObject({ companyId: team.companyId, counts: { total: 0 } });
  });
});
