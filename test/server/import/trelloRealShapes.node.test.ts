/**
 * Trello exports as Trello really wrote them over the years (issue 7 "the importer will also be tried
 * on real exports of public boards … follow Trello's format as Trello writes it"). Each test is a small
 * hand-written snippet with the shape seen in a real public export: labels nobody uses (2021 / 2025
 * exports), cards whose `idLabels` is empty while `labels` is filled (2016), id-less labels with the
 * board's `labelNames` and no `labels` array (exports before 2014), archived lists, 2025 keys (`limits:
 * null`, `appCreator`, `nodeId`, empty checklists) — and a single-card export, which is no board.
 */
import { boardExportSchema, type BoardExport, type SkippedItem } from '../../../src/shared/board/boardExport';
import type { CompanyPeople } from '../../../src/server/import/companyPeople';
import { convertTrelloExport } from '../../../src/server/import/trello/trelloConvert';
import { TrelloExportError } from '../../../src/server/import/trello/trelloExport';

const NOBODY: CompanyPeople = { find: () => null, describe: () => null };
const convert = (file: unknown) => convertTrelloExport(file, NOBODY, { now: '2026-01-01T00:00:00.000Z' });
const labelStates = (board: BoardExport) =>
  (board.stickers.find((s) => s.key === 'labels')?.configs as { states?: unknown } | undefined)?.states;
const valuesOf = (board: BoardExport, name: string) =>
  board.columns
    .flatMap((c) => c.cards)
    .find((c) => c.name === name)
    ?.stickers.map((s) => [s.sticker, s.value]);
const kinds = (skipped: SkippedItem[]) => skipped.map((s) => s.kind);

const list = { id: '6785e166b7317a3ade9a82fb', name: 'Personal', closed: false, pos: 16384 };

test('board labels no card uses are kept as the states of a "Labels" sticker, not dropped', () => {
  const { board, skipped } = convert({
    id: '6785e1618e2c218dfef01347',
    name: 'Tekken Notes',
    labels: [
      { id: '6785e1618e2c218dfef013ab', idBoard: '6785e1618e2c218dfef01347', name: '', color: 'blue', uses: 0 },
      { id: '6785e1618e2c218dfef013a1', idBoard: '6785e1618e2c218dfef01347', name: 'Bug', color: 'green', uses: 0 },
    ],
    lists: [list],
    cards: [{ id: '6785e16d09cc15bb17666cdf', name: 'Lee', idList: list.id, pos: 16384, idLabels: [], labels: [] }],
  });
  expect(boardExportSchema.safeParse(board).success).toBe(true);
  expect(board.stickers.map((s) => [s.key, s.type, s.name])).toEqual([['labels', 'state', 'Labels']]);
  expect(labelStates(board)).toEqual([
    { name: 'blue', color: 'blue' },
    { name: 'Bug', color: 'green' },
  ]);
  expect(valuesOf(board, 'Lee')).toEqual([]);
  expect(skipped).toEqual([]);
});

test('a card whose idLabels is empty but whose embedded labels are filled keeps those labels', () => {
  const { board } = convert({
    id: '57ab3cf8aa51012f89e3d76f',
    name: 'Trello Tracker Test',
    lists: [{ id: '57ab3d0f17e5767d77da48bc', name: 'List One', closed: false, pos: 65535 }],
    cards: [
      {
        id: 'card_one_id',
        name: 'Card One',
        idList: '57ab3d0f17e5767d77da48bc',
        pos: 65535,
        idLabels: [],
        labels: [
          { id: '57ab3cf884e677fd36e00cc7', name: 'temp-label-1', color: 'green', uses: 1 },
          { id: '57ac9a2984e677fd36e458df', name: 'temp-label-2', color: 'sky', uses: 1 },
        ],
      },
    ],
  });
  expect(valuesOf(board, 'Card One')).toEqual([
    ['labels', { name: 'temp-label-1', color: 'green' }],
    ['labels-2', { name: 'temp-label-2', color: 'teal' }],
  ]);
});

