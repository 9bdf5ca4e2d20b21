/**
 * The board reads its stored filters (spec/board.md §3, §9 `board-filters`) without zod
 * (client/features/board/boardFilters.ts): the hand check must accept exactly what the shared
 * `boardFiltersSchema` accepts, with the same trimmed text.
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
