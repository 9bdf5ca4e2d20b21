/**
 * Trello → our board export format (issue 7 Deliver 1 and 4; DESIGN §3 import report): a fixture in
 * Trello's own "Export as JSON" format becomes a BoardExport that passes `boardExportSchema` and the
 * shared sticker rules — columns in pos order, cards top-first, closed cards and lists archived with
 * their closing dates, labels as "Labels" state stickers (one per label of the most-labelled card),
 * due / start / dueComplete / reminders as deadlines, checklists as sub-cards, members as executors
 * or kept as text, comments with authors and edit dates, history from actions, attachments, cover
 * colours, custom fields and templates — and every object of the file is converted or reported.
 * Files that are not Trello board exports fail with a clear TrelloExportError.
 */
import {
  boardExportSchema,
  type BoardExport,
  type ExportedCard,
  type SkippedItem,
} from '../../../src/shared/board/boardExport';
import { stickerConfigsSchema, stickerPutSchema, type StickerType } from '../../../src/shared/stickers';
import type { CompanyPeople } from '../../../src/server/import/companyPeople';
import { convertTrelloExport } from '../../../src/server/import/trello/trelloConvert';
import { parseTrelloExport, TrelloExportError } from '../../../src/server/import/trello/trelloExport';
import { mapTrelloColor, trelloColorHex } from '../../../src/server/import/trello/trelloValues';
import fixture from './fixtures/trello-board.json';

const ID = (suffix: string): string => `65a1b2c3000000000000${suffix}`;
const NOW = '2025-01-01T00:00:00.000Z';
const ADA = { email: 'ada@example.com', name: 'Ada L.' };

/** Ada (user 7) is a company member, found by full name or by username; nobody else is. */
function companyPeople(): CompanyPeople & { lookups: unknown[] } {
  const lookups: unknown[] = [];
  return {
    lookups,
    find: (ref) => {
      lookups.push(ref);
      return ref.name === 'Ada Lovelace' || ref.username === 'ada' ? 7 : null;
    },
    describe: (id) => (id === 7 ? ADA : null),
  };
}

function convert(file: unknown = structuredClone(fixture)) {
  return convertTrelloExport(file, companyPeople(), { now: NOW });
}
const allCards = (board: BoardExport): ExportedCard[] => {
  const out: ExportedCard[] = [];
  const walk = (cards: ExportedCard[]) => cards.forEach((c) => (out.push(c), walk(c.children)));
  board.columns.forEach((column) => walk(column.cards));
  return out;
};
function card(board: BoardExport, name: string): ExportedCard {
  const found = allCards(board).find((c) => c.name === name);
  if (!found) throw new Error(`no card ${name}`);
  return found;
}
const value = (board: BoardExport, c: ExportedCard, stickerName: string) => {
  const key = board.stickers.find((s) => s.name === stickerName)?.key;
  return c.stickers.find((s) => s.sticker === key)?.value;
};
const skippedOf = (skipped: SkippedItem[], kind: string, id: string) =>
  skipped.find((s) => s.kind === kind && s.id === id);

test('the fixture is a Trello export and unknown keys pass through', () => {
  const parsed = parseTrelloExport(structuredClone(fixture));
  expect(parsed.name).toBe('Product');
  expect((parsed as Record<string, unknown>).shortLink).toBe('BrD1');
  expect((parsed.cards[0] as Record<string, unknown>).shortUrl).toBe('https://trello.com/c/abCd001');
});

test('the result passes boardExportSchema and every sticker config and value passes the shared rules', () => {
  const { board } = convert();
  expect(boardExportSchema.safeParse(board).error).toBeUndefined();
  const byKey = new Map(board.stickers.map((s) => [s.key, s]));
  expect(byKey.size).toBe(board.stickers.length);
  for (const sticker of board.stickers) expect(stickerConfigsSchema.safeParse(sticker.configs).error).toBeUndefined();
  const cards = allCards(board);
  const values = [...cards.flatMap((c) => c.stickers), ...board.templates.flatMap((t) => t.stickers)];
  expect(values.length).toBeGreaterThan(15);
  for (const { sticker, value: stored } of values) {
    const definition = byKey.get(sticker);
    expect(definition).toBeDefined();
    const rule = stickerPutSchema(definition?.type as StickerType, definition?.configs as never);
    expect(rule.safeParse(stored).error).toBeUndefined();
  }
  for (const c of cards) for (const h of c.history) expect(typeof h.action).toBe('string');
  expect(board).toMatchObject({
    format: 'teamspace.board',
    version: 1,
    exportedAt: NOW,
    board: { name: 'Product', bgColor: '#0079BF', bgImage: null, displayType: 'kanban' },
  });
});

