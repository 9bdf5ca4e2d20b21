/**
 * The boards of the open benchmark (issue 13 item 8): a board file in our own export format
 * (src/shared/board/boardExport.ts, the body of `POST /project/{projectId}/import/board`) holding
 * 10 columns × N plain cards — no stickers, members, comments, sub-cards or history — so every
 * tile is a "plain card" of issue 13's goals. Deterministic for a given N.
 *
 * Card names are `Bench <column>.<row>` (both 1-based); row 1 is the top card of its column (card
 * `sort` is higher-first, DESIGN §4), so `Bench 1.1` is the first card a user sees.
 */
import {
  BOARD_EXPORT_FORMAT,
  BOARD_EXPORT_VERSION,
  type BoardExport,
  type ExportedCard,
} from '../../src/shared/board/boardExport';

/** Columns per benchmark board. */
export const BENCH_COLUMNS = 10;

/** Name of the card in `column` (1-based, left to right) at `row` (1-based, top to bottom). */
export const benchCardName = (column: number, row: number): string => `Bench ${column}.${row}`;

/**
 * Source of a RegExp matching the title of a benchmark card, renamed ones included (renames append
 * ` r<run>…`, see openMeasure.ts); used in the page to count the cards drawn.
 */
export const BENCH_CARD_PATTERN = '^Bench \\d+\\.\\d+( .*)?$';

/** A plain card at `row` of a column of `rows` cards (higher sort = higher up). */
function plainCard(column: number, row: number, rows: number, at: string): ExportedCard {
  return {
    name: benchCardName(column, row),
    desc: null,
    color: null,
    sort: (rows - row + 1) * 1024,
    createdAt: at,
    movedAt: at,
    doneAt: null,
    archivedAt: null,
    creator: null,
    members: [],
    stickers: [],
    comments: [],
    history: [],
    children: [],
  };
}

/** The board file: `BENCH_COLUMNS` columns `Column <n>` of `cardsPerColumn` plain cards each. */
export function generateBoardFile(cardsPerColumn: number): BoardExport {
  const at = new Date(Date.UTC(2026, 0, 1)).toISOString();
  return {
    format: BOARD_EXPORT_FORMAT,
    version: BOARD_EXPORT_VERSION,
    exportedAt: at,
    board: { name: `Bench ${BENCH_COLUMNS} × ${cardsPerColumn}`, bgColor: null, bgImage: null, displayType: 'kanban' },
    stickers: [],
    templates: [],
    columns: Array.from({ length: BENCH_COLUMNS }, (_, c) => ({
      name: `Column ${c + 1}`,
      color: null,
      cards: Array.from({ length: cardsPerColumn }, (_, r) => plainCard(c + 1, r + 1, cardsPerColumn, at)),
    })),
  };
}
