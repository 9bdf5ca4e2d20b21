/**
 * Random board files of our format for the round-trip property test (issue 7 Checks "property
 * tests that an export → import round trip is lossless"), and the normalisation that removes what
 * legitimately changes on the way (exportedAt, sticker keys, the file order of lists that the board
 * orders by sort).
 *
 * Files are valid by the shared rules: unique sorts within a list, state / text / number / deadline
 * values that pass the sticker value rules, people who are members of the importing company.
 */
import fc from 'fast-check';
import {
  BOARD_EXPORT_FORMAT,
  BOARD_EXPORT_VERSION,
  type BoardExport,
  type ExportedBoardSticker,
  type ExportedCard,
  type ExportedCardSticker,
  type PersonRef,
} from '../../../src/shared/board/boardExport';

/** Characters that stress quoting and encodings: quotes, comma, line breaks, Cyrillic, emoji. */
const TRICKY = ['a', 'Z', '7', ' ', '"', "'", ',', ';', '\n', '\r\n', '\t', 'ё', 'Ж', '🦔', '—', '<', '&', '\\'];
const trickyText = (maxLength: number) =>
  fc.array(fc.constantFrom(...TRICKY), { maxLength }).map((chars) => chars.join(''));
/** A trimmed, non-empty name with tricky characters inside. */
const name = trickyText(20).map((inner) => `T${inner}x`);
const iso = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());
const day = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const STATES = [
  { name: 'Doing', color: 'blue' },
  { name: 'Blocked "hard"', color: 'red' },
  { name: 'Готово', color: 'green' },
] as const;

/** Sticker definitions a file may hold (a subset, each with a random sort). */
const CATALOGUE: Omit<ExportedBoardSticker, 'key' | 'sort'>[] = [
  { type: 'state', name: 'Status', icon: null, isActive: true, configs: { states: STATES }, deletedAt: null },
  { type: 'textField', name: 'Note, "quoted"', icon: 'note', isActive: true, configs: {}, deletedAt: null },
  {
    type: 'numberField',
    name: 'Points',
    icon: null,
    isActive: false,
    configs: { number: { precision: 2, min: null, max: null } },
    deletedAt: null,
  },
  { type: 'deadline', name: null, icon: null, isActive: true, configs: {}, deletedAt: null },
  {
    type: 'numberField',
    name: 'Old cost',
    icon: null,
    isActive: true,
    configs: { number: { precision: 2, min: null, max: null } },
    deletedAt: '2025-02-03T04:05:06.000Z',
  },
];

const valueOf = (type: string): fc.Arbitrary<unknown> => {
  switch (type) {
    case 'state':
      return fc.constantFrom(...STATES).map((state) => ({ ...state }));
    case 'textField':
      return name.map((value) => ({ value }));
    case 'numberField':
      return fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => ({ value: n / 100 }));
    case 'deadline':
      return fc
        .record({ end: day, start: fc.option(day, { nil: null }), showTime: fc.boolean() })
        .map(({ end, start, showTime }) => {
          const [startDate, endDate] = start !== null && start > end ? [end, start] : [start, end];
          return { endDate, startDate, showTime, prevValues: [] };
        });
    default:
      return fc.constant(null);
  }
};

const historyValue = fc.oneof(
  fc.constant(null),
  name,
  fc.integer(),
  fc.boolean(),
  fc.record({ name, count: fc.nat() }),
);