test('an export from before 2014 (id-less labels, labelNames, no labels array) parses and keeps its labels', () => {
  const { board, skipped } = convert({
    id: '4f468facc76804126879a11d',
    name: 'Green Marketing',
    labelNames: { green: '', yellow: 'Kommunikation', orange: '', red: 'Akquise', purple: '', blue: '' },
    lists: [{ id: '4f468facc76804126879a122', name: 'Ideen', closed: false, pos: 65536 }],
    cards: [
      {
        id: '4f82f6df906b088d78bd8db2',
        name: 'Corporate Design',
        idList: '4f468facc76804126879a122',
        pos: 65536,
        checkItemStates: [],
        labels: [
          { color: 'yellow', name: 'Kommunikation' },
          { color: 'green', name: '' },
        ],
      },
    ],
  });
  expect(boardExportSchema.safeParse(board).success).toBe(true);
  expect(labelStates(board)).toEqual([
    { name: 'Kommunikation', color: 'yellow' },
    { name: 'Akquise', color: 'red' },
    { name: 'green', color: 'green' },
  ]);
  expect(valuesOf(board, 'Corporate Design')).toEqual([
    ['labels', { name: 'Kommunikation', color: 'yellow' }],
    ['labels-2', { name: 'green', color: 'green' }],
  ]);
  expect(skipped).toEqual([]);
});

test('an archived list becomes an archived column holding its cards as they were, not a report entry', () => {
  const { board, skipped } = convert({
    id: 'b',
    name: 'B',
    dateLastActivity: '2016-08-10T12:00:00.000Z',
    lists: [{ id: '57ab3d13bbf09013eb247de6', name: 'List Two', closed: true, pos: 131071 }],
    cards: [{ id: 'c', name: 'Old', idList: '57ab3d13bbf09013eb247de6', closed: false, pos: 1 }],
  });
  // No updateList action closed it in the file: the board's last activity dates the archive.
  expect(board.columns[0]).toMatchObject({ name: 'List Two', archivedAt: '2016-08-10T12:00:00.000Z' });
  expect(board.columns[0].cards[0]).toMatchObject({ name: 'Old', archivedAt: null });
  expect(skipped).toEqual([]);
});

test('a 2025 export (limits null, appCreator, nodeId, an empty checklist) converts; only the empty checklist is reported', () => {
  const card = '68733e984401492a6ddbab94';
  const { board, skipped } = convert({
    id: '6785e1618e2c218dfef01347',
    nodeId: 'ari:cloud:trello::board/workspace/60c994158dfc2e4ca1fd6944/6785e1618e2c218dfef01347',
    name: 'Tekken Notes',
    prefs: {
      background: 'gradient-ocean',
      backgroundColor: '#0B50AF',
      switcherViews: [{ viewType: 'Board', enabled: true }],
    },
    lists: [{ ...list, color: null, softLimit: null, type: null, datasource: { filter: false } }],
    cards: [
      {
        id: card,
        name: 'Zafina lab drills',
        idList: list.id,
        pos: 140737488420864,
        agent: null,
        checkItemStates: [],
        cover: {
          idAttachment: null,
          color: null,
          idUploadedBackground: null,
          size: 'normal',
          yPosition: 0.5,
          idPlugin: null,
        },
        mirrorSourceId: null,
        customFieldItems: [],
      },
    ],
    checklists: [
      {
        id: '68733ec6539ba7ebd6988c57',
        idCard: card,
        name: 'Checklist',
        pos: 140737488355328,
        checkItems: [
          {
            id: '68733edd9c508d5773badfa0',
            name: 'Whats most important?',
            nameData: { emoji: {} },
            pos: 1,
            state: 'incomplete',
            due: null,
            dueReminder: null,
            idMember: null,
          },
        ],
      },
      { id: '68733ec8b08a7a6e01895588', idCard: card, name: 'Checklist', pos: 140737488371712, checkItems: [] },
    ],
    actions: [
      {
        id: '68733e984401492a6ddbabab',
        idMemberCreator: '550cbdc5fc905f7c30e523a1',
        data: { card: { id: card, name: 'Zafina lab drills', idShort: 11 }, list: { id: list.id, name: 'Personal' } },
        appCreator: { id: '4ee912fee8a2505d1715191f' },
        type: 'createCard',
        date: '2025-07-13T05:05:28.969Z',
        limits: null,
        memberCreator: {
          id: '550cbdc5fc905f7c30e523a1',
          fullName: 'HZ',
          username: 'humbertozayas',
          nonPublic: { avatarHash: null },
        },
      },
    ],
  });
  expect(boardExportSchema.safeParse(board).success).toBe(true);
  const converted = board.columns[0].cards[0];
  expect(converted).toMatchObject({
    createdAt: '2025-07-13T05:05:28.969Z',
    history: [expect.objectContaining({ action: 'created', actor: { email: null, name: 'HZ' } })],
  });
  expect(converted.children.map((c) => c.name)).toEqual(['Whats most important?']);
  expect(kinds(skipped)).toEqual(['checklist']);
});

