/**
 * Live company events (DESIGN §3 Live events: "The user and company rooms are joined by the server
 * at connect"): real socket.io clients against the in-process server receive what other members
 * do, the actor's own socket is skipped, joiners start receiving at once and removed members stop.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { call, collect, forEachDialect, openSocket, sleep, socketCall, type Json, type TestServer } from '../harness';
import { companyOf, joinAs, linkOf, person, type Person } from './fixtures';

/** Polls until `check` is true (sockets join rooms asynchronously after connect). */
async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

async function inRoom(server: TestServer, socket: ClientSocket, room: string): Promise<boolean> {
  const sockets = await server.io.in(room).fetchSockets();
  return sockets.some((entry) => entry.id === socket.id);
}

forEachDialect('live company events', (ref) => {
  const sockets: ClientSocket[] = [];
  const connect = async (user: Person) => {
    const socket = await openSocket(ref.server, user.token);
    sockets.push(socket);
    return socket;
  };
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  beforeAll(async () => {
    await person(ref.server, 'System admin');
  });

  test("a second member's socket receives company changes live; the actor's own socket does not", async () => {
    const owner = await person(ref.server, 'Owner');
    const member = await person(ref.server, 'Member');
    const company = await companyOf(ref.server, owner);
    await joinAs(ref.server, owner, company.id, member);
    const ownerSocket = await connect(owner);
    const ownerOtherTab = await connect(owner);
    const memberSocket = await connect(member);
    for (const socket of [ownerSocket, ownerOtherTab, memberSocket]) {
      await waitFor(() => inRoom(ref.server, socket, `company:${company.id}`), 'company room at connect');
    }
    const seenByMember = collect(memberSocket, 'company:company:updated');
    const seenByActor = collect(ownerSocket, 'company:company:updated');
    const seenByOtherTab = collect(ownerOtherTab, 'company:company:updated');
    const projectsSeen = collect(memberSocket, 'company:project:created');
    const rolesSeen = collect(memberSocket, 'company:member:updated');
    const headers = { 'socket-id': ownerSocket.id as string };

    await call(ref.server, 'PUT', `/company/${company.id}`, { token: owner.token, headers, body: { name: 'Renamed' } });
    const project = await call(ref.server, 'POST', `/company/${company.id}/projects`, {
      token: owner.token,
      headers,
      body: { name: 'Roadmap' },
    });
    await call(ref.server, 'PUT', `/company/${company.id}/members/${member.id}`, {
      token: owner.token,
      headers,
      body: { role: 'admin' },
    });

    await waitFor(() => seenByMember.length === 1 && projectsSeen.length === 1 && rolesSeen.length === 1, 'events');
    expect(seenByMember).toEqual([{ id: company.id, name: 'Renamed', actorId: owner.id }]);
    expect(projectsSeen).toEqual([{ ...project.body.data, actorId: owner.id }]);
    expect(rolesSeen).toEqual([
      expect.objectContaining({ companyId: company.id, userId: member.id, role: 'admin', actorId: owner.id }),
    ]);
    await waitFor(() => seenByOtherTab.length === 1, "the actor's other tab");
    await sleep(50);
    expect(seenByActor).toEqual([]);
  });

  test('a user who joins by link receives the company events at once, and members see the newcomer', async () => {
    const owner = await person(ref.server);
    const newcomer = await person(ref.server, 'Newcomer');
    const company = await companyOf(ref.server, owner);
    const link = await linkOf(ref.server, owner, company.id);
    const ownerSocket = await connect(owner);
    const newcomerSocket = await connect(newcomer);
    await waitFor(() => inRoom(ref.server, ownerSocket, `company:${company.id}`), 'owner in the company room');
    const joinedSeen = collect(ownerSocket, 'company:member:created');
    const projectsSeen = collect(newcomerSocket, 'company:project:created');

    await call(ref.server, 'POST', `/company/${company.id}/join/${link.token}`, {
      token: newcomer.token,
      headers: { 'socket-id': newcomerSocket.id as string },
    });
    await waitFor(() => joinedSeen.length === 1, 'member:created');
    expect(joinedSeen[0]).toMatchObject({
      companyId: company.id,
      userId: newcomer.id,
      role: 'member',
      user: { id: newcomer.id, name: 'Newcomer' },
      actorId: newcomer.id,
    });

    await call(ref.server, 'POST', `/company/${company.id}/projects`, { token: owner.token, body: { name: 'P' } });
    await waitFor(() => projectsSeen.length === 1, 'project:created for the newcomer');
  });

  test('a created company is joined at once, and the creator’s other tabs hear of it', async () => {
    const owner = await person(ref.server);
    const tab = await connect(owner);
    const otherTab = await connect(owner);
    const created = collect(otherTab, 'company:company:created');
    const company = (
      await call(ref.server, 'POST', '/company', {
        token: owner.token,
        headers: { 'socket-id': tab.id as string },
        body: { name: 'Fresh' },
      })
    ).body.data as Json;
    await waitFor(() => created.length === 1, 'company:created');
    expect(created).toEqual([{ id: company.id, name: 'Fresh', role: 'owner', actorId: owner.id }]);
    expect(await inRoom(ref.server, tab, `company:${company.id}`)).toBe(true);
  });

  test('a removed member is told, then leaves the company and board rooms', async () => {
    const owner = await person(ref.server);
    const member = await person(ref.server);
    const company = await companyOf(ref.server, owner);
    await joinAs(ref.server, owner, company.id, member);
    const project = await call(ref.server, 'POST', `/company/${company.id}/projects`, {
      token: owner.token,
      body: { name: 'P' },
    });
    const board = await call(ref.server, 'POST', `/project/${project.body.data.id}/boards`, {
      token: owner.token,
      body: { name: 'B' },
    });
    const memberSocket = await connect(member);
    await waitFor(() => inRoom(ref.server, memberSocket, `company:${company.id}`), 'company room');
    ref.server.io.in(memberSocket.id as string).socketsJoin(`board:${board.body.data.id}`);
    const removals = collect(memberSocket, 'company:member:deleted');
    const projects = collect(memberSocket, 'company:project:created');

    await call(ref.server, 'DELETE', `/company/${company.id}/members/${member.id}`, { token: owner.token });
    await waitFor(() => removals.length === 1, 'member:deleted');
    expect(removals).toEqual([{ companyId: company.id, userId: member.id, actorId: owner.id }]);
    expect(await inRoom(ref.server, memberSocket, `company:${company.id}`)).toBe(false);
    expect(await inRoom(ref.server, memberSocket, `board:${board.body.data.id}`)).toBe(false);
    await call(ref.server, 'POST', `/company/${company.id}/projects`, { token: owner.token, body: { name: 'Q' } });
    await sleep(100);
    expect(projects).toEqual([]);
  });

  test('board rename and delete reach the board room and the company room', async () => {
    const owner = await person(ref.server);
    const member = await person(ref.server);
    const company = await companyOf(ref.server, owner);
    await joinAs(ref.server, owner, company.id, member);
    const project = await call(ref.server, 'POST', `/company/${company.id}/projects`, {
      token: owner.token,
      body: { name: 'P' },
    });
    const boardId = (
      await call(ref.server, 'POST', `/project/${project.body.data.id}/boards`, {
        token: owner.token,
        body: { name: 'B' },
      })
    ).body.data.id as number;
    const memberSocket = await connect(member);
    await waitFor(() => inRoom(ref.server, memberSocket, `company:${company.id}`), 'company room');
    ref.server.io.in(memberSocket.id as string).socketsJoin(`board:${boardId}`);
    const boardUpdates = collect(memberSocket, 'board:board:updated');
    const boardDeletes = collect(memberSocket, 'board:board:deleted');
    const companyBoardDeletes = collect(memberSocket, 'company:board:deleted');

    await call(ref.server, 'PUT', `/board/${boardId}`, {
      token: owner.token,
      body: { name: 'Sprint', bgColor: '#112233' },
    });
    await waitFor(() => boardUpdates.length === 1, 'board:board:updated');
    expect(boardUpdates[0]).toMatchObject({ id: boardId, name: 'Sprint', bgColor: '#112233', companyId: company.id });

    await call(ref.server, 'DELETE', `/board/${boardId}`, { token: owner.token });
    await waitFor(() => boardDeletes.length === 1 && companyBoardDeletes.length === 1, 'deletes');
    expect(boardDeletes).toEqual([{ id: boardId, actorId: owner.id }]);
    expect(companyBoardDeletes).toEqual([
      { id: boardId, projectId: project.body.data.id, companyId: company.id, actorId: owner.id },
    ]);
    expect(await inRoom(ref.server, memberSocket, `board:${boardId}`)).toBe(false);
  });

  test('a change made over the socket api skips only the socket that made it', async () => {
    const owner = await person(ref.server);
    const member = await person(ref.server);
    const company = await companyOf(ref.server, owner);
    await joinAs(ref.server, owner, company.id, member);
    const ownerSocket = await connect(owner);
    const memberSocket = await connect(member);
    for (const socket of [ownerSocket, memberSocket]) {
      await waitFor(() => inRoom(ref.server, socket, `company:${company.id}`), 'company room at connect');
    }
    const seenByOwner = collect(ownerSocket, 'company:project:created');
    const seenByActor = collect(memberSocket, 'company:project:created');

    const answer = await socketCall(memberSocket, {
      method: 'POST',
      url: `/company/${company.id}/projects`,
      body: { name: 'Over the socket' },
    });
    expect(answer.status).toBe(201);
    await waitFor(() => seenByOwner.length === 1, 'project:created for the owner');
    expect(seenByOwner[0]).toMatchObject({ name: 'Over the socket', actorId: member.id });
    await sleep(50);
    expect(seenByActor).toEqual([]);
  });
});