test('lists → columns in pos order; cards top-first, open then archived, each sorted n … 1', () => {
  const { board } = convert();
  expect(board.columns.map((c) => [c.name, c.color, c.archivedAt])).toEqual([
    ['To do', null, null],
    ['Doing', null, null],
    ['Review', '#00C2E0', null],
    // The closed list is an archived column, closed when the updateList action closed it.
    ['Old stuff', null, '2024-03-04T00:00:00.000Z'],
    ['Done', null, null],
  ]);
  expect(board.columns.map((c) => c.cards.map((k) => [k.name, k.sort, k.archivedAt !== null]))).toEqual([
    [
      ['Set up CI', 2, false],
      ['Write spec', 1, false],
      ['Old idea', 1, true],
    ],
    [
      ['Review PR', 2, false],
      ['Deploy', 1, false],
    ],
    [
      ['Big feature', 3, false],
      ['Odd card', 2, false],
      ['Bug report template', 1, false],
    ],
    [
      // In the archived column the cards stay as they were in the list: restoring it shows them.
      ['Legacy card', 1, false],
      ['Legacy closed', 1, true],
    ],
    [
      ['Ship v1', 2, false],
      ['Retro', 1, false],
      ['Closed done', 1, true],
    ],
  ]);
});

test('archive dates come from the closing card or list action, else the last activity', () => {
  const { board } = convert();
  expect(card(board, 'Old idea').archivedAt).toBe('2024-03-03T10:00:00.000Z');
  expect(card(board, 'Legacy card').archivedAt).toBeNull();
  expect(card(board, 'Legacy closed').archivedAt).toBe('2024-03-04T00:00:00.000Z');
  expect(card(board, 'Closed done').archivedAt).toBe('2024-03-05T10:00:00.000Z');
});

test('labels → "Labels", "Labels 2", "Labels 3" state stickers; a card keeps every label in order', () => {
  const { board } = convert();
  const states = [
    { name: 'Bug', color: 'red' },
    { name: 'sky', color: 'teal' },
    { name: 'Someday', color: 'gray' },
    { name: 'Design', color: 'indigo' },
    { name: 'Feature', color: 'green' },
    { name: 'orange', color: 'orange' },
    { name: 'Urgent', color: 'red' },
  ];
  const labelStickers = board.stickers.filter((s) => s.name?.startsWith('Labels'));
  expect(labelStickers.map((s) => [s.name, s.type, s.configs])).toEqual([
    ['Labels', 'state', { states }],
    ['Labels 2', 'state', { states }],
    ['Labels 3', 'state', { states }],
  ]);
  const big = card(board, 'Big feature');
  expect(['Labels', 'Labels 2', 'Labels 3'].map((n) => value(board, big, n))).toEqual([
    { name: 'Bug', color: 'red' },
    { name: 'orange', color: 'orange' },
    { name: 'Urgent', color: 'red' },
  ]);
  expect(value(board, card(board, 'Write spec'), 'Labels 2')).toEqual({ name: 'Design', color: 'indigo' });
  expect(value(board, card(board, 'Set up CI'), 'Labels')).toEqual({ name: 'sky', color: 'teal' });
  expect(card(board, 'Deploy').stickers).toEqual([]);
});

test('colour mapping: labels to the ten state colours, covers and lists to hex', () => {
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
  expect(['green', 'sky_dark', '#123456', 'plaid', null].map(trelloColorHex)).toEqual([
    '#61BD4F',
    '#00C2E0',
    '#123456',
    null,
    null,
  ]);
});

