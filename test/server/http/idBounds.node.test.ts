/**
 * Integers that reach 32-bit INTEGER columns are bounded by MAX_INT32 in the shared schemas
 * (DESIGN §4 "Ids are integers"): ids of 2^31 and above, 2^53, 0 and −1 in a path, a query or a
 * body are a 400 with a field error, and an id in range that names nothing is a 404 — on both
 * databases, over HTTP and the socket `api`; never a 500.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { call, forEachDialect, openSocket, socketCall, type Json } from '../harness';
import { ok, team, type Team } from '../editor/editorFixture';

const OUT_OF_RANGE = ['2147483648', '9007199254740992', '-1', '0'];

forEachDialect('integer bounds', (ref) => {
  let t: Team;
  let cardId: number;
  let stickerId: number;
  let templateId: number;
  let socket: ClientSocket;
  beforeAll(async () => {
    t = await team(ref.server, 2);
    cardId = (await ok(ref.server, t.owner, 'POST', `/editor/card/${t.columnIds[0]}`, { name: 'Card' })).id;
    stickerId = (await ok(ref.server, t.owner, 'POST', `/board/${t.boardId}/stickers`, { type: 'priority' })).id;
    templateId = (
      await ok(ref.server, t.owner, 'POST', `/board/${t.boardId}/task-templates`, { name: 'T', taskName: 'Task' })
    ).id;
    socket = await openSocket(ref.server, t.owner.token);
  });
  afterAll(() => {
    socket.close();
  });

  /**
   * One route of each kind: method, path with `{}` for the id under test, the status of an id in
   * range that names nothing (404, a page: 200, an idempotent removal: 200), and a valid body.
   */
  const pathRoutes = (): [string, string, number, Json?][] => [
    ['GET', '/company/{}', 404],
    ['GET', '/project/{}', 404],
    ['GET', '/board/{}', 404],
    ['GET', '/editor/columns/{}', 404],
    ['GET', '/editor/card/{}', 404],
    ['GET', `/editor/card/${cardId}/children?after={}`, 200],
    ['GET', `/editor/column/${t.columnIds[0]}/cards/100?after={}`, 200],
    ['DELETE', `/company/${t.companyId}/members/{}`, 404],
    ['PUT', `/board/${t.boardId}/stickers/{}`, 404, { name: 'x' }],
    ['PUT', `/board/${t.boardId}/task-templates/{}`, 404, { name: 'x', taskName: 'x' }],
    ['GET', `/company/${t.companyId}/tasks/{}`, 404],
    ['DELETE', `/editor/card/${cardId}/member/{}/true`, 200],
    ['POST', `/editor/card/${t.columnIds[0]}/{}`, 404, { name: 'x' }],
  ];

  test('an id out of range in a path or query is a 400 at that field; in range but unknown, no 500', async () => {
    for (const [method, template, inRange, body] of pathRoutes()) {
      for (const id of OUT_OF_RANGE) {
        const url = template.replace('{}', id);
        const answer = await call(ref.server, method, url, { token: t.owner.token, body });
        expect({ url, status: answer.status, code: answer.body.code }).toEqual({
          url,
          status: 400,
          code: 'VALIDATION_FAILED',
        });
        expect(Object.keys(answer.body.data ?? {})).toHaveLength(1);
      }
      const url = template.replace('{}', '2147483647');
      const answer = await call(ref.server, method, url, { token: t.owner.token, body });
      expect({ url, status: answer.status }).toEqual({ url, status: inRange });
    }
  });

  test('ids and sorts out of range in a body are a 400 at their field', async () => {
    const cases: [string, string, Json, Json][] = [
      [
        'POST',
        `/editor/card/${t.columnIds[0]}`,
        { name: 'x', members: [{ userId: 2 ** 31, isResponsible: false }] },
        { members: { 0: { userId: expect.any(String) } } },
      ],
      [
        'POST',
        `/editor/card/${t.columnIds[0]}`,
        { name: 'x', stickers: [{ boardStickerId: 2 ** 53 }] },
        { stickers: { 0: { boardStickerId: expect.any(String) } } },
      ],
      ['PUT', `/editor/card/${cardId}`, { columnId: 2 ** 31 }, { columnId: expect.any(String) }],
      ['PUT', `/editor/card/${cardId}`, { parentCardId: 2 ** 31 }, { parentCardId: expect.any(String) }],
      ['PUT', `/editor/card/${cardId}`, { sort: 2 ** 31 }, { sort: expect.any(String) }],
      ['PUT', `/editor/card/${cardId}`, { sort: -(2 ** 31) - 1 }, { sort: expect.any(String) }],
      ['PUT', `/editor/column/${t.columnIds[0]}`, { sort: 2 ** 31 }, { sort: expect.any(String) }],
      [
        'POST',
        `/editor/sort/cards/${t.columnIds[0]}`,
        { order: [cardId, 2 ** 31] },
        { order: { 1: expect.any(String) } },
      ],
      ['PUT', `/board/${t.boardId}/stickers/${stickerId}`, { sort: 2 ** 31 }, { sort: expect.any(String) }],
      ['PUT', `/board/${t.boardId}/stickers/${stickerId}`, { sort: -1 }, { sort: expect.any(String) }],
      [
        'POST',
        `/editor/card/${cardId}/sticker/create`,
        { boardStickerId: 2 ** 31 },
        { boardStickerId: expect.any(String) },
      ],
      [
        'PUT',
        `/board/${t.boardId}/task-templates/${templateId}`,
        { name: 'T', taskName: 'x', executors: [2 ** 31] },
        { executors: { 0: expect.any(String) } },
      ],
      [
        'PUT',
        `/board/${t.boardId}/task-templates/${templateId}`,
        { name: 'T', taskName: 'x', stickers: [{ stickerId: 2 ** 31 }] },
        { stickers: { 0: { stickerId: expect.any(String) } } },
      ],
      [
        'POST',
        `/board/${t.boardId}/stickers`,
        { type: 'deadline', configs: { automation: { assignValue: { userId: 2 ** 31 } } } },
        { configs: { automation: { assignValue: { userId: expect.any(String) } } } },
      ],
      ['POST', `/company/${t.companyId}/links`, { maxUses: 2 ** 31 }, { maxUses: expect.any(String) }],
    ];
    for (const [method, url, body, data] of cases) {
      const answer = await call(ref.server, method, url, { token: t.owner.token, body });
      expect({ url, body, status: answer.status, code: answer.body.code, data: answer.body.data }).toEqual({
        url,
        body,
        status: 400,
        code: 'VALIDATION_FAILED',
        data,
      });
    }
  });

  test('a card or column sort at the top of the allowed range is kept, with headroom for shifts', async () => {
    const top = await call(ref.server, 'PUT', `/editor/card/${cardId}`, {
      token: t.owner.token,
      body: { sort: 1_073_741_823 },
    });
    expect(top.status).toBe(200);
    const other = await ok(ref.server, t.owner, 'POST', `/editor/card/${t.columnIds[0]}`, { name: 'Other' });
    // A tie shifts the card above up by one; a new card goes on top (+1024): both stay in range.
    const tie = await call(ref.server, 'PUT', `/editor/card/${other.id}`, {
      token: t.owner.token,
      body: { sort: 1_073_741_823 },
    });
    expect(tie.status).toBe(200);
    expect(
      (
        await call(ref.server, 'POST', `/editor/card/${t.columnIds[0]}`, {
          token: t.owner.token,
          body: { name: 'New' },
        })
      ).status,
    ).toBe(201);
  });

  test('a timer longer than 100 years is a 400, so starting a timer never fails on its end date', async () => {
    const timer = await ok(ref.server, t.owner, 'POST', `/board/${t.boardId}/stickers`, { type: 'timer' });
    const attached = await ok(ref.server, t.owner, 'POST', `/editor/card/${cardId}/sticker/create`, {
      boardStickerId: timer.id,
    });
    const url = `/editor/card/${cardId}/sticker/${attached.id}`;
    const huge = await call(ref.server, 'PUT', url, {
      token: t.owner.token,
      body: { value: { initialValue: 2 ** 53 - 1 } },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.data).toEqual({ value: { initialValue: expect.any(String) } });
    const year = await call(ref.server, 'PUT', url, {
      token: t.owner.token,
      body: { value: { initialValue: 365 * 86_400_000 } },
    });
    expect(year.status).toBe(200);
    const start = await call(ref.server, 'PUT', url, { token: t.owner.token, body: { value: { command: 'start' } } });
    expect(start.status).toBe(200);
  });

  test('over the socket api, ids out of range are a 400 envelope and unknown ids a 404', async () => {
    for (const id of OUT_OF_RANGE) {
      const answer = await socketCall(socket, { method: 'GET', url: `/editor/card/${id}` });
      expect(answer.status).toBe(400);
      expect(answer.data).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        data: { cardId: expect.any(String) },
      });
      const body = await socketCall(socket, {
        method: 'PUT',
        url: `/editor/card/${cardId}`,
        body: { columnId: Number(id) },
      });
      expect(body.status).toBe(400);
    }
    expect((await socketCall(socket, { method: 'GET', url: '/editor/card/2147483647' })).status).toBe(404);
    const join = await socket.timeout(2000).emitWithAck('board:join', { boardId: 2 ** 31 });
    expect(join).toEqual({ ok: false, error: 'VALIDATION_FAILED' });
  });
});
