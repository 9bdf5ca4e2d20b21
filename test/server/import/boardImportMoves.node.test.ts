/**
 * The places of imported moves (src/server/import/boardImport/movePlaces.ts), on SQLite and
 * PostgreSQL: a `moved` history entry of a board file names the columns and cards of the board it
 * was exported from; after the import its history (GET /editor/card/{id}/history) names the
 * imported board's columns — by column name, null where no single imported column has that name —
 * and the imported parent card where the file shows which one it is, else null. Names stay.
 */
import type { BoardExport, ExportedHistory } from '../../../src/shared/board/boardExport';
import { api, ok, team, type Team } from '../editor/editorFixture';
import { forEachDialect, type Json } from '../harness';
import { card } from './boardImportFixture';

/** Ids of the board the file was exported from: no column or card of the importing company. */
const SOURCE = { todo: 90_001, doing: 90_002, review: 90_003, gone: 90_004, parent: 91_000, elsewhere: 91_999 };

const place = (columnId: number | null, columnName: string | null, parentCardId: number | null = null) => ({
  columnId,
  columnName,
  parentCardId,
});

const move = (from: unknown, to: unknown, createdAt: string): ExportedHistory => ({
  actor: null,
  action: 'moved',
  field: 'place',
  from,
  to,
  createdAt,
});

const fileWith = (columns: BoardExport['columns']): BoardExport => ({
  format: 'teamspace.board',
  version: 1,
  exportedAt: '2026-03-20T00:00:00.000Z',
  board: { name: 'Moved around', bgColor: null, bgImage: null, displayType: 'kanban' },
  stickers: [],
  templates: [],
  columns,
});

forEachDialect('moves of an imported board', (ref) => {
  let t: Team;
  beforeAll(async () => {
    t = await team(ref.server, 1);
  });

  /** Imports `file`; answers its columns (name → id) and its top-level cards by name. */
  async function importFile(file: BoardExport) {
    const report = await ok(ref.server, t.owner, 'POST', `/project/${t.projectId}/import/board`, file);
    const columns: Json[] = await ok(ref.server, t.owner, 'GET', `/editor/columns/${report.boardId}`);
    const cards = new Map<string, Json>(columns.flatMap((column) => column.cards.map((c: Json) => [c.name, c])));
    return { columnIds: columns.map((column) => column.id as number), cards };
  }

  /** The `moved` entries of a card as the client reads them, oldest first. */
  async function movesOf(cardId: number): Promise<Json[]> {
    const entries: Json[] = await ok(ref.server, t.owner, 'GET', `/editor/card/${cardId}/history`);
    return entries
      .filter((entry) => entry.action === 'moved')
      .reverse()
      .map(({ from, to }) => ({ from, to }));
  }

  test('a move between two named columns names the imported columns', async () => {
    const history = [
      move(place(SOURCE.todo, 'To do'), place(SOURCE.doing, 'Doing'), '2026-03-02T10:00:00.000Z'),
      move(place(SOURCE.doing, 'Doing'), place(SOURCE.review, 'Review'), '2026-03-03T10:00:00.000Z'),
    ];
    const { columnIds, cards } = await importFile(
      fileWith([
        { name: 'To do', color: null, cards: [] },
        { name: 'Doing', color: null, cards: [] },
        { name: 'Review', color: null, cards: [card('Traveller', 1, { history })] },
      ]),
    );
    const [todo, doing, review] = columnIds;
    expect(await movesOf(cards.get('Traveller').id)).toEqual([
      { from: place(todo, 'To do'), to: place(doing, 'Doing') },
      { from: place(doing, 'Doing'), to: place(review, 'Review') },
    ]);
  });

  test('a column name the board lacks, or one two columns share, keeps the name and no column id', async () => {
    const history = [
      move(place(SOURCE.gone, 'Icebox'), place(SOURCE.todo, 'To do'), '2026-03-02T10:00:00.000Z'),
      move(place(SOURCE.todo, 'To do'), place(SOURCE.review, 'Review'), '2026-03-03T10:00:00.000Z'),
      // A place without a name (a column deleted before the move was written) has no column either.
      move(place(SOURCE.review, null), place(SOURCE.todo, 'To do'), '2026-03-04T10:00:00.000Z'),
    ];
    const { columnIds, cards } = await importFile(
      fileWith([
        { name: 'To do', color: null, cards: [card('Wanderer', 1, { history })] },
        { name: 'Review', color: null, cards: [] },
        { name: 'Review', color: null, archivedAt: '2026-03-10T00:00:00.000Z', cards: [] },
      ]),
    );
    const [todo] = columnIds;
    expect(await movesOf(cards.get('Wanderer').id)).toEqual([
      { from: place(null, 'Icebox'), to: place(todo, 'To do') },
      { from: place(todo, 'To do'), to: place(null, 'Review') },
      { from: place(null, null), to: place(todo, 'To do') },
    ]);
  });

  test('a move under a card names the imported parent where the file shows it, else no parent', async () => {
    const into = (parentCardId: number, createdAt: string) =>
      move(place(SOURCE.doing, 'Doing'), place(SOURCE.doing, 'Doing', parentCardId), createdAt);
    const child = card('Nested', 1, {
      // Once under a card the file does not hold, now under its parent in the file.
      history: [into(SOURCE.elsewhere, '2026-03-02T10:00:00.000Z'), into(SOURCE.parent, '2026-03-03T10:00:00.000Z')],
    });
    const sibling = card('Left home', 2, {
      // Moved out of that parent: its own last move names no parent, its first one the same card.
      history: [
        into(SOURCE.parent, '2026-03-02T09:00:00.000Z'),
        move(place(SOURCE.doing, 'Doing', SOURCE.parent), place(SOURCE.doing, 'Doing'), '2026-03-02T11:00:00.000Z'),
      ],
    });
    const { columnIds, cards } = await importFile(
      fileWith([{ name: 'Doing', color: null, cards: [card('Parent', 2, { children: [child] }), sibling] }]),
    );
    const [doing] = columnIds;
    const parent = cards.get('Parent');
    const page = await api(ref.server, t.owner, 'GET', `/editor/card/${parent.id}/children`, undefined, {
      expect: 200,
    });
    const nested = (page.body.cards as Json[]).find((c) => c.name === 'Nested');
    expect(await movesOf(nested.id)).toEqual([
      { from: place(doing, 'Doing'), to: place(doing, 'Doing', null) },
      { from: place(doing, 'Doing'), to: place(doing, 'Doing', parent.id) },
    ]);
    expect(await movesOf(cards.get('Left home').id)).toEqual([
      { from: place(doing, 'Doing'), to: place(doing, 'Doing', parent.id) },
      { from: place(doing, 'Doing', parent.id), to: place(doing, 'Doing') },
    ]);
  });
});
