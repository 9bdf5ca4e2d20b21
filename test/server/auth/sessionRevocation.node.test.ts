/**
 * A session that ends takes its live access with it (DESIGN §3 Auth, Live events): logout,
 * password restore, token rotation and expiry disconnect the sockets of the dead session at once,
 * after telling them why (`session:revoked {reason}`); removal from a company takes the user's
 * sockets out of its rooms; `POST /auth/logout` without a live token is a 401, as the OpenAPI
 * document says.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { BOARD_EVENTS } from '../../../src/shared/board/board.events';
import { hashToken } from '../../../src/server/auth/auth.tokens';
import {
  call,
  collect,
  forEachDialect,
  openSocket,
  registerUser,
  sleep,
  socketCall,
  tokenOf,
  type Json,
} from '../harness';
import { cards, ok, team, type Team } from '../editor/editorFixture';
import { restoreCode, serverClosed, waitFor, watchEnd } from './revocationFixture';

forEachDialect('revoked sessions lose their sockets', (ref) => {
  const sockets: ClientSocket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  /** A socket of `token` in the board's room. */
  const watching = async (token: string, boardId: number) => {
    const socket = await openSocket(ref.server, token);
    sockets.push(socket);
    expect(await socket.timeout(2000).emitWithAck('board:join', { boardId })).toEqual({ ok: true });
    return socket;
  };
  /** A second session of `who` (a login on another device). */
  const secondSession = async (email: string, password: string) =>
    tokenOf((await call(ref.server, 'POST', '/auth/login', { body: { email, password } })).headers);

  let t: Team;
  beforeEach(async () => {
    t = await team(ref.server, 1);
  });

  test('after logout the socket of that token is told why, disconnected, and hears no more card events', async () => {
    const onBoard = await watching(t.member.token, t.boardId);
    const end = watchEnd(onBoard);
    const heard = collect(onBoard, BOARD_EVENTS.cardCreated);
    await cards(ref.server, t.owner, t.columnIds[0], 1);
    await waitFor(() => heard.length === 1, 'the first card event');

    expect((await call(ref.server, 'POST', '/auth/logout', { token: t.member.token })).status).toBe(200);
    expect(await serverClosed(onBoard, end)).toEqual({
      revoked: [{ reason: 'logout' }],
      reason: 'io server disconnect',
    });
    await cards(ref.server, t.owner, t.columnIds[0], 1);
    await sleep(150);
    expect(heard).toHaveLength(1);
  });

  test('logout ends only that session: the same user’s other session keeps its socket', async () => {
    const { email, password, token } = await registerUser(ref.server);
    const other = await secondSession(email, password);
    const first = await openSocket(ref.server, token);
    const second = await openSocket(ref.server, other);
    sockets.push(first, second);
    const firstEnd = watchEnd(first);
    const secondEnd = watchEnd(second);

    await call(ref.server, 'POST', '/auth/logout', { token });
    await serverClosed(first, firstEnd);
    await sleep(100);
    expect(secondEnd.disconnectReason()).toBeNull();
    expect((await socketCall(second, { method: 'GET', url: '/auth/user' })).status).toBe(200);
  });

  test('logout over the socket api answers that socket first, then disconnects it', async () => {
    const socket = await watching(t.member.token, t.boardId);
    const end = watchEnd(socket);
    const answer = await socketCall(socket, { method: 'POST', url: '/auth/logout' });
    expect(answer).toMatchObject({ status: 200, data: { success: true, status: 'success', data: null } });
    expect(await serverClosed(socket, end)).toEqual({
      revoked: [{ reason: 'logout' }],
      reason: 'io server disconnect',
    });
  });

  test('password restore disconnects every socket of the user, on every session', async () => {
    const { email, password, token } = await registerUser(ref.server);
    const other = await secondSession(email, password);
    const first = await openSocket(ref.server, token);
    const second = await openSocket(ref.server, other);
    sockets.push(first, second);
    const ends = [watchEnd(first), watchEnd(second)];

    const code = await restoreCode(ref.server, email);
    const restored = await call(ref.server, 'POST', '/auth/restore', {
      body: { email, code, password: 'a brand new one' },
    });
    expect(restored.status).toBe(200);
    expect(await serverClosed(first, ends[0])).toEqual({
      revoked: [{ reason: 'restore' }],
      reason: 'io server disconnect',
    });
    expect(await serverClosed(second, ends[1])).toEqual({
      revoked: [{ reason: 'restore' }],
      reason: 'io server disconnect',
    });
  });

  test('a refresh over HTTP disconnects the sockets still on the old token', async () => {
    const socket = await watching(t.member.token, t.boardId);
    const end = watchEnd(socket);
    const refreshed = await call(ref.server, 'GET', '/auth/refresh', { token: t.member.token });
    expect(refreshed.status).toBe(200);
    expect(await serverClosed(socket, end)).toEqual({
      revoked: [{ reason: 'refreshed' }],
      reason: 'io server disconnect',
    });
    // The new token opens a new socket as usual.
    const next = await openSocket(ref.server, tokenOf(refreshed.headers));
    sockets.push(next);
    expect(next.connected).toBe(true);
  });

  test('the socket that refreshed over the api keeps working on the new session; its twin on the old token is cut', async () => {
    const refreshing = await watching(t.member.token, t.boardId);
    const twin = await watching(t.member.token, t.boardId);
    const refreshingEnd = watchEnd(refreshing);
    const twinEnd = watchEnd(twin);
    const heard = collect(refreshing, BOARD_EVENTS.cardCreated);

    const answer = await socketCall(refreshing, { method: 'GET', url: '/auth/refresh' });
    expect(answer.status).toBe(200);
    const next = /^Bearer (\S+)$/.exec(answer.headers.authorization)?.[1] as string;
    expect(await serverClosed(twin, twinEnd)).toEqual({
      revoked: [{ reason: 'refreshed' }],
      reason: 'io server disconnect',
    });

    await cards(ref.server, t.owner, t.columnIds[0], 1);
    await waitFor(() => heard.length === 1, 'a card event on the refreshed socket');
    expect(refreshingEnd.disconnectReason()).toBeNull();
    expect(refreshingEnd.revoked).toEqual([]);
    expect((await socketCall(refreshing, { method: 'GET', url: '/auth/user' })).status).toBe(200);

    // It now belongs to the new session: logging that one out ends it.
    await call(ref.server, 'POST', '/auth/logout', { token: next });
    expect(await serverClosed(refreshing, refreshingEnd)).toEqual({
      revoked: [{ reason: 'logout' }],
      reason: 'io server disconnect',
    });
  });

  test('a socket is disconnected when its session expires', async () => {
    await ref.server.app.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() + 700).toISOString() })
      .where('tokenHash', '=', hashToken(t.member.token))
      .execute();
    const socket = await watching(t.member.token, t.boardId);
    const end = watchEnd(socket);
    expect(await serverClosed(socket, end)).toEqual({
      revoked: [{ reason: 'expired' }],
      reason: 'io server disconnect',
    });
  });

  test('blocking a user (realtime.sessions.revokeUser) ends every session and socket of that user', async () => {
    const { email, password, token, user } = await registerUser(ref.server);
    const other = await secondSession(email, password);
    const first = await openSocket(ref.server, token);
    const second = await openSocket(ref.server, other);
    sockets.push(first, second);
    const ends = [watchEnd(first), watchEnd(second)];

    await ref.server.app.realtime.sessions.revokeUser(user.id);
    for (const [index, socket] of [first, second].entries()) {
      expect(await serverClosed(socket, ends[index])).toEqual({
        revoked: [{ reason: 'blocked' }],
        reason: 'io server disconnect',
      });
    }
    for (const dead of [token, other])
      expect((await call(ref.server, 'GET', '/auth/user', { token: dead })).status).toBe(401);
  });

  test.each([
    [
      'removed by the owner',
      (team: Team) =>
        call(ref.server, 'DELETE', `/company/${team.companyId}/members/${team.member.id}`, { token: team.owner.token }),
    ],
    [
      'leaving',
      (team: Team) => call(ref.server, 'POST', `/company/${team.companyId}/leave`, { token: team.member.token }),
    ],
  ])('a member %s stops hearing the company’s boards at once and cannot rejoin them', async (_how, remove) => {
    const onBoard = await watching(t.member.token, t.boardId);
    const heard = collect(onBoard, BOARD_EVENTS.cardCreated);
    const projects = collect(onBoard, 'company:project:created');
    await cards(ref.server, t.owner, t.columnIds[0], 1);
    await waitFor(() => heard.length === 1, 'the first card event');

    expect((await remove(t)).status).toBe(200);
    await cards(ref.server, t.owner, t.columnIds[0], 1);
    await ok(ref.server, t.owner, 'POST', `/company/${t.companyId}/projects`, { name: 'Later' });
    await sleep(150);
    expect(heard).toHaveLength(1);
    expect(projects).toEqual([]);
    expect(await onBoard.timeout(2000).emitWithAck('board:join', { boardId: t.boardId })).toEqual({
      ok: false,
      error: 'FORBIDDEN',
    });
    // The session itself lives on: the user only left the company.
    expect(onBoard.connected).toBe(true);
  });

  test('logout without a token or with an unknown one is a 401, as the OpenAPI document says', async () => {
    const missing = await call(ref.server, 'POST', '/auth/logout');
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ success: false, status: 'error', code: 'UNAUTHORIZED' });
    const unknown = await call(ref.server, 'POST', '/auth/logout', { token: 'not-a-live-token' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('UNAUTHORIZED');
    // A token logged out once is unknown afterwards.
    const { token } = await registerUser(ref.server);
    expect((await call(ref.server, 'POST', '/auth/logout', { token })).status).toBe(200);
    expect((await call(ref.server, 'POST', '/auth/logout', { token })).status).toBe(401);

    const document = (await call(ref.server, 'GET', '/openapi.json')).body as Json;
    const logout = document.paths['/auth/logout'].post;
    expect(Object.keys(logout.responses)).toEqual(expect.arrayContaining(['200', '401']));
    expect(logout.responses['401'].description).toMatch(/no token|not a live/i);
    expect(`${logout.summary} ${logout.description ?? ''}`).not.toMatch(/idempotent/i);
  });
});