test('due / start → deadline (range mode), reminders → notification seconds, dueComplete → doneAt', () => {
  const { board, skipped } = convert();
  expect(board.stickers.find((s) => s.key === 'deadline')).toMatchObject({ type: 'deadline', name: null });
  const deadline = (name: string) => card(board, name).stickers.find((s) => s.sticker === 'deadline')?.value;
  expect(deadline('Write spec')).toEqual({
    endDate: '2024-04-01T09:00:00.000Z',
    startDate: '2024-03-25T00:00:00.000Z',
    showTime: true,
    prevValues: [],
  });
  expect(deadline('Big feature')).toMatchObject({ startDate: '2024-05-01T00:00:00.000Z', notification: 86_400 });
  expect(deadline('Odd card')).toMatchObject({ endDate: '2024-05-20T09:00:00.000Z', notification: 900 });
  expect(skippedOf(skipped, 'reminder', ID('c013'))?.reason).toMatch(/5 min.*15 min/);
  // A start without a due keeps its date as text.
  expect(value(board, card(board, 'Review PR'), 'Start date')).toEqual({ value: '2024-03-05' });
  expect(deadline('Review PR')).toBeUndefined();
  // Done: the date of the action that set dueComplete, else the card's last activity.
  expect(card(board, 'Big feature').doneAt).toBe('2024-05-09T12:00:00.000Z');
  expect(card(board, 'Set up CI').doneAt).toBe('2024-03-05T10:00:00.000Z');
  expect(card(board, 'Write spec').doneAt).toBeNull();
});

test('checklists → sub-cards in checklist then item order, checked items done, item due and member kept', () => {
  const { board, skipped } = convert();
  const summary = (c: ExportedCard) => c.children.map((s) => [s.name, s.desc, s.sort, s.doneAt]);
  // Two checklists stay apart: each is a sub-card named by the checklist, holding its items.
  const setUpCi = card(board, 'Set up CI');
  expect(summary(setUpCi)).toEqual([
    ['Setup', null, 2, null],
    ['Release', null, 1, null],
  ]);
  expect(summary(setUpCi.children[0])).toEqual([
    ['Add workflow', 'Checklist: Setup', 2, null],
    ['Install node', 'Checklist: Setup', 1, '2024-03-05T10:00:00.000Z'],
  ]);
  expect(summary(setUpCi.children[1])).toEqual([['Tag', 'Checklist: Release', 1, null]]);
  // One checklist (the other is empty): its items are the card's sub-cards.
  const [safari, notes] = card(board, 'Big feature').children;
  expect(safari).toMatchObject({
    name: 'Test on Safari',
    doneAt: '2024-05-07T16:00:00.000Z',
    members: [{ ...ADA, isResponsible: false }],
    stickers: [{ sticker: 'deadline', value: { endDate: '2024-05-08T12:00:00.000Z', showTime: true } }],
    history: [{ actor: ADA, action: 'done', field: 'doneAt', to: '2024-05-07T16:00:00.000Z' }],
  });
  expect(notes).toMatchObject({ name: 'Write notes', doneAt: null, members: [] });
  expect(notes.history).toEqual([
    expect.objectContaining({ actor: null, action: 'importedMembers', field: 'members', to: 'Linus T' }),
  ]);
  expect(skippedOf(skipped, 'checklist', ID('c1a4'))?.reason).toMatch(/no items/);
});

test('members → executors when a company user matches, else kept as text in history and reported once each', () => {
  const people = companyPeople();
  const { board, skipped } = convertTrelloExport(structuredClone(fixture), people, { now: NOW });
  expect(people.lookups).toContainEqual({ email: null, name: 'Grace Hopper', username: 'grace' });
  expect(card(board, 'Deploy').members).toEqual([{ ...ADA, isResponsible: false }]);
  const big = card(board, 'Big feature');
  expect(big.members).toEqual([{ ...ADA, isResponsible: false }]);
  expect(big.history).toContainEqual({
    actor: null,
    action: 'importedMembers',
    field: 'members',
    from: null,
    to: 'Grace Hopper, Linus T',
    createdAt: big.createdAt,
  });
  expect(skipped.filter((s) => s.kind === 'member')).toEqual([
    { kind: 'member', id: ID('ee02'), name: 'Grace Hopper', reason: expect.stringContaining('on 2 card(s)') },
    { kind: 'member', id: ID('ee03'), name: 'Linus T', reason: expect.stringContaining('on 2 card(s)') },
  ]);
});

