/**
 * Empty lists where the server reads an SQL `in (…)` list, on SQLite and PostgreSQL (PostgreSQL
 * rejects `in ()`, SQLite reads it as false, so only the former answered 500): every list a
 * client may send empty, and the lists a route computes that come out empty, answer as the
 * route's contract says. A list that must not be empty is refused by its schema (400 at the field)
 * before any query; one that may be is read as "none" or "any", whatever the dialect.
 */
import { CARD_FIELDS } from '../../../src/shared/queries/query.schemas';
import { api, ok, team, type Team } from '../editor/editorFixture';
import { forEachDialect, type Json } from '../harness';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const inTwoHours = () => new Date(Date.now() + 7_200_000).toISOString();

forEachDialect('empty lists in requests', (ref) => {
  let t: Team;
  let cardId: number;
  beforeAll(async () => {
    t = await team(ref.server, 1);
    cardId = (await ok(ref.server, t.owner, 'POST', `/editor/card/${t.columnIds[0]}`, { name: 'Only card' })).id;
  });

  /** The answer's status and its field errors' names (400) or its data. */
  const refusal = async (method: string, url: string, body: unknown) => {
    const answer = await api(ref.server, t.owner, method, url, body);
    return { status: answer.status, code: answer.body.code, fields: Object.keys(answer.body.data ?? {}) };
  };

  test('a reorder naming no card is 400 at order (no query runs)', async () => {
    expect(await refusal('POST', `/editor/sort/cards/${t.columnIds[0]}`, { order: [] })).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: ['order'],
    });
  });

  test('inviting nobody to a calendar event is 400 at userIds', async () => {
    const event = await ok(ref.server, t.owner, 'POST', '/api/calendar/events', {
      title: 'Planning',
      type: 'meeting',
      startDate: inAnHour(),
      endDate: inTwoHours(),
    });
    expect(await refusal('POST', `/api/calendar/events/${event.id}/invitations`, { userIds: [] })).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: ['userIds'],
    });
  });

  test('adding nobody to a chat room is 400 at userIds', async () => {
    const room = await ok(ref.server, t.owner, 'POST', `/chat/company/${t.companyId}/rooms`, {
      type: 'private',
      name: 'Nobody added',
      memberIds: [],
    });
    expect(room.memberCount).toBe(1);
    expect(await refusal('POST', `/chat/rooms/${room.id}/members`, { userIds: [] })).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: ['userIds'],
    });
  });

  test('a card created with no stickers and no members', async () => {
    const card = await ok(ref.server, t.owner, 'POST', `/editor/card/${t.columnIds[0]}`, {
      name: 'Bare',
      stickers: [],
      members: [],
    });
    expect([card.stickers, card.cardsMembers]).toEqual([[], []]);
  });

  test('board filters with empty people and sticker lists filter nothing out', async () => {
    const filters = encodeURIComponent(JSON.stringify({ executor: [], responsible: [], stickers: [] }));
    const [column] = await ok(ref.server, t.owner, 'GET', `/editor/columns/${t.boardId}?filters=${filters}`);
    expect(column.cards.map((card: Json) => card.id)).toContain(cardId);
  });

  test('drawing files asked for no ids answer none', async () => {
    const drawing = await ok(ref.server, t.owner, 'POST', `/draw/project/${t.projectId}/drawings`, { name: 'Sketch' });
    expect(await ok(ref.server, t.owner, 'GET', `/draw/drawings/${drawing.id}/files?ids=`)).toEqual([]);
    expect(await ok(ref.server, t.owner, 'GET', `/draw/drawings/${drawing.id}/files?ids=,,`)).toEqual([]);
  });

  test('an event updated to invite nobody loses its invitees', async () => {
    const event = await ok(ref.server, t.owner, 'POST', '/api/calendar/events', {
      title: 'Review',
      type: 'meeting',
      startDate: inAnHour(),
      endDate: inTwoHours(),
      invitedUsers: [t.member.id],
    });
    expect(event.invitations).toHaveLength(1);
    const updated = await ok(ref.server, t.owner, 'PUT', `/api/calendar/events/${event.id}`, { invitedUsers: [] });
    expect(updated.invitations).toEqual([]);
    const unchanged = await ok(ref.server, t.owner, 'PUT', `/api/calendar/events/${event.id}`, { invitedUsers: [] });
    expect(unchanged.invitations).toEqual([]);
  });

  test('a saved query with empty id lists means "any"; one matching no card answers no rows', async () => {
    const run = (filters: object) =>
      ok(ref.server, t.member, 'POST', `/queries/company/${t.companyId}/run`, {
        definition: { filters, columns: CARD_FIELDS.map((field) => ({ field })) },
      });
    const empties = { boardIds: [], columnIds: [], executorIds: [], responsibleIds: [], creatorIds: [], stickers: [] };
    const any = await run(empties);
    expect(any.rows.map((row: Json) => row.id)).toContain(cardId);
    const none = await run({ ...empties, text: 'no card says this' });
    expect(none.rows).toEqual([]);
  });
});

forEachDialect('lists a route computes that come out empty', (ref) => {
  let t: Team;
  beforeAll(async () => {
    t = await team(ref.server, 1);
  });

  test('chat search with no hit, and a room with no message yet', async () => {
    const room = await ok(ref.server, t.owner, 'POST', `/chat/company/${t.companyId}/rooms`, {
      type: 'public',
      name: 'Quiet',
    });
    expect(await ok(ref.server, t.owner, 'GET', `/chat/company/${t.companyId}/search?q=nothing`)).toEqual([]);
    expect(await ok(ref.server, t.owner, 'GET', `/chat/rooms/${room.id}/messages`)).toEqual({
      messages: [],
      hasMoreBefore: false,
      hasMoreAfter: false,
    });
  });

  test('no calendar invitation and no event in a window', async () => {
    expect(await ok(ref.server, t.member, 'GET', '/api/calendar/invitations?status=pending')).toEqual([]);
    const from = encodeURIComponent('2001-01-01T00:00:00.000Z');
    const to = encodeURIComponent('2001-01-02T00:00:00.000Z');
    expect(await ok(ref.server, t.member, 'GET', `/api/calendar/events?from=${from}&to=${to}`)).toEqual([]);
  });

  test('a board with no card and a company report of a board with none', async () => {
    const [column] = await ok(ref.server, t.owner, 'GET', `/editor/columns/${t.boardId}`);
    expect(column.cards).toEqual([]);
    const report = await ok(
      ref.server,
      t.owner,
      'GET',
      `/reports/company/${t.companyId}?from=2026-03-02&to=2026-03-15&boardIds=${t.boardId}`,
    );
    expect([report.cumulativeFlow, report.throughput, report.timeInColumn]).toEqual([[], [], []]);
  });
});
