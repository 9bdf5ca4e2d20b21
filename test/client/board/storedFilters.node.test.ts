/**
 * The board reads its stored filters (spec/board.md §3, §9 `board-filters`) without zod
 * (client/features/board/boardFilters.ts): the hand check must accept exactly what the shared
 * `boardFiltersSchema` accepts (texts, people, done state, sticker values, deadline and week), with
 * the same trimmed texts and without unknown keys.
 */
import { boardFiltersSchema } from '../../../src/shared/board/board.schemas';
import { storedFilters } from '../../../src/client/features/board/boardFilters';

const samples: unknown[] = [
  {},
  { text: '  report  ' },
  { text: 'x'.repeat(200) },
  { text: 'x'.repeat(201) },
  { text: `  ${'x'.repeat(200)}  ` },
  { text: 'a\u0000b' },
  { text: 7 },
  { executor: [1, 2, 3], responsible: [] },
  { executor: Array.from({ length: 100 }, (_, i) => i + 1) },
  { executor: Array.from({ length: 101 }, (_, i) => i + 1) },
  { executor: [0] },
  { executor: [1.5] },
  { executor: [2_147_483_647] },
  { responsible: [2_147_483_648] },
  { executor: 'me' },
  { done: 'done' },
  { done: 'all' },
  { done: 'finished' },
  { done: 'undone', text: 'a', executor: [4] },
  {
    stickers: [
      { stickerId: 3, value: 'Bug', color: 'red' },
      { stickerId: 4, value: ' high ' },
    ],
  },
  { stickers: [{ stickerId: 3, value: 'Bug', extra: true }], other: 1 },
  { stickers: [] },
  { stickers: Array.from({ length: 100 }, (_, i) => ({ stickerId: i + 1, value: 'x' })) },
  { stickers: Array.from({ length: 101 }, (_, i) => ({ stickerId: i + 1, value: 'x' })) },
  { stickers: [{ stickerId: 3, value: '   ' }] },
  { stickers: [{ stickerId: 3, value: 'x'.repeat(200) }] },
  { stickers: [{ stickerId: 3, value: 'x'.repeat(201) }] },
  { stickers: [{ stickerId: 3, value: 'a\u0000' }] },
  { stickers: [{ stickerId: 3, value: 'Bug', color: 'crimson' }] },
  { stickers: [{ stickerId: 0, value: 'Bug' }] },
  { stickers: [{ value: 'Bug' }] },
  { stickers: [{ stickerId: 3, value: 5 }] },
  { stickers: ['Bug'] },
  { stickers: { stickerId: 3, value: 'Bug' } },
  { deadline: 'overdue' },
  { deadline: 'thisWeek', stickers: [{ stickerId: 9, value: 'low' }] },
  { deadline: 'nextWeek' },
  { deadline: 'thisWeek', week: { start: '2026-05-03T00:00:00.000Z', end: '2026-05-09T23:59:59.999Z' } },
  { week: { start: '2026-05-03T00:00:00.000Z', end: '2026-05-03T00:00:00.000Z' } },
  { week: { start: '2026-05-09T00:00:00.000Z', end: '2026-05-03T00:00:00.000Z' } },
  { week: { start: '2026-05-03', end: '2026-05-09T23:59:59.999Z' } },
  { week: { start: '2026-05-03T00:00:00Z', end: '2026-05-09T23:59:59.999Z' } },
  { week: { start: '2026-02-30T00:00:00.000Z', end: '2026-05-09T23:59:59.999Z' } },
  { week: { start: '2026-05-03T00:00:00.000Z' } },
  { week: '2026-05-03T00:00:00.000Z' },
  null,
  [],
  'text',
];

test.each(samples.map((sample) => [JSON.stringify(sample)?.slice(0, 60), sample]))(
  'stored filters %s: the hand check agrees with boardFiltersSchema',
  (_name, sample) => {
    const parsed = boardFiltersSchema.safeParse(sample);
    expect(storedFilters(sample)).toEqual(parsed.success ? parsed.data : null);
  },
);

test('stored sticker values and a deadline filter come back as they were stored', () => {
  const stored = {
    stickers: [
      { stickerId: 3, value: 'Bug', color: 'red' },
      { stickerId: 4, value: 'high' },
    ],
  };
  expect(storedFilters({ ...stored, deadline: 'thisWeek' })).toEqual({ ...stored, deadline: 'thisWeek' });
});
