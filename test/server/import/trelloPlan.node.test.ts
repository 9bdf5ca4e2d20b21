/**
 * Trello import planning (issue 7 Deliver 1 and 4; DESIGN §3 import report): a fixture in Trello's
 * own "Export as JSON" format → columns in pos order, cards top-first with descending sort, closed
 * cards and closed lists → archive, labels → one "Labels" state sticker, due/start/dueComplete →
 * deadline and done, checklists → sub-cards, members → executors, comment and createCard actions,
 * attachments as links, and every object without a place listed in `skipped`; non-Trello files fail.
 */
import { parseTrelloExport, TrelloExportError } from '../../../src/server/import/trello/trelloExport';
import {
  mapTrelloColor,
  planTrelloImport,
  type ImportPlan,
  type PlannedCard,
} from '../../../src/server/import/trello/trelloPlan';
import board from './fixtures/trello-board.json';

const ID = (suffix: string): string => `65a1b2c3000000000000${suffix}`;
const options = {
  memberIdByEmailOrName: (fullName: string, username: string): number | null =>
    fullName === 'Ada Lovelace' || username === 'ada' ? 7 : null,
};

function plan(): ImportPlan {
  return planTrelloImport(structuredClone(board), options);
}
function cardNamed(p: ImportPlan, name: string): PlannedCard {
  const card = p.columns.flatMap((c) => [...c.cards, ...c.archive]).find((c) => c.name === name);
  if (!card) throw new Error(`no card ${name}`);
  return card;
}

test('the fixture is a valid export and unknown keys pass through', () => {
  const parsed = parseTrelloExport(structuredClone(board));
  expect(parsed.name).toBe('Product');
  expect((parsed as Record<string, unknown>).shortLink).toBe('BrD1');
  expect((parsed.cards[0] as Record<string, unknown>).shortUrl).toBe('https://trello.com/c/abCd001');
});

test('columns in pos order, closed lists kept, cards top-first with descending sort', () => {
  const p = plan();
  expect(p.board).toEqual({ trelloId: ID('b001'), name: 'Product', desc: 'Our product board' });
  expect(p.columns.map((c) => [c.name, c.closed])).toEqual([
    ['To do', false],
    ['Doing', false],
    ['Old stuff', true],
    ['Done', false],
  ]);
  const names = p.columns.map((c) => c.cards.map((card) => [card.name, card.sort]));
  expect(names).toEqual([
    [
      ['Set up CI', 2],
      ['Write spec', 1],
    ],
    [
      ['Review PR', 2],
      ['Deploy', 1],
    ],
    [],
    [
      ['Ship v1', 2],
      ['Retro', 1],
    ],
  ]);
});

test('closed cards and every card of a closed list go to the archive', () => {
  const p = plan();
  expect(p.columns.map((c) => c.archive.map((card) => [card.name, card.sort, card.archived]))).toEqual([
    [['Old idea', 1, true]],
    [],
    [
      ['Legacy card', 2, true],
      ['Legacy closed', 1, true],
    ],
    [['Closed done', 1, true]],
  ]);
  expect(p.columns.flatMap((c) => c.cards).every((card) => !card.archived)).toBe(true);
});

test('labels → one "Labels" state sticker, colours mapped, first label as the value', () => {
  const p = plan();
  expect(p.labelsSticker).toEqual({
    type: 'state',
    name: 'Labels',
    configs: {
      states: [
        { name: 'Bug', color: 'red' },
        { name: 'sky', color: 'teal' },
        { name: 'Someday', color: 'gray' },
        { name: 'Design', color: 'indigo' },
        { name: 'Feature', color: 'green' },
      ],
    },
  });
  expect(cardNamed(p, 'Write spec').label).toEqual({ name: 'Bug', color: 'red' });
  expect(cardNamed(p, 'Set up CI').label).toEqual({ name: 'sky', color: 'teal' });
  expect(cardNamed(p, 'Old idea').label).toEqual({ name: 'Someday', color: 'gray' });
  expect(cardNamed(p, 'Deploy').label).toBeNull();
  expect(p.skipped).toContainEqual({
    kind: 'label',
    id: `${ID('c001')}/${ID('1b04')}`,
    name: 'Design',
    reason: expect.stringContaining('more than one label'),
  });
});

test('colour mapping covers Trello colours, variants and null', () => {
  expect(
    ['green', 'yellow', 'orange', 'red', 'purple', 'blue', 'sky', 'lime', 'pink', 'black'].map(mapTrelloColor),
  ).toEqual(['green', 'yellow', 'orange', 'red', 'purple', 'blue', 'teal', 'green', 'pink', 'gray']);
  expect(['red_dark', 'sky_light', 'blue_dark', 'purple_dark', null, 'plaid'].map(mapTrelloColor)).toEqual([
    'red',
    'teal',
    'indigo',
    'indigo',
    'gray',
    'gray',
  ]);
});

test('due / start → deadline values, dueComplete → done, start without due skipped', () => {
  const p = plan();
  expect(cardNamed(p, 'Write spec').deadline).toEqual({
    endDate: '2024-04-01T09:00:00.000Z',
    startDate: '2024-03-25T00:00:00.000Z',
    showTime: true,
    prevValues: [],
  });
  expect(cardNamed(p, 'Set up CI')).toMatchObject({
    done: true,
    deadline: { endDate: '2024-03-10T17:00:00.000Z', startDate: null, showTime: true, prevValues: [] },
  });
  expect(cardNamed(p, 'Closed done')).toMatchObject({ done: true, archived: true });
  expect(cardNamed(p, 'Write spec').done).toBe(false);
  expect(cardNamed(p, 'Review PR').deadline).toBeNull();
  expect(p.skipped).toContainEqual(expect.objectContaining({ kind: 'start', id: ID('c004'), name: 'Review PR' }));
  expect(p.usesDeadline).toBe(true);
});

