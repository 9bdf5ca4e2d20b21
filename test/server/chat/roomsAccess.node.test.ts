/**
 * Chat rooms on SQLite and PostgreSQL (spec/shell.md §3 Chat room; README "Chat rules"): the three room types and who
 * sees and joins each, room managers versus plain members, and the per-user unread fields of the
 * room list. Dialogs: roomsDialogs.node.test.ts; live events: roomsLive.node.test.ts.
 */
import { forEachDialect, type Json } from '../harness';
import { api, chatTeam, createRoom, ok, type ChatTeam } from './roomsFixture';

forEachDialect('chat rooms: types, visibility and management', (ref) => {
  let team: ChatTeam;
  const rooms = (who: ChatTeam['owner'], query = '') =>
    ok(ref.server, who, 'GET', `/chat/company/${team.companyId}/rooms${query}`);
  const ids = (list: Json[]) => list.map((room: Json) => room.id).sort();

  beforeAll(async () => {
    team = await chatTeam(ref.server);
  });

  test('public rooms show to every company member; private rooms and dialogs only to their members', async () => {
    const { server } = ref;
    const pub = await createRoom(server, team.owner, team.companyId, { type: 'public', name: 'General' });
    const priv = await createRoom(server, team.owner, team.companyId, {
      type: 'private',
      name: 'Board of directors',
      memberIds: [team.anna.id],
    });
    const dialog = await ok(server, team.anna, 'POST', `/chat/get-room-by-user-id/${team.boris.id}`, {});
    expect(pub).toMatchObject({ type: 'public', name: 'General', isMember: true, role: 'owner', memberCount: 1 });
    expect(priv).toMatchObject({ type: 'private', isMember: true, role: 'owner', memberCount: 2 });
    expect(dialog).toMatchObject({ type: 'dialog', name: 'Boris Member', peer: { id: team.boris.id }, memberCount: 2 });

    const annaSees = await rooms(team.anna);
    expect(ids(annaSees)).toEqual(ids([pub, priv, dialog]));
    expect(annaSees.find((room: Json) => room.id === pub.id)).toMatchObject({ isMember: false, role: null });
    expect(annaSees.find((room: Json) => room.id === priv.id)).toMatchObject({ isMember: true, role: 'member' });
    // Boris sees the public room and his dialog, named after Anna.
    const borisSees = await rooms(team.boris);
    expect(ids(borisSees)).toEqual(ids([pub, dialog]));
    expect(borisSees.find((room: Json) => room.id === dialog.id)).toMatchObject({ name: 'Anna Member' });
    // The company admin sees public rooms only (not in the private room or the dialog).
    expect(ids(await rooms(team.admin))).toEqual([pub.id]);

    // Reading one room: the same rules; the outsider is refused everywhere.
    await api(server, team.boris, 'GET', `/chat/rooms/${priv.id}`, undefined, { expect: 403 });
    await api(server, team.admin, 'GET', `/chat/rooms/${dialog.id}`, undefined, { expect: 403 });
    await api(server, team.boris, 'GET', `/chat/rooms/${pub.id}`, undefined, { expect: 200 });
    for (const room of [pub, priv, dialog]) {
      await api(server, team.outsider, 'GET', `/chat/rooms/${room.id}`, undefined, { expect: 403 });
      await api(server, team.outsider, 'GET', `/chat/rooms/${room.id}/members`, undefined, { expect: 403 });
    }
    await api(server, team.outsider, 'GET', `/chat/company/${team.companyId}/rooms`, undefined, { expect: 403 });
    await api(server, team.outsider, 'GET', `/chat/company/${team.companyId}/unread-counts`, undefined, {
      expect: 403,
    });
    await api(server, team.anna, 'GET', '/chat/rooms/987654', undefined, { expect: 404 });
  });

  test('joining: any member joins a public room; private rooms and dialogs cannot be joined', async () => {
    const { server } = ref;
    const pub = await createRoom(server, team.owner, team.companyId, { type: 'public', name: 'Random' });
    const priv = await createRoom(server, team.owner, team.companyId, { type: 'private', name: 'Secret' });
    const joined = await ok(server, team.boris, 'POST', `/chat/rooms/${pub.id}/join`);
    expect(joined).toMatchObject({ isMember: true, role: 'member', memberCount: 2, unreadCount: 0 });
    // Joining twice changes nothing.
    expect(await ok(server, team.boris, 'POST', `/chat/rooms/${pub.id}/join`)).toMatchObject({ memberCount: 2 });
    await api(server, team.boris, 'POST', `/chat/rooms/${priv.id}/join`, undefined, { expect: 403 });
    await api(server, team.outsider, 'POST', `/chat/rooms/${pub.id}/join`, undefined, { expect: 403 });
    const dialog = await ok(server, team.boris, 'POST', `/chat/get-room-by-user-id/${team.owner.id}`, {});
    for (const url of ['join', 'leave']) {
      await api(server, team.boris, 'POST', `/chat/rooms/${dialog.id}/${url}`, undefined, { expect: 409 });
    }
    await api(server, team.owner, 'PUT', `/chat/rooms/${dialog.id}`, { name: 'Renamed' }, { expect: 409 });
    await api(
      server,
      team.owner,
      'POST',
      `/chat/rooms/${dialog.id}/members`,
      { userIds: [team.anna.id] },
      {
        expect: 409,
      },
    );

    expect(await ok(server, team.boris, 'POST', `/chat/rooms/${pub.id}/leave`)).toEqual({ id: pub.id });
    const after = await ok(server, team.boris, 'GET', `/chat/rooms/${pub.id}`);
    expect(after).toMatchObject({ isMember: false, memberCount: 1 });
  });

  test('managers rename, archive and manage members; plain members may not', async () => {
    const { server } = ref;
    const room = await createRoom(server, team.anna, team.companyId, {
      type: 'private',
      name: 'Project X',
      memberIds: [team.boris.id],
    });
    await api(server, team.boris, 'PUT', `/chat/rooms/${room.id}`, { name: 'Mine now' }, { expect: 403 });
    await api(
      server,
      team.boris,
      'POST',
      `/chat/rooms/${room.id}/members`,
      { userIds: [team.owner.id] },
      {
        expect: 403,
      },
    );
    await api(server, team.boris, 'DELETE', `/chat/rooms/${room.id}/members/${team.anna.id}`, undefined, {
      expect: 403,
    });
    // Company members only (400 with a field error), and the room owner adds them.
    const refused = await api(server, team.anna, 'POST', `/chat/rooms/${room.id}/members`, {
      userIds: [team.outsider.id],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.userIds).toEqual(expect.any(String));
    const added = await ok(server, team.anna, 'POST', `/chat/rooms/${room.id}/members`, { userIds: [team.owner.id] });
    expect(added).toEqual([expect.objectContaining({ id: team.owner.id, role: 'member' })]);
    expect(
      await ok(server, team.anna, 'PUT', `/chat/rooms/${room.id}`, { name: 'Project Y', topic: 'Q3' }),
    ).toMatchObject({ name: 'Project Y', topic: 'Q3' });

    // Archived: listed only with archived=true, no new members until unarchived.
    await ok(server, team.anna, 'PUT', `/chat/rooms/${room.id}`, { archived: true });
    expect(ids(await rooms(team.boris))).not.toContain(room.id);
    expect(ids(await rooms(team.boris, '?archived=true'))).toContain(room.id);
    await api(
      server,
      team.anna,
      'POST',
      `/chat/rooms/${room.id}/members`,
      { userIds: [team.admin.id] },
      {
        expect: 409,
      },
    );
    await ok(server, team.anna, 'PUT', `/chat/rooms/${room.id}`, { archived: false });

    // A member removes themselves; the last owner leaving hands the room to the oldest member.
    await ok(server, team.boris, 'DELETE', `/chat/rooms/${room.id}/members/${team.boris.id}`);
    await api(server, team.boris, 'GET', `/chat/rooms/${room.id}`, undefined, { expect: 403 });
    await ok(server, team.anna, 'POST', `/chat/rooms/${room.id}/leave`);
    const members = await ok(server, team.owner, 'GET', `/chat/rooms/${room.id}/members`);
    expect(members).toEqual([expect.objectContaining({ id: team.owner.id, role: 'owner' })]);
    await api(server, team.owner, 'DELETE', `/chat/rooms/${room.id}/members/${team.anna.id}`, undefined, {
      expect: 404,
    });
  });

  test('the company admin manages public rooms others created', async () => {
    const { server } = ref;
    const room = await createRoom(server, team.anna, team.companyId, { type: 'public', name: 'Lunch' });
    await ok(server, team.boris, 'POST', `/chat/rooms/${room.id}/join`);
    expect(await ok(server, team.admin, 'PUT', `/chat/rooms/${room.id}`, { topic: 'Fridays' })).toMatchObject({
      topic: 'Fridays',
      isMember: false,
    });
    await ok(server, team.admin, 'DELETE', `/chat/rooms/${room.id}/members/${team.boris.id}`);
    const owners = await ok(server, team.admin, 'POST', `/chat/rooms/${room.id}/members`, {
      userIds: [team.boris.id],
      role: 'owner',
    });
    expect(owners).toEqual([expect.objectContaining({ id: team.boris.id, role: 'owner' })]);
  });

  test('creating a room with people of another company is a 400 at memberIds', async () => {
    const answer = await api(ref.server, team.owner, 'POST', `/chat/company/${team.companyId}/rooms`, {
      type: 'private',
      name: 'Mixed',
      memberIds: [team.anna.id, team.outsider.id],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data.memberIds).toBe('Only members of the company can be in its chat rooms');
  });

  test('unread counts: zero per category for a fresh member', async () => {
    const counts = await ok(ref.server, team.boris, 'GET', `/chat/company/${team.companyId}/unread-counts`);
    expect(counts).toEqual({ public: 0, private: 0, dialog: 0, total: 0 });
  });

  test('room lists carry per-user unread counts; a newcomer starts with nothing unread', async () => {
    const { server } = ref;
    const db = server.app.db;
    const room = await createRoom(server, team.owner, team.companyId, {
      type: 'private',
      name: 'Counted',
      memberIds: [team.anna.id],
    });
    // Messages come from the message routes (another file); written here straight to the store.
    const now = new Date().toISOString();
    let lastId = 0;
    for (const [text, mentions] of [
      ['one', '[]'],
      ['two', `[${team.anna.id}]`],
      ['three', '[]'],
    ]) {
      const row = await db
        .insertInto('chatMessages')
        .values({
          roomId: room.id,
          authorId: team.owner.id,
          text,
          mentions,
          createdAt: now,
          editedAt: null,
          deletedAt: null,
          replyToId: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      lastId = row.id;
    }
    await db
      .updateTable('chatRooms')
      .set({ lastMessageId: lastId, lastMessageAt: now })
      .where('id', '=', room.id)
      .execute();

    const annaRoom = (await rooms(team.anna)).find((entry: Json) => entry.id === room.id);
    expect(annaRoom).toMatchObject({ unreadCount: 3, mentionCount: 1, lastReadMessageId: 0, lastMessageId: lastId });
    const ownerRoom = (await rooms(team.owner)).find((entry: Json) => entry.id === room.id);
    expect(ownerRoom).toMatchObject({ unreadCount: 0, mentionCount: 0 });
    const counts = await ok(server, team.anna, 'GET', `/chat/company/${team.companyId}/unread-counts`);
    expect(counts).toMatchObject({ private: 3, total: counts.public + counts.dialog + 3 });

    const [added] = await ok(server, team.owner, 'POST', `/chat/rooms/${room.id}/members`, {
      userIds: [team.boris.id],
    });
    expect(added).toMatchObject({ id: team.boris.id, lastReadMessageId: lastId });
    expect(await ok(server, team.boris, 'GET', `/chat/rooms/${room.id}`)).toMatchObject({ unreadCount: 0 });
    // Archived rooms count nothing.
    await ok(server, team.owner, 'PUT', `/chat/rooms/${room.id}`, { archived: true });
    expect(await ok(server, team.anna, 'GET', `/chat/company/${team.companyId}/unread-counts`)).toMatchObject({
      private: 0,
    });
  });
});