/** A random board file whose people are `people` (members of the importing company). */
export function boardExportArbitrary(people: PersonRef[]): fc.Arbitrary<BoardExport> {
  const person = fc.constantFrom(...people);
  const stickers = fc.subarray(CATALOGUE.map((_, index) => index)).chain((indexes) =>
    fc
      .uniqueArray(fc.integer({ min: 0, max: 1000 }), { minLength: indexes.length, maxLength: indexes.length })
      .map((sorts) =>
        indexes
          .map((catalogueIndex, position) => ({
            ...CATALOGUE[catalogueIndex],
            key: `k${position}`,
            sort: sorts[position],
          }))
          .sort((a, b) => a.sort - b.sort),
      ),
  );

  return stickers.chain((definitions) => {
    const cardSticker = (index: number): fc.Arbitrary<ExportedCardSticker> =>
      fc.record({
        sticker: fc.constant(definitions[index].key),
        value: valueOf(definitions[index].type),
        updatedAt: iso,
        updatedBy: fc.option(person, { nil: null }),
      });
    // Each definition at most once on a card.
    const cardStickers: fc.Arbitrary<ExportedCardSticker[]> =
      definitions.length === 0
        ? fc.constant([])
        : fc
            .uniqueArray(fc.nat({ max: definitions.length - 1 }), { maxLength: definitions.length })
            .chain((indexes) => fc.tuple(...indexes.map(cardSticker)));

    const card = (depth: number): fc.Arbitrary<ExportedCard> =>
      fc.record({
        name,
        desc: fc.option(trickyText(60), { nil: null }),
        color: fc.option(fc.constantFrom('red', '#00ff00'), { nil: null }),
        sort: fc.integer({ min: 0, max: 1_000_000 }),
        createdAt: iso,
        movedAt: iso,
        doneAt: fc.option(iso, { nil: null }),
        archivedAt: fc.option(iso, { nil: null, freq: 4 }),
        creator: fc.option(person, { nil: null }),
        members: fc
          .uniqueArray(fc.record({ person, isResponsible: fc.boolean() }), {
            maxLength: 3,
            selector: (m) => `${m.person.email}:${m.isResponsible}`,
          })
          .map((list) => list.map((m) => ({ ...m.person, isResponsible: m.isResponsible }))),
        stickers: cardStickers,
        comments: fc.array(
          fc.record({ author: fc.option(person, { nil: null }), text: trickyText(40), createdAt: iso, updatedAt: iso }),
          { maxLength: 2 },
        ),
        history: fc.array(
          fc.record({
            actor: fc.option(person, { nil: null }),
            action: fc.constantFrom('created', 'renamed', 'moved', 'stickerChanged'),
            field: fc.option(fc.constantFrom('name', 'sort'), { nil: null }),
            from: historyValue,
            to: historyValue,
            createdAt: iso,
          }),
          { maxLength: 2 },
        ),
        children: depth >= 3 ? fc.constant([]) : cardList(depth + 1, 2),
      });
    const cardList = (depth: number, maxLength: number) =>
      fc.uniqueArray(card(depth), { maxLength, selector: (c) => c.sort });

    const template = fc.record({
      name,
      description: fc.option(trickyText(30), { nil: null }),
      taskName: name,
      taskDescription: fc.option(trickyText(30), { nil: null }),
      executors: fc.uniqueArray(person, { maxLength: 2, selector: (p) => p.email }),
      responsible: fc.uniqueArray(person, { maxLength: 1, selector: (p) => p.email }),
      stickers: fc.constant(
        definitions
          .filter((d) => d.type === 'state' && d.deletedAt === null)
          .map((d) => ({ sticker: d.key, value: { ...STATES[0] } })),
      ),
    });

    return fc.record({
      format: fc.constant(BOARD_EXPORT_FORMAT),
      version: fc.constant(BOARD_EXPORT_VERSION),
      exportedAt: iso,
      board: fc.record({
        name,
        bgColor: fc.option(fc.constantFrom('#112233', 'teal'), { nil: null }),
        bgImage: fc.option(fc.constant('https://example.com/bg.png'), { nil: null }),
        displayType: fc.constant('kanban'),
      }),
      stickers: fc.constant(definitions),
      templates: fc.array(template, { maxLength: 2 }),
      columns: fc.array(
        fc.record({
          name,
          color: fc.option(fc.constantFrom('blue', '#abcdef'), { nil: null }),
          archivedAt: fc.option(fc.constant('2026-02-03T04:05:06.000Z'), { nil: null }),
          cards: cardList(0, 4),
        }),
        { minLength: 1, maxLength: 4 },
      ),
    });
  });
}

/**
 * A file as the board will give it back: exportedAt dropped, sticker keys replaced by their
 * position (definitions by sort), cards of every list by sort descending, and a card without a
 * creator credited to `importer` (the writer makes the importing user the creator).
 */
export function normalised(file: BoardExport, importer: PersonRef): unknown {
  const stickers = [...file.stickers].sort((a, b) => a.sort - b.sort);
  const keyOf = new Map(stickers.map((s, index) => [s.key, `#${index}`]));
  const card = (c: ExportedCard): ExportedCard => ({
    ...c,
    creator: c.creator ?? importer,
    stickers: c.stickers.map((s) => ({ ...s, sticker: keyOf.get(s.sticker) ?? s.sticker })),
    children: cards(c.children),
  });
  const cards = (list: ExportedCard[]) => [...list].sort((a, b) => b.sort - a.sort).map(card);
  return {
    ...file,
    exportedAt: '—',
    stickers: stickers.map((s) => ({ ...s, key: keyOf.get(s.key) })),
    templates: file.templates.map((t) => ({
      ...t,
      stickers: t.stickers.map((s) => ({ ...s, sticker: keyOf.get(s.sticker) ?? s.sticker })),
    })),
    columns: file.columns.map((column) => ({ ...column, cards: cards(column.cards) })),
  };
}