test('checklists → sub-cards in checklist then item order, checked items done', () => {
  const sub = cardNamed(plan(), 'Set up CI').subCards;
  expect(sub.map((s) => ({ name: s.name, desc: s.desc, sort: s.sort, done: s.done }))).toEqual([
    { name: 'Add workflow', desc: 'Checklist: Setup', sort: 3, done: false },
    { name: 'Install node', desc: 'Checklist: Setup', sort: 2, done: true },
    { name: 'Tag', desc: 'Checklist: Release', sort: 1, done: false },
  ]);
});

test('members → executors when found, otherwise text on the card and a skipped entry', () => {
  const p = plan();
  expect(cardNamed(p, 'Write spec')).toMatchObject({ executorIds: [7], unmatchedMembers: ['Grace Hopper'] });
  expect(cardNamed(p, 'Deploy').executorIds).toEqual([7]);
  expect(p.skipped).toContainEqual({
    kind: 'member',
    id: ID('ee02'),
    name: 'Grace Hopper',
    reason: expect.stringContaining('No company user'),
  });
  expect(p.skipped).toContainEqual(expect.objectContaining({ kind: 'member', id: ID('ee03'), name: 'Linus T' }));
  expect(p.skipped.some((s) => s.kind === 'member' && s.id === ID('ee01'))).toBe(false);
});

test('comments with author and date, oldest first; createCard date → createdAt, else the id time', () => {
  const p = plan();
  const spec = cardNamed(p, 'Write spec');
  expect(spec.comments).toEqual([
    { trelloId: ID('ac04'), authorName: 'Grace Hopper', date: '2024-03-01T10:00:00.000Z', text: 'First draft is up' },
    { trelloId: ID('ac06'), authorName: 'Ada Lovelace', date: '2024-03-02T08:30:00.000Z', text: 'Looks good to me' },
  ]);
  expect(spec.createdAt).toBe('2024-02-28T09:15:00.000Z');
  expect(cardNamed(p, 'Deploy').createdAt).toBe(new Date(0x65a1b2c3 * 1000).toISOString());
  expect(p.skipped).toContainEqual(expect.objectContaining({ kind: 'comment', id: ID('ac03') }));
  expect(p.skipped).toContainEqual(
    expect.objectContaining({ kind: 'action', id: 'updateCard', reason: expect.stringContaining('2 "updateCard"') }),
  );
});

test('attachments are appended to the description as markdown links', () => {
  expect(cardNamed(plan(), 'Write spec').desc).toBe(
    'The first spec.\n\nAttachments:\n- [Design doc](https://example.com/design)\n' +
      '- [mock.png](https://trello.com/1/cards/x/attachments/y/download/mock.png)',
  );
});

test('cover colours, custom fields, background and orphan cards are listed in skipped', () => {
  const p = plan();
  const kinds = p.skipped.map((s) => [s.kind, s.id]);
  expect(kinds).toEqual(
    expect.arrayContaining([
      ['cover', ID('c002')],
      ['customField', ID('cf11')],
      ['customField', ID('cf12')],
      ['customField', ID('cf03')],
      ['background', ID('b001')],
      ['card', ID('c011')],
    ]),
  );
  expect(p.skipped.find((s) => s.id === ID('cf12'))).toMatchObject({
    name: 'Priority',
    reason: expect.stringContaining('"High"'),
  });
  expect(p.skipped.find((s) => s.id === ID('cf11'))).toMatchObject({
    name: 'Estimate',
    reason: expect.stringContaining('"3"'),
  });
  for (const entry of p.skipped) expect(Object.keys(entry).sort()).toEqual(['id', 'kind', 'name', 'reason']);
});

test('summary counts, and every Trello card is imported or skipped', () => {
  const p = plan();
  expect(p.summary).toEqual({ columns: 4, cards: 10, archivedCards: 4, subCards: 3, comments: 2 });
  const imported = p.columns.flatMap((c) => [...c.cards, ...c.archive]).map((c) => c.trelloId);
  const skippedCards = p.skipped.filter((s) => s.kind === 'card').map((s) => s.id);
  expect([...imported, ...skippedCards].sort()).toEqual(board.cards.map((c) => c.id).sort());
});

test('a minimal export (only the skeleton Trello always writes) plans without errors', () => {
  const p = planTrelloImport(
    { id: 'b', name: 'Empty', lists: [{ id: 'l', name: 'L', closed: false, pos: 1 }], cards: [] },
    options,
  );
  expect(p.summary).toEqual({ columns: 1, cards: 0, archivedCards: 0, subCards: 0, comments: 0 });
  expect(p.labelsSticker).toBeNull();
  expect(p.skipped).toEqual([]);
});

test.each([
  ['an empty object', {}, /Not a Trello board export: missing "id", "name", "lists", "cards"/],
  ['an array', [{ id: 'x' }], /Not a Trello board export: it is a JSON array/],
  ['a string', 'hello', /Not a Trello board export: it is not a JSON object/],
  ['null', null, /Not a Trello board export: it is not a JSON object/],
  ['a board with bad lists', { id: 'b', name: 'B', lists: 'x', cards: [] }, /Not a Trello board export: lists: /],
  ['a card without an id', { id: 'b', name: 'B', lists: [], cards: [{ name: 'c' }] }, /cards\.0\.id/],
])('%s is refused with a clear message', (_label, input, message) => {
  expect(() => planTrelloImport(input, options)).toThrow(TrelloExportError);
  expect(() => planTrelloImport(input, options)).toThrow(message);
});
