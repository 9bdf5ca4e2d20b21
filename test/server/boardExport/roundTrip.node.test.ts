/**
 * Export ↔ import round trip (issue 7 Deliver 3 "a board to one JSON file of our own format that
 * imports back into an equal board"; Checks "property tests that an export → import round trip is
 * lossless"): a random valid file imported with POST /project/{projectId}/import/board and exported
 * again with GET /board/{boardId}/export is the same file, up to what legitimately changes
 * (boardExportArbitrary.ts `normalised`); and a board made through the normal API, exported,
 * imported and exported again, gives the same file twice (a fixed point).
 */
import fc from 'fast-check';
import type { BoardExport, PersonRef } from '../../../src/shared/board/boardExport';
import { api, ok, type Person } from '../editor/editorFixture';
import { call, forEachDialect, type Json, type TestServer } from '../harness';
import { parseCsv } from './csvText';
import { boardExportArbitrary, normalised } from './boardExportArbitrary';
import { seedBoard, type SeededBoard } from './exportFixture';

async function exportOf(server: TestServer, who: Person, boardId: number): Promise<BoardExport> {
  return (await api(server, who, 'GET', `/board/${boardId}/export`, undefined, { expect: 200 })).body as BoardExport;
}

async function importInto(server: TestServer, who: Person, projectId: number, file: BoardExport) {
  return (await api(server, who, 'POST', `/project/${projectId}/import/board`, file, { expect: 201 })).body.data;
}

forEachDialect('board export round trip', (ref) => {
  let seeded: SeededBoard;
  let people: PersonRef[];

  beforeAll(async () => {
    seeded = await seedBoard(ref.server);
    const users = await Promise.all(
      [seeded.owner, seeded.member].map((who) => ok(ref.server, who, 'GET', '/auth/user')),
    );
    people = users.map((user) => ({ email: user.email, name: user.name }));
  });

  test('a random board file imports and exports back equal', async () => {
    const [importer] = people;
    await fc.assert(
      fc.asyncProperty(boardExportArbitrary(people), async (file) => {
        const report = await importInto(ref.server, seeded.owner, seeded.projectId, file);
        expect(report.skipped).toEqual([]);
        const back = await exportOf(ref.server, seeded.owner, report.boardId);
        expect(normalised(back, importer)).toEqual(normalised(file, importer));
      }),
      { numRuns: 20 },
    );
  });

  test('a comment author or history actor who is not a company member comes back as a name', async () => {
    const ghost = { email: 'ghost@elsewhere.example', name: 'Ghost Writer' };
    const at = '2025-01-02T03:04:05.000Z';
    const file: BoardExport = {
      format: 'teamspace.board',
      version: 1,
      exportedAt: at,
      board: { name: 'Imported', bgColor: null, bgImage: null, displayType: 'kanban' },
      stickers: [],
      templates: [],
      columns: [
        {
          name: 'To do',
          color: null,
          cards: [
            {
              name: 'Haunted',
              desc: null,
              color: null,
              sort: 0,
              createdAt: at,
              movedAt: at,
              doneAt: null,
              archivedAt: null,
              creator: people[1],
              members: [],
              stickers: [],
              comments: [{ author: ghost, text: 'Boo', createdAt: at, updatedAt: at }],
              history: [{ actor: ghost, action: 'renamed', field: 'name', from: 'Old', to: 'Haunted', createdAt: at }],
              children: [],
            },
          ],
        },
      ],
    };
    const report = await importInto(ref.server, seeded.owner, seeded.projectId, file);
    const [card] = (await exportOf(ref.server, seeded.owner, report.boardId)).columns[0].cards;
    expect(card.creator).toEqual(people[1]);
    expect(card.comments[0].author).toEqual({ email: null, name: 'Ghost Writer' });
    expect(card.history[0].actor).toEqual({ email: null, name: 'Ghost Writer' });
  });

  test('a board made in the app is a fixed point of export → import → export', async () => {
    const first = await exportOf(ref.server, seeded.owner, seeded.boardId);
    const report = await importInto(ref.server, seeded.owner, seeded.projectId, first);
    expect(report).toMatchObject({ columns: 3, cards: 5, archivedCards: 1, subCards: 4, comments: 2, skipped: [] });
    const second = await exportOf(ref.server, seeded.owner, report.boardId);
    const [importer] = people;
    expect(normalised(second, importer)).toEqual(normalised(first, importer));
    // The original keys are the definitions' ids: only the keys and the export time differ.
    expect(second.stickers.map((s) => s.name)).toEqual(first.stickers.map((s) => s.name));

    const third = await exportOf(
      ref.server,
      seeded.owner,
      (await importInto(ref.server, seeded.owner, seeded.projectId, second)).boardId,
    );
    expect(normalised(third, importer)).toEqual(normalised(second, importer));
  });

  test("a card a guest created stays a guest's through export, the CSV and import", async () => {
    const share = await ok(ref.server, seeded.owner, 'PUT', `/board/${seeded.boardId}/share`, {
      enabled: true,
      allowCreateTasks: true,
    });
    const created = await call(ref.server, 'POST', `/editor/card/${seeded.columnIds[0]}`, {
      body: { name: 'Written by a guest' },
      headers: { 'x-guest-token': share.token },
    });
    expect(created.status).toBe(201);

    const file = await exportOf(ref.server, seeded.owner, seeded.boardId);
    const exported = file.columns.flatMap((column) => column.cards).find((card) => card.name === 'Written by a guest');
    expect(exported).toMatchObject({ creator: null, createdByGuest: true });

    const csv = await call(ref.server, 'GET', `/board/${seeded.boardId}/export.csv`, { token: seeded.owner.token });
    const rows = parseCsv(String(csv.body).replace(/^\uFEFF/, ''));
    const creatorColumn = rows[0].indexOf('Creator');
    expect(rows.find((row) => row[1] === 'Written by a guest')?.[creatorColumn]).toBe('Guest');

    const report = await importInto(ref.server, seeded.owner, seeded.projectId, file);
    const columns = await ok(ref.server, seeded.owner, 'GET', `/editor/columns/${report.boardId}`);
    const card = (columns as Json[])
      .flatMap((column: Json) => column.cards as Json[])
      .find((c: Json) => c.name === 'Written by a guest');
    expect(card?.creator).toMatchObject({ userId: 0, isGuest: true });
  });
});
