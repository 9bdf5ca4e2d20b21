/**
 * The import writer (issue 7 Deliver 3–5; DESIGN §3 import report): a board file in our format is
 * written as a new board that reads back through the real API — columns in order, cards with their
 * stickers (deadline reminder scheduled), members, sub-cards at any depth, the archive, comments and
 * history with people who are not company members kept by name, templates with new ids — with new,
 * unique task numbers; and a file with a bad value in its last card writes nothing at all.
 */
import { forEachDialect, type Json } from '../harness';
import { api, ok, team, type Team } from '../editor/editorFixture';
import { card, sampleExport } from './boardImportFixture';

forEachDialect('board import writer', (ref) => {
  let t: Team;
  let knownEmail: string;
  beforeAll(async () => {
    t = await team(ref.server, 1);
    const me = await ok(ref.server, t.member, 'GET', '/auth/user');
    knownEmail = me.email;
  });

  const importFile = (file: unknown, who = t.owner) =>
    api(ref.server, who, 'POST', `/project/${t.projectId}/import/board`, file);

  test('the imported board reads back through the API as the file describes it', async () => {
    const before = await ok(ref.server, t.owner, 'POST', `/editor/card/${t.columnIds[0]}`, { name: 'Existing' });
    const answer = await importFile(sampleExport({ email: knownEmail, name: 'Max Member' }));
    expect(answer.status).toBe(201);
    const report = answer.body.data;
    expect(report).toMatchObject({ columns: 2, cards: 3, archivedCards: 1, subCards: 2, comments: 2 });
    expect(report.skipped).toEqual([
      expect.objectContaining({ kind: 'member', id: 'ghost@elsewhere.test', name: 'Ghost Person' }),
      expect.objectContaining({ kind: 'templateMember', name: 'Ghost Person' }),
    ]);
    const boardId = report.boardId;

    const board = await ok(ref.server, t.owner, 'GET', `/board/${boardId}`);
    expect(board).toMatchObject({ name: 'Imported roadmap', bgColor: '#336699', projectId: t.projectId });

    const columns: Json[] = await ok(ref.server, t.owner, 'GET', `/editor/columns/${boardId}`);
    expect(columns.map((c) => [c.name, c.color, c.cardsCount, c.archiveCount])).toEqual([
      ['To do', '#ff0000', 1, 1],
      ['Done', null, 1, 0],
    ]);
    const spec = columns[0].cards[0];
    expect(spec).toMatchObject({
      name: 'Write spec',
      desc: 'The **spec**',
      createdAt: '2024-01-02T10:00:00.000Z',
      movedAt: '2024-01-03T10:00:00.000Z',
      creator: { userId: t.member.id },
      cardsMembers: [{ userId: t.member.id, isResponsible: false }],
      childCount: 1,
      childDoneCount: 1,
      messageCount: 2,
      historyCount: 2,
    });
    expect(
      spec.stickers.map((s: Json) => [
        s.boardSticker.type,
        s.boardSticker.name,
        s.value?.name ?? s.value?.value ?? null,
      ]),
    ).toEqual([
      ['deadline', null, null],
      ['state', 'Status', 'Doing'],
      ['deleted', 'Old notes', 'kept'],
    ]);
    expect(spec.stickers[0].value).toMatchObject({ showTime: true, notification: 900, prevValues: [] });
    const ship = columns[1].cards[0];
    expect(ship.stickers[0].value).toEqual({ value: 3.5 });

    // The deadline's reminder is scheduled like one set through the editor.
    const due = await ref.server.app.db
      .selectFrom('cardStickers')
      .select('dueAt')
      .where('id', '=', spec.stickers[0].id)
      .executeTakeFirstOrThrow();
    expect(due.dueAt).not.toBeNull();

    // Task numbers: new, unique within the company, after the existing card's.
    const counters = await ref.server.app.db
      .selectFrom('cards')
      .select('counter')
      .where('boardId', '=', boardId)
      .execute();
    expect(counters).toHaveLength(5);
    expect(new Set(counters.map((c) => c.counter)).size).toBe(5);
    expect(Math.min(...counters.map((c) => c.counter))).toBeGreaterThan(before.counter);

    const archive = await api(ref.server, t.owner, 'GET', `/editor/column/${columns[0].id}/archive-cards`);
    expect(archive.body.cards.map((c: Json) => [c.name, c.archivedAt, c.stickers[0].value])).toEqual([
      ['Old idea', '2024-01-10T00:00:00.000Z', { value: 'parked' }],
    ]);

    const children = await api(ref.server, t.owner, 'GET', `/editor/card/${spec.id}/children`);
    expect(children.body.cards.map((c: Json) => [c.name, c.doneAt, c.columnId])).toEqual([
      ['Outline', '2024-01-03T00:00:00.000Z', columns[0].id],
    ]);
    const grandchildren = await api(ref.server, t.owner, 'GET', `/editor/card/${children.body.cards[0].id}/children`);
    expect(grandchildren.body.cards.map((c: Json) => c.name)).toEqual(['Headings']);

    const comments: Json[] = await ok(ref.server, t.owner, 'GET', `/editor/card/${spec.id}/comments`);
    expect(comments.map((c) => [c.text, c.author.userId, c.author.name, c.createdAt, c.updatedAt])).toEqual([
      ['First!', t.member.id, 'Max Member', '2024-01-02T11:00:00.000Z', '2024-01-02T11:00:00.000Z'],
      ['From Trello', null, 'Trello Tom', '2024-01-02T12:00:00.000Z', '2024-01-02T12:30:00.000Z'],
    ]);

    const history: Json[] = await ok(ref.server, t.owner, 'GET', `/editor/card/${spec.id}/history`);
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'renamed',
          from: 'Spec',
          to: 'Write spec',
          actor: { userId: null, name: 'Trello Tom' },
          createdAt: '2024-01-02T10:30:00.000Z',
        }),
        expect.objectContaining({
          action: 'importedMembers',
          field: 'members',
          from: null,
          to: 'Ghost Person',
          actor: null,
        }),
      ]),
    );

    const stickers: Json[] = await ok(ref.server, t.owner, 'GET', `/board/${boardId}/stickers`);
    expect(stickers.map((s) => [s.type, s.name])).toEqual([
      ['deadline', null],
      ['state', 'Status'],
      ['textField', 'Notes'],
      ['numberField', 'Points'],
    ]);
    const templates: Json[] = await ok(ref.server, t.owner, 'GET', `/board/${boardId}/task-templates`);
    expect(templates).toEqual([
      expect.objectContaining({
        name: 'Bug',
        executors: [t.member.id],
        stickers: [{ stickerId: stickers[1].id, value: { name: 'Doing', color: 'blue' } }],
      }),
    ]);
  }, 20_000);

  test('a bad value in the last card rejects the file and writes nothing', async () => {
    const db = ref.server.app.db;
    const count = async () => ({
      boards: (await db.selectFrom('boards').select('id').execute()).length,
      columns: (await db.selectFrom('columns').select('id').execute()).length,
      cards: (await db.selectFrom('cards').select('id').execute()).length,
      comments: (await db.selectFrom('comments').select('id').execute()).length,
      counter: (
        await db.selectFrom('companies').select('taskCounter').where('id', '=', t.companyId).executeTakeFirstOrThrow()
      ).taskCounter,
    });
    const before = await count();
    const file = sampleExport({ email: knownEmail, name: 'Max Member' });
    file.columns[1].cards.push(
      card('Last one', 1, {
        stickers: [{ sticker: 'n', value: { value: 'many' }, updatedAt: '2024-01-04T00:00:00.000Z', updatedBy: null }],
      }),
    );
    const answer = await importFile(file);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Card "Last one": sticker "Points" value is not valid');
    expect(await count()).toEqual(before);

    const ru = await api(ref.server, t.owner, 'POST', `/project/${t.projectId}/import/board`, file, {
      headers: { 'accept-language': 'ru' },
    });
    expect(ru.body.error).toBe('Карточка «Last one»: некорректное значение стикера «Points»');
  });

  test('a card sticker naming no definition of the file is a 400 naming the card', async () => {
    const file = sampleExport({ email: knownEmail, name: 'Max Member' });
    file.columns[0].cards[0].children[0].stickers.push({
      sticker: 'nope',
      value: null,
      updatedAt: '2024-01-04T00:00:00.000Z',
      updatedBy: null,
    });
    const answer = await importFile(file);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Card "Outline": sticker "nope" is not defined in the file');
  });

  test('sticker settings that break the shared rules are a 400 naming the sticker', async () => {
    const file = sampleExport({ email: knownEmail, name: 'Max Member' });
    file.stickers[1].configs = { states: [{ name: 'Doing', color: 'chartreuse' }] };
    const answer = await importFile(file);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Sticker "Status": its settings are not valid');
  });
});