test('a single-card export (no "lists" / "cards") is not a board export', () => {
  const cardExport = {
    id: '69bd38bd3c10a5adf95716b9',
    name: 'Stínování, barevnost',
    idList: '684dda583e6c2f10448d3fce',
    idBoard: '684dda583e6c2f10448d3fd5',
    checklists: [],
    actions: [],
  };
  expect(() => convert(cardExport)).toThrow(TrelloExportError);
  expect(() => convert(cardExport)).toThrow(/missing "lists", "cards"/);
});

test('a malformed action, checklist or member is reported and the rest of the board still imports', () => {
  const { board, skipped } = convert({
    id: '5f0000000000000000000001',
    name: 'Odd tool output',
    lists: [list],
    cards: [{ id: '5f0000000000000000000002', name: 'Kept', idList: list.id, pos: 1 }],
    actions: [
      { id: '5f0000000000000000000003', type: 'commentCard', date: '2024-01-01T00:00:00.000Z', data: 'oops' },
      {
        id: '5f0000000000000000000004',
        type: 'commentCard',
        date: '2024-01-02T00:00:00.000Z',
        data: { text: 'Still here', card: { id: '5f0000000000000000000002', name: 'Kept' } },
        memberCreator: { id: 'm1', fullName: 'Ann Lee', username: 'ann' },
      },
    ],
    checklists: [{ name: 'No id', idCard: '5f0000000000000000000002', checkItems: [] }],
    members: [42],
  });
  expect(boardExportSchema.safeParse(board).success).toBe(true);
  const kept = board.columns[0].cards[0];
  expect(kept.name).toBe('Kept');
  expect(kept.comments.map((c) => [c.text, c.author?.name])).toEqual([['Still here', 'Ann Lee']]);
  const malformed = skipped.filter((s) => s.reason.startsWith("Not in Trello's format"));
  expect(malformed.map((s) => [s.kind, s.id])).toEqual([
    ['action', '5f0000000000000000000003'],
    ['checklist', 'checklists[0]'],
    ['member', 'members[0]'],
  ]);
});

test("an export before 2014 keeps checked items in the card's checkItemStates: they are done sub-cards", () => {
  const cardId = '52a000000000000000000002';
  const { board } = convert({
    id: '52a000000000000000000001',
    name: 'Old board',
    lists: [list],
    cards: [
      {
        id: cardId,
        name: 'Release',
        idList: list.id,
        pos: 1,
        checkItemStates: [{ idCheckItem: '52a000000000000000000011', state: 'complete' }],
      },
    ],
    checklists: [
      {
        id: '52a000000000000000000010',
        name: 'Steps',
        idCard: cardId,
        pos: 1,
        checkItems: [
          { id: '52a000000000000000000011', name: 'Tag', pos: 1 },
          { id: '52a000000000000000000012', name: 'Announce', pos: 2 },
        ],
      },
    ],
  });
  const children = board.columns[0].cards[0].children;
  expect(children.map((c) => [c.name, c.doneAt !== null])).toEqual([
    ['Tag', true],
    ['Announce', false],
  ]);
});
