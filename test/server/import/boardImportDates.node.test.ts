/**
 * The dates of an imported card stored as ISO instants (src/server/import/boardImport/importInstants.ts),
 * on SQLite and PostgreSQL: a board file may write a card's dates in any form `Date.parse` reads
 * (a day, an offset); the board, the history and the discussion then answer them as instants, so the
 * reports and filters that compare stored timestamps as text count them on their day. A date that is
 * no date rejects the file with a 400 naming the card, and nothing is written.
 */
import type { BoardExport, ExportedCard } from '../../../src/shared/board/boardExport';
import { api, ok, team, type Team } from '../editor/editorFixture';
import { forEachDialect, type Json } from '../harness';
import { card } from './boardImportFixture';

const fileWith = (cards: ExportedCard[]): BoardExport => ({
  format: 'teamspace.board',
  version: 1,
  exportedAt: '2026-03-20T00:00:00.000Z',
  board: { name: 'Hand-dated', bgColor: null, bgImage: null, displayType: 'kanban' },
  stickers: [],
  templates: [],
  columns: [{ name: 'Inbox', color: null, cards }],
});

forEachDialect('dates of an imported card', (ref) => {
  let t: Team;
  beforeAll(async () => {
    t = await team(ref.server, 1);
  });

  test('a day and an offset are stored as instants: board, history and discussion answer them so', async () => {
    const dated = card('Dated by hand', 1, {
      createdAt: '2026-03-16',
      movedAt: '2026-03-16T10:00:00+03:00',
      doneAt: '2026-03-17 12:30Z',
      comments: [{ author: null, text: 'Noted', createdAt: '2026-03-16', updatedAt: '2026-03-16T12:00:00+01:00' }],
      history: [
        { actor: null, action: 'renamed', field: 'name', from: 'Old', to: 'Dated by hand', createdAt: '2026-03-16' },
      ],
    });
    const report = await ok(ref.server, t.owner, 'POST', `/project/${t.projectId}/import/board`, fileWith([dated]));
    const [column]: Json[] = await ok(ref.server, t.owner, 'GET', `/editor/columns/${report.boardId}`);
    const stored = column.cards[0];
    expect([stored.createdAt, stored.movedAt, stored.doneAt]).toEqual([
      '2026-03-16T00:00:00.000Z',
      '2026-03-16T07:00:00.000Z',
      '2026-03-17T12:30:00.000Z',
    ]);
    const history: Json[] = await ok(ref.server, t.owner, 'GET', `/editor/card/${stored.id}/history`);
    expect(history.find((entry) => entry.action === 'renamed')?.createdAt).toBe('2026-03-16T00:00:00.000Z');
    const comments: Json[] = await ok(ref.server, t.owner, 'GET', `/editor/card/${stored.id}/comments`);
    expect(comments.map((comment) => [comment.createdAt, comment.updatedAt])).toEqual([
      ['2026-03-16T00:00:00.000Z', '2026-03-16T11:00:00.000Z'],
    ]);
  });

  test('a date that is no date is a 400 naming the card and its text; nothing is imported', async () => {
    const before: Json[] = await ok(ref.server, t.owner, 'GET', `/project/${t.projectId}`).then((p) => p.boards);
    const answer = await api(
      ref.server,
      t.owner,
      'POST',
      `/project/${t.projectId}/import/board`,
      fileWith([card('Fine', 1), card('Undated', 2, { children: [card('Child', 1, { movedAt: 'yesterday' })] })]),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Card "Child": "yesterday" is not a date' });
    const after: Json[] = await ok(ref.server, t.owner, 'GET', `/project/${t.projectId}`).then((p) => p.boards);
    expect(after).toHaveLength(before.length);
  });
});