forEachDialect('board import transaction', (ref) => {
  test('a failure in the middle of the write rolls back the board, its columns and cards', async () => {
    const t = await team(ref.server, 1);
    const db = ref.server.app.db;
    const { importBoardExport } = await import('../../../src/server/import/boardImport/importBoardExport');
    const { loadCompanyPeople } = await import('../../../src/server/import/companyPeople');
    // A card already holding a task number the import will take: its sub-card inserts then fail
    // after the board, columns and top-level cards were written.
    const company = await db
      .selectFrom('companies')
      .select('taskCounter')
      .where('id', '=', t.companyId)
      .executeTakeFirstOrThrow();
    const existing = await ok(ref.server, t.owner, 'POST', `/editor/card/${t.columnIds[0]}`, { name: 'Blocker' });
    await db
      .updateTable('cards')
      .set({ counter: company.taskCounter + 5 })
      .where('id', '=', existing.id)
      .execute();
    const rows = async () => ({
      boards: (await db.selectFrom('boards').select('id').execute()).length,
      columns: (await db.selectFrom('columns').select('id').execute()).length,
      cards: (await db.selectFrom('cards').select('id').execute()).length,
    });
    const before = await rows();
    const people = await loadCompanyPeople(db, t.companyId);
    const file = sampleExport({ email: 'nobody@example.com', name: 'Nobody' });
    // (The database driver's error may come from another realm than jest's Error: compare outcomes.)
    const outcome = await importBoardExport(db, { projectId: t.projectId, userId: t.owner.id, file, people }).then(
      () => 'written',
      () => 'failed',
    );
    expect(outcome).toBe('failed');
    expect(await rows()).toEqual(before);
  }, 20_000);
});
