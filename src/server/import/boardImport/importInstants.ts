/**
 * The dates of an imported card as ISO instants (`2026-03-16T00:00:00.000Z`), the form every stored
 * timestamp has: the reports, filters and sorts compare them as text (src/server/reports/*), so a
 * board file's `2026-03-16` or `2026-03-16 10:00+03:00` (the file schema takes any 1–40 characters,
 * src/shared/board/boardExport.ts) would sort before an instant of the same day and be counted in
 * the wrong day or period. A date the file holds in a form `Date.parse` reads is rewritten; one it
 * cannot read rejects the file with a 400 naming the card (importErrors.ts `importCardDate`), as the
 * import's other checks do.
 */
import type { ExportedCard } from '../../../shared/board/boardExport';
import { importFileError, quoted } from './importErrors';

/** `text` as an ISO instant, or null when it is no date `Date.parse` reads. */
function instantOf(text: string): string | null {
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/**
 * A copy of `card` whose own dates, and those of its stickers, comments and history, are ISO
 * instants (its sub-cards are left to their own call); throws a 400 naming the card when one is
 * no date.
 */
export function cardWithInstants(card: ExportedCard): ExportedCard {
  const instant = (text: string): string => {
    const value = instantOf(text);
    if (value === null) throw importFileError('importCardDate', { card: quoted(card.name), date: quoted(text) });
    return value;
  };
  const optional = (text: string | null) => (text === null ? null : instant(text));
  return {
    ...card,
    createdAt: instant(card.createdAt),
    movedAt: instant(card.movedAt),
    doneAt: optional(card.doneAt),
    archivedAt: optional(card.archivedAt),
    stickers: card.stickers.map((sticker) => ({ ...sticker, updatedAt: instant(sticker.updatedAt) })),
    comments: card.comments.map((comment) => ({
      ...comment,
      createdAt: instant(comment.createdAt),
      updatedAt: instant(comment.updatedAt),
    })),
    history: card.history.map((entry) => ({ ...entry, createdAt: instant(entry.createdAt) })),
  };
}
