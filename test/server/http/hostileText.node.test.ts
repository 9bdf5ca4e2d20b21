/**
 * Text the databases cannot store (README departures; src/shared/storableText.ts): U+0000 and
 * lone surrogates are refused with 400 VALIDATION_FAILED and a field error at their place, in
 * bodies at any depth, path tokens, query parameters (the guest tokens are read before
 * validation) and socket `api` headers — on SQLite and PostgreSQL alike, never a 500.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { call, forEachDialect, openSocket, socketCall, type Json } from '../harness';
import { team, type Team } from '../editor/editorFixture';

const UNSTORABLE = 'Contains a character that cannot be stored';

const refused = (answer: { status: number; body: Json }, data: Json) => {
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual({
    success: false,
    status: 'error',
    error: 'Check the highlighted fields',
    code: 'VALIDATION_FAILED',
    data,
  });
};

forEachDialect('text the database cannot store', (ref) => {
  let t: Team;
  let socket: ClientSocket;
  beforeAll(async () => {
    t = await team(ref.server, 1);
    socket = await openSocket(ref.server, t.owner.token);
  });
  afterAll(() => {
    socket.close();
  });

  const stillUp = async () => {
    const answer = await call(ref.server, 'GET', '/auth/user', { token: t.owner.token });
    expect(answer.status).toBe(200);
  };

  test('a NUL in a body field is a 400 at that field', async () => {
    refused(await call(ref.server, 'POST', '/company', { token: t.owner.token, body: { name: 'Ac\u0000me' } }), {
      name: UNSTORABLE,
    });
    refused(
      await call(ref.server, 'POST', `/editor/card/${t.columnIds[0]}`, {
        token: t.owner.token,
        body: { name: 'ok', desc: 'a\u0000b' },
      }),
      { desc: UNSTORABLE },
    );
    await stillUp();
  });

  test('a NUL deep in profile meta, or in one of its keys, is a 400 at its path', async () => {
    refused(
      await call(ref.server, 'PUT', '/auth/profile', {
        token: t.owner.token,
        body: { meta: { notes: ['fine', { text: 'bad\u0000' }] } },
      }),
      { meta: { notes: { 1: { text: UNSTORABLE } } } },
    );
    refused(
      await call(ref.server, 'PUT', '/auth/profile', { token: t.owner.token, body: { meta: { 'k\u0000': 1 } } }),
      { meta: { 'k\u0000': UNSTORABLE } },
    );
    await stillUp();
  });

  test('a lone surrogate in a body is a 400', async () => {
    refused(
      await call(ref.server, 'POST', '/company', {
        token: t.owner.token,
        raw: '{"name":"half \\ud83d emoji"}',
        headers: { 'content-type': 'application/json' },
      }),
      { name: UNSTORABLE },
    );
    // A whole emoji (a surrogate pair) is fine.
    const created = await call(ref.server, 'POST', '/company', { token: t.owner.token, body: { name: 'Team 😀' } });
    expect(created.status).toBe(201);
  });

  test('a NUL in a path token, without signing in, is a 400', async () => {
    refused(await call(ref.server, 'GET', '/board/shared/%00'), { token: UNSTORABLE });
    refused(await call(ref.server, 'GET', '/board/shared/abc%00def'), { token: UNSTORABLE });
    refused(await call(ref.server, 'GET', '/company/join/%00', { token: t.member.token }), { token: UNSTORABLE });
    await stillUp();
  });

  test('a NUL in a guest token query parameter is a 400 before any lookup', async () => {
    refused(await call(ref.server, 'GET', `/editor/columns/${t.boardId}?guestToken=%00`), { guestToken: UNSTORABLE });
    refused(await call(ref.server, 'GET', `/editor/columns/${t.boardId}?token=%00`), { token: UNSTORABLE });
    refused(await call(ref.server, 'GET', `/editor/columns/${t.boardId}?token=x&other=%00`), { other: UNSTORABLE });
    await stillUp();
  });

  test('a NUL inside the JSON of the filters query is a 400', async () => {
    const filters = encodeURIComponent(JSON.stringify({ text: 'a\u0000' }));
    const answer = await call(ref.server, 'GET', `/editor/column/${t.columnIds[0]}/cards/100?filters=${filters}`, {
      token: t.owner.token,
    });
    refused(answer, { filters: { text: UNSTORABLE } });
  });

  test('over the socket api: a NUL in the body, the url or a header is a 400 envelope', async () => {
    const body = await socketCall(socket, { method: 'POST', url: '/company', body: { name: 'x\u0000' } });
    expect(body.status).toBe(400);
    expect(body.data).toMatchObject({ code: 'VALIDATION_FAILED', data: { name: UNSTORABLE } });
    expect(body.error).toBe('Check the highlighted fields');

    const path = await socketCall(socket, { method: 'GET', url: '/board/shared/%00' });
    expect(path.status).toBe(400);
    expect(path.data).toMatchObject({ code: 'VALIDATION_FAILED', data: { token: UNSTORABLE } });

    const header = await socketCall(socket, {
      method: 'GET',
      url: `/editor/columns/${t.boardId}`,
      headers: { 'x-guest-token': 'a\u0000b' },
    });
    expect(header.status).toBe(400);
    expect(header.data).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { headers: { 'x-guest-token': UNSTORABLE } },
    });

    const rawUrl = await socketCall(socket, { method: 'GET', url: '/board/shared/\u0000' });
    expect(rawUrl.status).toBe(400);
    expect(rawUrl.data).toMatchObject({ code: 'VALIDATION_FAILED', data: { url: UNSTORABLE } });

    const lineBreak = await socketCall(socket, { method: 'GET', url: '/auth/user', headers: { 'x-note': 'a\r\nb' } });
    expect(lineBreak.status).toBe(400);
    expect(lineBreak.data).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { headers: { 'x-note': 'Invalid format' } },
    });

    const surrogate = await socketCall(socket, { method: 'PUT', url: '/auth/profile', body: { name: '\udc00' } });
    expect(surrogate.status).toBe(400);
    expect(surrogate.data).toMatchObject({ code: 'VALIDATION_FAILED', data: { name: UNSTORABLE } });

    expect((await socketCall(socket, { method: 'GET', url: '/auth/user' })).status).toBe(200);
  });

  test('a NUL in the socket handshake token fails with AUTH_FAILED', async () => {
    await expect(openSocket(ref.server, `${t.owner.token}\u0000`)).rejects.toThrow('AUTH_FAILED');
    await expect(openSocket(ref.server, '\u0000')).rejects.toThrow('AUTH_FAILED');
    await stillUp();
  });
});