test('comments keep author and dates (edited → updatedAt); a comment on an unknown card is reported', () => {
  const { board, skipped } = convert();
  expect(card(board, 'Write spec').comments).toEqual([
    {
      author: { email: null, name: 'Grace Hopper' },
      text: 'First draft is up',
      createdAt: '2024-03-01T10:00:00.000Z',
      updatedAt: '2024-03-01T10:00:00.000Z',
    },
    {
      author: ADA,
      text: 'Looks good to me',
      createdAt: '2024-03-02T08:30:00.000Z',
      updatedAt: '2024-03-02T08:30:00.000Z',
    },
  ]);
  expect(card(board, 'Big feature').comments).toEqual([
    {
      author: { email: null, name: 'Linus T' },
      text: 'Needs a **second** look',
      createdAt: '2024-04-24T09:00:00.000Z',
      updatedAt: '2024-04-25T10:00:00.000Z',
    },
  ]);
  // A comment copied with its card keeps its original author, not the person who copied the card.
  expect(card(board, 'Bug report template').comments).toEqual([
    expect.objectContaining({ author: { email: null, name: 'Grace Hopper' }, text: 'First draft is up' }),
  ]);
  expect(skippedOf(skipped, 'comment', ID('ac03'))?.reason).toMatch(/not in the export/);
});

test('creation date and creator from createCard / copyCard, else the time in the Trello id; movedAt from moves', () => {
  const { board } = convert();
  // Created by Grace, who is no company member: she stays the creator by name, as on the history entry.
  expect(card(board, 'Write spec')).toMatchObject({
    createdAt: '2024-02-28T09:15:00.000Z',
    creator: { email: null, name: 'Grace Hopper' },
  });
  expect(card(board, 'Write spec').history[0]).toMatchObject({
    action: 'created',
    actor: { email: null, name: 'Grace Hopper' },
  });
  expect(card(board, 'Big feature')).toMatchObject({
    createdAt: '2024-04-20T08:00:00.000Z',
    creator: { email: null, name: expect.any(String) },
  });
  expect(card(board, 'Bug report template')).toMatchObject({ createdAt: '2024-04-21T08:00:00.000Z', creator: ADA });
  const idTime = new Date(0x65a1b2c3 * 1000).toISOString();
  expect(card(board, 'Retro')).toMatchObject({ createdAt: idTime, movedAt: idTime, creator: null });
  expect(card(board, 'Deploy').movedAt).toBe('2024-03-01T20:00:00.000Z');
});

test('actions → history entries in our vocabulary with the original actor and date, oldest first', () => {
  const { board } = convert();
  const big = card(board, 'Big feature');
  expect(big.history.map((h) => [h.action, h.actor?.name ?? null, h.createdAt])).toEqual([
    ['created', 'Grace Hopper', '2024-04-20T08:00:00.000Z'],
    ['importedMembers', null, '2024-04-20T08:00:00.000Z'],
    ['described', 'Grace Hopper', '2024-04-22T13:00:00.000Z'],
    ['stickerChanged', 'Ada L.', '2024-04-22T14:00:00.000Z'],
    ['memberAdded', 'Ada L.', '2024-04-23T09:00:00.000Z'],
    ['done', 'Ada L.', '2024-05-09T12:00:00.000Z'],
  ]);
  expect(big.history[2]).toMatchObject({ field: 'desc', from: 'Ship it.', to: 'Ship the big one.' });
  expect(big.history[3]).toMatchObject({ field: 'deadline', from: { endDate: '2024-05-05T15:00:00.000Z' } });
  expect(big.history[4].to).toEqual({ userId: null, name: 'Linus T', isResponsible: false });
  expect(card(board, 'Set up CI').history).toEqual([
    expect.objectContaining({ action: 'renamed', field: 'name', from: 'CI', to: 'Set up CI' }),
  ]);
  expect(card(board, 'Deploy').history).toEqual([
    expect.objectContaining({
      action: 'moved',
      field: 'place',
      from: { columnId: null, columnName: null, parentCardId: null },
      to: { columnId: null, columnName: null, parentCardId: null },
    }),
  ]);
  expect(card(board, 'Old idea').history).toEqual([
    expect.objectContaining({ action: 'archived', createdAt: '2024-03-03T10:00:00.000Z' }),
  ]);
});

