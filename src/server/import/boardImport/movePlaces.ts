/**
 * The places of imported card moves. A `moved` history entry keeps where the card was and went as
 * `{columnId, columnName, parentCardId}` (src/server/editor/cardMoves.ts), and a board file keeps
 * them as they were on the board it was exported from: ids of THAT board's columns and cards. The
 * company reports read `columnId` (src/server/reports/flowReports.ts, through the generated
 * `card_history.from_column_id` / `to_column_id`), so a place written as it is would count the move
 * against a column of another board — of another company, when that board lives on this instance.
 * The import writer (writeCards.ts) therefore rewrites each place to the imported board:
 *
 * - `columnId`: the imported column (archived ones included) whose name is the place's
 *   `columnName`, when exactly one has that name; else null. The reports leave a move with a null
 *   column out (as Trello moves, whose places never had ids), and the card's history text then tells
 *   the two columns apart by their names (src/client/features/board/historyText.ts).
 * - `parentCardId`: the imported card the id stands for when the file shows it (`fileParentIds`),
 *   else null.
 * - `columnName` and any other key as the file has them. Only the keys a place has are rewritten: a
 *   value that is no object, or an object without `columnId` / `parentCardId`, stays as it is (no
 *   column for the reports either way).
 */
import type { ExportedCard, ExportedHistory } from '../../../shared/board/boardExport';

type Place = Record<string, unknown>;

const isPlace = (value: unknown): value is Place =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The actions that change a card's parent: a move, or an archive toggle (which takes it out of its parent). */
const PARENT_CHANGES = new Set(['moved', 'archived', 'unarchived']);

/**
 * Which imported card a parent id of the file stands for, where the file shows it. The file has no
 * card ids, but a sub-card's history tells the source id of its parent: every parent change writes
 * a `moved` entry on the card with the new parent in `to.parentCardId`, an archive toggle takes the
 * card out of its parent, and a card created under its parent has no such entry (cardMoves.ts). So
 * when the last of those entries of a sub-card of the file is a move into parent P, P is the source
 * id of its parent in the file, whose new id is known. Entries of other cards naming P (their moves
 * into or out of that card) map the same way. An id the file ties to two different cards is
 * dropped (null, as any id the file does not show).
 *
 * `cards[i].parent` is the index of card i's parent in `cards` (null: top-level); `cardIds[i]` is
 * card i's new id.
 */
export function fileParentIds(
  cards: readonly { card: ExportedCard; parent: number | null }[],
  cardIds: readonly number[],
): Map<number, number | null> {
  const ids = new Map<number, number | null>();
  cards.forEach(({ card, parent }) => {
    if (parent === null) return;
    const last = card.history.findLast((entry) => PARENT_CHANGES.has(entry.action));
    if (last?.action !== 'moved' || !isPlace(last.to) || typeof last.to.parentCardId !== 'number') return;
    const sourceId = last.to.parentCardId;
    const known = ids.get(sourceId);
    ids.set(sourceId, known === undefined || known === cardIds[parent] ? cardIds[parent] : null);
  });
  return ids;
}

/**
 * A function giving a history entry's `from` and `to` as the import stores them: for a `moved`
 * entry, each place rewritten to the imported board (see the file header); any other entry as it is.
 * `columns` are the imported columns (name and new id); `parentIds` comes from `fileParentIds`.
 */
export function importedMovePlaces(
  columns: readonly { name: string; id: number }[],
  parentIds: ReadonlyMap<number, number | null>,
): (entry: ExportedHistory) => { from: unknown; to: unknown } {
  // A name two columns share names neither of them: null.
  const columnIdOf = new Map<string, number | null>();
  for (const column of columns) columnIdOf.set(column.name, columnIdOf.has(column.name) ? null : column.id);

  const rewrite = (value: unknown): unknown => {
    if (!isPlace(value)) return value;
    const place: Place = { ...value };
    if ('columnId' in place) {
      place.columnId = typeof place.columnName === 'string' ? (columnIdOf.get(place.columnName) ?? null) : null;
    }
    if ('parentCardId' in place) {
      place.parentCardId = typeof place.parentCardId === 'number' ? (parentIds.get(place.parentCardId) ?? null) : null;
    }
    return place;
  };

  return (entry) =>
    entry.action === 'moved'
      ? { from: rewrite(entry.from), to: rewrite(entry.to) }
      : { from: entry.from, to: entry.to };
}
