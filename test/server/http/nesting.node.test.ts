/**
 * Nesting depth and size of bodies (DESIGN §3 Envelope "Never 500 for bad input"): a body nested
 * deeper than MAX_JSON_DEPTH is a 400 NESTING_TOO_DEEP, measured before parsing (HTTP) or before
 * serialising again (socket `api`), for profile meta, board and Trello imports and any socket
 * call; a socket body above the body limit is the 413 HTTP answers; a socket message above
 * socket.io's buffer closes only that connection. Real boards with ~100 levels of sub-cards still
 * import.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { MAX_JSON_DEPTH } from '../../../src/shared/constants';
import { call, forEachDialect, openSocket, socketCall, type Json } from '../harness';
import { team, type Team } from '../editor/editorFixture';
import { card } from '../import/boardImportFixture';

const TOO_DEEP = {
  success: false,
  status: 'error',
  error: `The request is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays`,
  code: 'NESTING_TOO_DEEP',
};

/** JSON text of `{"a":{"a":…1…}}`, `depth` objects deep (built as text: JSON.stringify would overflow). */
const deepObjectText = (depth: number): string => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const deepArrayText = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

/** A board file whose first card has a chain of `levels` sub-cards. */
function boardFileText(levels: number): string {
  const [head, tail] = JSON.stringify(card('Level', 0)).split('"children":[]');
  const chain = `${head}"children":[`.repeat(levels) + JSON.stringify(card('Leaf', 0)) + `]${tail}`.repeat(levels);
  const file = {
    format: 'teamspace.board',
    version: 1,
    exportedAt: '2024-02-01T00:00:00.000Z',
    board: { name: 'Deep', bgColor: null, bgImage: null, displayType: 'kanban' },
    stickers: [],
    templates: [],
    columns: [{ name: 'Column', color: null, cards: ['CHAIN'] }],
  };
  return JSON.stringify(file).replace('"CHAIN"', chain);
}

/** Sends a socket `api` request whose JSON text is given as is (a client could not stringify it). */
function rawSocketCall(socket: ClientSocket, requestId: string, requestText: string): Promise<Json> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no api reply')), 5000);
    const onReply = (reply: Json) => {
      if (reply.requestId !== requestId) return;
      clearTimeout(timer);
      socket.off('api', onReply);
      resolve(reply);
    };
    socket.on('api', onReply);
    // An engine.io message holding a socket.io EVENT packet ("2") of the main namespace.
    socket.io.engine.send(`2["api",${requestText}]`);
  });
}

forEachDialect('nesting depth', (ref) => {
  let t: Team;
  let socket: ClientSocket;
  beforeAll(async () => {
    t = await team(ref.server, 1);
    socket = await openSocket(ref.server, t.owner.token);
  });
  afterAll(() => {
    socket.close();
  });

  const raw = (method: string, url: string, text: string) =>
    call(ref.server, method, url, { token: t.owner.token, raw: text, headers: { 'content-type': 'application/json' } });

  test('profile meta nested 6,000 deep is a 400 NESTING_TOO_DEEP; 200 deep is stored', async () => {
    const deep = await raw('PUT', '/auth/profile', `{"meta":${deepObjectText(6_000)}}`);
    expect(deep.status).toBe(400);
    expect(deep.body).toEqual(TOO_DEEP);
    const fine = await raw('PUT', '/auth/profile', `{"meta":${deepObjectText(200)}}`);
    expect(fine.status).toBe(200);
    expect((await call(ref.server, 'GET', '/auth/user', { token: t.owner.token })).status).toBe(200);
  });

  test('a 1,000,000-deep array is refused before parsing', async () => {
    const answer = await raw('POST', '/company', deepArrayText(1_000_000));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('NESTING_TOO_DEEP');
  });

  test('a board import with sub-cards 3,000 deep is a 400 NESTING_TOO_DEEP; 100 levels import', async () => {
    const deep = await raw('POST', `/project/${t.projectId}/import/board`, boardFileText(3_000));
    expect(deep.status).toBe(400);
    expect(deep.body).toEqual(TOO_DEEP);
    const real = await raw('POST', `/project/${t.projectId}/import/board`, boardFileText(100));
    expect(real.status).toBe(201);
    expect(real.body.data).toMatchObject({ cards: 1, subCards: 100 });
  });

  test('a Trello import nested 6,000 deep is a 400 NESTING_TOO_DEEP', async () => {
    const text = `{"id":"b","name":"Board","lists":[],"cards":[{"id":"c","name":"x","desc":${deepArrayText(6_000)}}]}`;
    const answer = await raw('POST', `/project/${t.projectId}/import/trello`, text);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(TOO_DEEP);
  });

  test('socket api bodies nested 6,000 deep or a 50,000-deep array answer 400 NESTING_TOO_DEEP', async () => {
    const object = await rawSocketCall(
      socket,
      'deep-object',
      `{"requestId":"deep-object","method":"PUT","url":"/auth/profile","body":{"meta":${deepObjectText(6_000)}}}`,
    );
    expect(object).toEqual({
      requestId: 'deep-object',
      status: 400,
      data: TOO_DEEP,
      error: TOO_DEEP.error,
      headers: {},
    });
    const array = await rawSocketCall(
      socket,
      'deep-array',
      `{"requestId":"deep-array","method":"POST","url":"/company","body":${deepArrayText(50_000)}}`,
    );
    expect(array).toMatchObject({ requestId: 'deep-array', status: 400, data: TOO_DEEP });
    expect((await socketCall(socket, { method: 'GET', url: '/auth/user' })).status).toBe(200);
  });
});

const BODY_LIMIT = 64 * 1024;

forEachDialect(
  'body size over the socket api',
  (ref) => {
    let t: Team;
    beforeAll(async () => {
      t = await team(ref.server, 1);
    });

    test('a socket body above the body limit answers 413 PAYLOAD_TOO_LARGE in the envelope', async () => {
      const socket = await openSocket(ref.server, t.owner.token);
      try {
        const answer = await socketCall(socket, {
          method: 'POST',
          url: '/company',
          body: { name: 'x'.repeat(BODY_LIMIT) },
        });
        expect(answer.status).toBe(413);
        expect(answer.data).toEqual({
          success: false,
          status: 'error',
          error: 'The request is too large',
          code: 'PAYLOAD_TOO_LARGE',
        });
      } finally {
        socket.close();
      }
    });

    test('a socket message above the socket buffer closes that connection only; the server goes on', async () => {
      const socket = await openSocket(ref.server, t.owner.token);
      const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      socket.emit('api', {
        requestId: 'huge',
        method: 'POST',
        url: '/company',
        body: { name: 'x'.repeat(4 * BODY_LIMIT) },
      });
      expect(await closed).toMatch(/transport (close|error)/);
      socket.close();
      const next = await openSocket(ref.server, t.owner.token);
      expect((await socketCall(next, { method: 'GET', url: '/auth/user' })).status).toBe(200);
      next.close();
    });
  },
  { bodyLimitBytes: BODY_LIMIT },
);