test('attachments → markdown links in the description; cover colour → hex; the rest is reported', () => {
  const { board, skipped } = convert();
  expect(card(board, 'Write spec').desc).toBe(
    'The first spec.\n\nAttachments:\n- [Design doc](https://example.com/design)\n' +
      '- [mock.png](https://trello.com/1/cards/x/attachments/y/download/mock.png)',
  );
  expect(card(board, 'Big feature').desc).toBe(
    'Ship the big one.\n\nAttachments:\n- [Spec \\[v2\\]](https://example.com/spec-v2)',
  );
  expect(skippedOf(skipped, 'attachment', ID('a004'))?.reason).toMatch(/no URL/);
  expect(card(board, 'Set up CI').color).toBe('#61BD4F');
  expect(card(board, 'Big feature').color).toBe('#C377E0');
  expect(card(board, 'Write spec').color).toBeNull();
  expect(skippedOf(skipped, 'cover', ID('c013'))?.reason).toMatch(/Cover images/);
});

test('custom fields of all five types become stickers with the card values', () => {
  const { board, skipped } = convert();
  const fields = board.stickers.filter((s) => s.key.startsWith('cf-'));
  expect(fields.map((s) => [s.name, s.type, s.configs])).toEqual([
    ['Estimate', 'numberField', { number: { precision: 1 } }],
    [
      'Priority',
      'state',
      {
        states: [
          { name: 'High', color: 'red' },
          { name: 'Low', color: 'green' },
        ],
      },
    ],
    ['Unused', 'textField', {}],
    ['Notes', 'textField', {}],
    ['Launch', 'textField', {}],
    ['Approved', 'state', { states: [{ name: 'Yes', color: 'green' }] }],
  ]);
  const big = card(board, 'Big feature');
  expect(value(board, big, 'Notes')).toEqual({ value: 'ask legal' });
  expect(value(board, big, 'Launch')).toEqual({ value: '2024-06-01 10:00 UTC' });
  expect(value(board, big, 'Approved')).toEqual({ name: 'Yes', color: 'green' });
  expect(value(board, big, 'Estimate')).toEqual({ value: 2.5 });
  expect(value(board, big, 'Priority')).toEqual({ name: 'Low', color: 'green' });
  expect(value(board, card(board, 'Review PR'), 'Estimate')).toEqual({ value: 3 });
  expect(value(board, card(board, 'Review PR'), 'Priority')).toEqual({ name: 'High', color: 'red' });
  expect(value(board, card(board, 'Odd card'), 'Approved')).toBeUndefined(); // unchecked
  expect(skippedOf(skipped, 'customFieldItem', ID('cf26'))?.reason).toMatch(/"orphan value"/);
});

test('template cards stay cards and also become task templates', () => {
  const { board } = convert();
  expect(card(board, 'Bug report template').archivedAt).toBeNull();
  expect(board.templates).toEqual([
    {
      name: 'Bug report template',
      description: null,
      taskName: 'Bug report template',
      taskDescription: 'Steps to reproduce:',
      executors: [ADA],
      responsible: [],
      stickers: [{ sticker: 'labels', value: { name: 'Bug', color: 'red' } }],
    },
  ]);
});

test('fields with no place (votes, Trello stickers, location, Power-Up data, WIP limit, board text) and unmapped actions are reported', () => {
  const { skipped } = convert();
  for (const kind of ['votes', 'sticker', 'location', 'pluginData'])
    expect(skippedOf(skipped, kind, ID('c013'))).toBeDefined();
  expect(skippedOf(skipped, 'pluginData', ID('b001'))).toBeDefined();
  expect(skippedOf(skipped, 'list', ID('1a05'))?.reason).toMatch(/limit 5/);
  expect(skippedOf(skipped, 'board', ID('b001'))?.name).toBe('Our product board');
  expect(skippedOf(skipped, 'card', ID('c011'))?.reason).toMatch(/list not in the export/);
  expect(skipped.filter((s) => s.kind === 'action').map((s) => [s.id, s.reason.split(':')[0]])).toEqual(
    expect.arrayContaining([
      ['addMemberToBoard', '1 "addMemberToBoard" action(s)'],
      ['createList', '1 "createList" action(s)'],
      ['deleteCard', '1 "deleteCard" action(s)'],
      ['updateCard:pos', '1 "updateCard" action(s)'],
      ['updateCard:orphan', '1 "updateCard" action(s)'],
    ]),
  );
  for (const entry of skipped) expect(Object.keys(entry).sort()).toEqual(['id', 'kind', 'name', 'reason']);
});

