/**
 * The name limit of card and column names as their fields show it (DESIGN §3 name limits:
 * NAME_MAX = 200 characters; spec/board.md §5 validation). The shared `name` schema
 * (shared/board/board.schemas.ts: trimmed, at most NAME_MAX) is mirrored here by hand — the board
 * opens without loading zod (as board/boardFilters.ts does) — and the server refuses anything
 * longer with the same words. Fields never cut what is typed or pasted (no `maxLength`): near the
 * limit they count, over it they refuse with the limit in words, and nothing is sent.
 */
import { useTranslation } from '../../app/translation';
import { NAME_MAX } from '../../../shared/constants';

/** From this many characters on the counter shows (the last fifth of the limit). */
export const NAME_COUNTER_FROM = NAME_MAX - 40;

/** Where a name stands against the limit: lengths in UTF-16 code units of the trimmed text, as zod counts. */
export interface NameLength {
  length: number;
  max: number;
  /** Over `max`: refused before sending. */
  tooLong: boolean;
  /** The counter shows (near or over the limit). */
  counted: boolean;
}

/** `name` measured the way the shared schema measures it (trimmed), against NAME_MAX. */
export function nameLengthOf(name: string): NameLength {
  const length = name.trim().length;
  return { length, max: NAME_MAX, tooLong: length > NAME_MAX, counted: length >= NAME_COUNTER_FROM };
}

/** A name's standing plus the line to show under its field (undefined while far from the limit). */
export interface NameLimit extends NameLength {
  /** "At most 200 characters: 15 too many" when too long, "183 of 200 characters" near the limit. */
  hint: string | undefined;
}

/** The name limit of `name` with its words in the user's language (common:nameLimit.*). */
export function useNameLimit(name: string): NameLimit {
  const { t } = useTranslation('common');
  const standing = nameLengthOf(name);
  const { length, max, tooLong, counted } = standing;
  const hint = tooLong
    ? t('nameLimit.tooLong', { count: max, over: length - max })
    : counted
      ? t('nameLimit.counter', { count: max, length })
      : undefined;
  return { ...standing, hint };
}
