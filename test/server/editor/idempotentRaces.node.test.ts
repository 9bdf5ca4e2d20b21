/**
 * Identical requests fired together (DESIGN §3 Envelope "Never 500"; routes documented as
 * idempotent or once-only): ten at once answer what a sequential repeat answers, and exactly one
 * row exists afterwards — executor/responsible assign and remove, a once-per-board sticker type
 * (unique partial index board_stickers_once_type_uq), attaching the same sticker to a card, and the
 * first read and enabling of a board's guest link; deletes of a card, column, comment, board sticker
 * or template (one 200, the others the 404 of a repeat). On SQLite and PostgreSQL.
 */
import { forEachDialect, type Json, type TestServer } from '../harness';
import { api, ok, team, type Person } from './editorFixture';

const N = 10;

/** Fires `N` identical calls at once; returns their statuses and bodies. */
const together = (server: TestServer, who: Person, method: string, url: string, body?: unknown) =>
  Promise.all(Array.from({ length: N }, () => api(server, who, method, url, body)));

const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

forEachDialect('identical requests at once', (ref) => {
  test.each([true, false])(
    'assigning the same member (responsible %s) ten times at once: 200 each, one assignment, one history entry',
    async (responsible) => {
      const t = await team(ref.server, 1);
      const card = await ok(ref.server, t.owner, 'POST', `/editor/card/${t.columnIds[0]}`, { name: 'Task' });
      const url = `/editor/card/${card.id}/member/${t.member.id}/${responsible}`;
      const answers = await together(ref.server, t.owner, 'POST', url);
      expect(statuses(answers)).toEqual(Array(N).fill(200));
      const assigned = [{ userId: t.member.id, isResponsible: responsible }];
      for (const answer of answers) expect(answer.body.data.cardsMembers).toEqual(assigned);
      const rows = await ref.server.app.db
        .selectFrom('cardMembers')
        .selectAll()
        .where('cardId', '=', card.id)
        .execute();
      expect(rows).toHaveLength(1);
      const history = await ok(ref.server, t.owner, 'GET', `/editor/card/${card.id}/history`);
      expect(history.map((entry: Json) => entry.action)).toEqual(['memberAdded', 'created']);
      const again = await api(ref.server, t.owner, 'POST', url);
      expect(again.status).toBe(200);
      expect(again.body.data).toEqual(answers[0].body.data);

      const removals = await together(ref.server, t.owner, 'DELETE', url);
      expect(statuses(removals)).toEqual(Array(N).fill(200));
      for (const answer of removals) expect(answer.body.data.cardsMembers).toEqual([]);
      const after = await ok(ref.server, t.owner, 'GET', `/editor/card/${card.id}/history`);
      expect(after.map((entry: Json) => entry.action)).toEqual(['memberRemoved', 'memberAdded', 'created']);
      expect((await ok(ref.server, t.owner, 'GET', `/editor/card/${card.id}`)).historyCount).toBe(3);
    },
  );

  test.each(['deadline', 'timer', 'stopwatch', 'executor'])(
    'adding the once-per-board sticker %s ten times at once: one 201, the others the 400 of a repeat',
    async (type) => {
      const t = await team(ref.server, 1);
      const url = `/board/${t.boardId}/stickers`;
      const answers = await together(ref.server, t.owner, 'POST', url, { type });
      expect(statuses(answers)).toEqual([201, ...Array(N - 1).fill(400)]);
      const repeat = await api(ref.server, t.owner, 'POST', url, { type }, { expect: 400 });
      for (const answer of answers.filter((a) => a.status === 400)) expect(answer.body).toEqual(repeat.body);
      expect(repeat.body.data).toEqual({ type: expect.any(String) });
      const rows = await ref.server.app.db
        .selectFrom('boardStickers')
        .selectAll()
        .where('boardId', '=', t.boardId)
        .where('type', '=', type)
        .execute();
      expect(rows).toHaveLength(1);
    },
  );

  test('named sticker types may still be added many times at once', async () => {
    const t = await team(ref.server, 1);
    const answers = await together(ref.server, t.owner, 'POST', `/board/${t.boardId}/stickers`, {
      type: 'textField',
      name: 'Note',
    });
    expect(statuses(answers)).toEqual(Array(N).fill(201));
  });

  test('attaching the same sticker to a card ten times at once: one 201, the others the 400 of a repeat', async () => {
    const t = await team(ref.server, 1);
    const card = await ok(ref.server, t.owner, 'POST', `/editor/card/${t.columnIds[0]}`, { name: 'Task' });
    const sticker = await ok(ref.server, t.owner, 'POST', `/board/${t.boardId}/stickers`, { type: 'deadline' });
    const url = `/editor/card/${card.id}/sticker/create`;
    const body = { boardStickerId: sticker.id };
    const answers = await together(ref.server, t.owner, 'POST', url, body);
    expect(statuses(answers)).toEqual([201, ...Array(N - 1).fill(400)]);
    const repeat = await api(ref.server, t.owner, 'POST', url, body, { expect: 400 });
    for (const answer of answers.filter((a) => a.status === 400)) expect(answer.body).toEqual(repeat.body);
    const rows = await ref.server.app.db.selectFrom('cardStickers').selectAll().where('cardId', '=', card.id).execute();
    expect(rows).toHaveLength(1);
  });

  test('the first reads and enables of a guest link at once: one link, the same token for all', async () => {
    const t = await team(ref.server, 1);
    const url = `/board/${t.boardId}/share`;
    const reads = await together(ref.server, t.member, 'GET', url);
    expect(statuses(reads)).toEqual(Array(N).fill(200));
    expect(new Set(reads.map((a) => a.body.data.token)).size).toBe(1);
    const enables = await together(ref.server, t.owner, 'PUT', url, { enabled: true });
    expect(statuses(enables)).toEqual(Array(N).fill(200));
    for (const answer of enables) expect(answer.body.data).toEqual({ ...reads[0].body.data, enabled: true });
    const rows = await ref.server.app.db
      .selectFrom('boardShares')
      .selectAll()
      .where('boardId', '=', t.boardId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  test('deleting the same card, column, comment, board sticker or template ten times at once: one 200, nine 404', async () => {
    const t = await team(ref.server, 2);
    const [columnId, doomedColumnId] = t.columnIds;
    const card = await ok(ref.server, t.owner, 'POST', `/editor/card/${columnId}`, { name: 'Task' });
    const doomed = await ok(ref.server, t.owner, 'POST', `/editor/card/${columnId}`, { name: 'Doomed' });
    const comment = await ok(ref.server, t.owner, 'POST', `/editor/card/${card.id}/comments`, { text: 'Hi' });
    const sticker = await ok(ref.server, t.owner, 'POST', `/board/${t.boardId}/stickers`, { type: 'deadline' });
    const template = await ok(ref.server, t.owner, 'POST', `/board/${t.boardId}/task-templates`, {
      name: 'T',
      taskName: 'Task',
    });
    for (const url of [
      `/editor/card/${card.id}/comments/${comment.id}`,
      `/editor/card/${doomed.id}?force=1`,
      `/editor/column/${doomedColumnId}?force=1`,
      `/board/${t.boardId}/stickers/${sticker.id}`,
      `/board/${t.boardId}/task-templates/${template.id}`,
    ]) {
      const answers = await together(ref.server, t.owner, 'DELETE', url);
      expect(`${url} ${statuses(answers).join()}`).toBe(`${url} ${[200, ...Array(N - 1).fill(404)].join()}`);
      const repeat = await api(ref.server, t.owner, 'DELETE', url, undefined, { expect: 404 });
      for (const answer of answers.filter((a) => a.status === 404)) expect(answer.body).toEqual(repeat.body);
    }
    expect((await ok(ref.server, t.owner, 'GET', `/editor/card/${card.id}`)).messageCount).toBe(0);
  });
});