test('nothing is silently dropped: every object of the fixture is converted or reported', () => {
  const { board, skipped } = convert();
  const cards = allCards(board);
  const reported = (id: string) => skipped.some((s) => s.id === id || s.id.startsWith(`${id}/`));
  const states = board.stickers.flatMap((s) => (s.configs as { states?: { name: string }[] }).states ?? []);
  const people = new Set(
    cards.flatMap((c) => [
      ...c.members.map((m) => m.name),
      ...c.comments.map((m) => m.author?.name),
      ...c.history.map((h) => h.actor?.name),
      ...c.history.filter((h) => h.action === 'importedMembers').flatMap((h) => String(h.to).split(', ')),
    ]),
  );
  const dates = new Set(cards.flatMap((c) => [c.createdAt, c.archivedAt, ...c.history.map((h) => h.createdAt)]));
  const unaccounted: string[] = [];
  const check = (kind: string, id: string, found: boolean) => {
    if (!found && !reported(id)) unaccounted.push(`${kind} ${id}`);
  };
  const f = structuredClone(fixture) as unknown as {
    lists: { id: string; name: string }[];
    cards: {
      id: string;
      name: string;
      attachments: { id: string; url: string | null }[];
      customFieldItems: { id: string; idCustomField: string }[];
    }[];
    labels: { id: string; name: string; color: string | null }[];
    checklists: { id: string; name: string; checkItems: { id: string; name: string }[] }[];
    members: { id: string; fullName: string }[];
    customFields: { id: string; name: string }[];
    actions: { id: string; type: string; date: string; data: { text?: string } }[];
  };
  for (const l of f.lists)
    check(
      'list',
      l.id,
      board.columns.some((c) => c.name === l.name),
    );
  for (const c of f.cards) {
    check(
      'card',
      c.id,
      cards.some((k) => k.name === c.name),
    );
    for (const a of c.attachments)
      check(
        'attachment',
        a.id,
        cards.some((k) => !!a.url && !!k.desc?.includes(a.url)),
      );
    for (const i of c.customFieldItems)
      check(
        'customFieldItem',
        i.id,
        cards.some((k) => k.stickers.some((s) => s.sticker === `cf-${i.idCustomField}`)),
      );
  }
  for (const l of f.labels)
    check(
      'label',
      l.id,
      states.some((s) => s.name === (l.name || l.color)),
    );
  for (const cl of f.checklists) {
    check(
      'checklist',
      cl.id,
      cards.some((k) => k.desc === `Checklist: ${cl.name}`),
    );
    for (const i of cl.checkItems)
      check(
        'checkItem',
        i.id,
        cards.some((k) => k.name === i.name),
      );
  }
  for (const m of f.members)
    check('member', m.id, people.has(m.fullName) || (m.fullName === 'Ada Lovelace' && people.has('Ada L.')));
  for (const fld of f.customFields)
    check(
      'customField',
      fld.id,
      board.stickers.some((s) => s.name === fld.name),
    );
  for (const a of f.actions) {
    const found =
      a.type === 'commentCard' || a.type === 'copyCommentCard'
        ? cards.some((k) => k.comments.some((c) => c.text === a.data.text))
        : dates.has(a.date) || skipped.some((s) => s.kind === 'action' && s.name === a.type);
    check(`action ${a.type}`, a.id, found);
  }
  expect(unaccounted).toEqual([]);
});

test('names and texts beyond the format limits are cut and reported', () => {
  const file = structuredClone(fixture) as unknown as Record<string, unknown> & {
    cards: { name: string }[];
    actions: { type: string; data: { text?: string } }[];
  };
  file.cards[0].name = 'x'.repeat(10_005);
  file.actions.find((a) => a.type === 'commentCard')!.data.text = 'y'.repeat(100_010);
  const { board, skipped } = convert(file);
  expect(boardExportSchema.safeParse(board).success).toBe(true);
  expect(allCards(board).some((c) => c.name === 'x'.repeat(10_000))).toBe(true);
  expect(skippedOf(skipped, 'truncated', ID('c001'))?.reason).toMatch(/cut to 10000/);
  expect(skipped.some((s) => s.kind === 'comment' && /cut/.test(s.reason))).toBe(true);
});

test('a minimal export (nulls and missing optional fields) converts without errors', () => {
  const { board, skipped } = convert({
    id: 'b',
    name: 'Empty',
    prefs: null,
    labels: null,
    actions: null,
    lists: [{ id: 'l', name: 'L', closed: null, pos: '2' }],
    cards: [{ id: 'c', name: 'Only', idList: 'l', pos: null, due: null, labels: null, idMembers: null }],
  });
  expect(boardExportSchema.safeParse(board).success).toBe(true);
  expect(board.stickers).toEqual([]);
  expect(board.columns).toEqual([
    { name: 'L', color: null, archivedAt: null, cards: [expect.objectContaining({ name: 'Only', sort: 1 })] },
  ]);
  expect(skipped).toEqual([]);
});

test('5,000 cards with labels, checklists and comments convert in well under the import budget', () => {
  const file = structuredClone(fixture) as unknown as Record<string, unknown[]>;
  const hex = (n: number) => n.toString(16).padStart(6, '0');
  file.cards = [];
  file.checklists = [];
  file.actions = [];
  for (let i = 0; i < 5_000; i++) {
    const id = `65a1b2c3000000000${hex(i)}0`.slice(0, 24);
    file.cards.push({
      id,
      name: `Card ${i}`,
      idList: ID('1a01'),
      pos: i,
      idLabels: [ID('1b01'), ID('1b02')],
      closed: i % 10 === 0,
    });
    file.checklists.push({
      id: `cl${i}`,
      idCard: id,
      name: 'C',
      pos: 1,
      checkItems: [{ id: `x${i}`, name: 'i', state: 'complete', pos: 1 }],
    });
    file.actions.push({
      id: `a${i}`,
      type: 'commentCard',
      date: '2024-01-01T00:00:00.000Z',
      idMemberCreator: ID('ee01'),
      data: { text: 'hi', card: { id } },
    });
  }
  const started = performance.now();
  const { board } = convert(file);
  const ms = performance.now() - started;
  expect(board.columns[0].cards).toHaveLength(5_000);
  expect(allCards(board)).toHaveLength(10_000);
  expect(ms).toBeLessThan(5_000);
});

test.each([
  ['an empty object', {}, 'missing', /Not a Trello board export: missing "id", "name", "lists", "cards"/],
  ['an array', [{ id: 'x' }], 'array', /it is a JSON array/],
  ['a number', 42, 'notObject', /it is not a JSON object/],
  ['a string', 'hello', 'notObject', /it is not a JSON object/],
  ['null', null, 'notObject', /it is not a JSON object/],
  ['a Trello card export', fixture.cards[0], 'missing', /missing "lists", "cards"/],
  ['a Trello list export', fixture.lists[0], 'missing', /missing "lists", "cards"/],
  [
    'a board with bad lists',
    { id: 'b', name: 'B', lists: 'x', cards: [] },
    'shape',
    /Not a Trello board export: lists: /,
  ],
  ['a card without an id', { id: 'b', name: 'B', lists: [], cards: [{ name: 'c' }] }, 'shape', /cards\.0\.id/],
])('%s is refused with a clear TrelloExportError', (_label, input, reason, message) => {
  let error: unknown;
  try {
    convertTrelloExport(structuredClone(input), companyPeople());
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(TrelloExportError);
  expect((error as TrelloExportError).reason).toBe(reason);
  expect((error as Error).message).toMatch(message);
  expect((error as Error).message).toMatch(/Export as JSON/);
});
