/**
 * The sticker values the board filter offers (spec/board.md §3 "Sticker values by type": state
 * `{name, color}`, priority `{value}`) and the `stickers` entries of BoardFilters they stand for
 * (server/editor/filters.ts keeps cards holding any of them). Stickers offering the same values
 * form one group: a Trello board's labels are spread over "Labels", "Labels 2", … (a card's i-th
 * label in the i-th sticker, server/import/trello/trelloStickers.ts), so choosing "Bug" once sends
 * it for each of them.
 */
import type { BoardFilterSticker } from '../../../shared/board/board.schemas';
import { BOARD_FILTER_IDS_MAX } from '../../../shared/constants';
import { PRIORITY_LEVELS, type StateColor } from '../../../shared/stickers/stickerTypes';
import type { BoardSticker } from '../../../shared/stickers/stickerWire';

/** One value on offer: a state's name and colour, or a priority level (no colour). */
export interface FilterValue {
  value: string;
  color?: StateColor;
}

/** Stickers of one type offering the same values; named after the first of them. */
export interface StickerFilterGroup {
  type: 'state' | 'priority';
  name: string | null;
  stickerIds: number[];
  values: FilterValue[];
}

/** The board's state and priority stickers as groups, in the definitions' order; none without values. */
export function stickerFilterGroups(definitions: readonly BoardSticker[]): StickerFilterGroup[] {
  const groups = new Map<string, StickerFilterGroup>();
  for (const definition of definitions) {
    const { type } = definition;
    if (type !== 'state' && type !== 'priority') continue;
    const values: FilterValue[] =
      type === 'priority'
        ? PRIORITY_LEVELS.map((value) => ({ value }))
        : (definition.configs.states ?? []).map((state) => ({ value: state.name.trim(), color: state.color }));
    if (!values.length) continue;
    const key = `${type}:${JSON.stringify(values)}`;
    const group = groups.get(key);
    if (group) group.stickerIds.push(definition.id);
    else groups.set(key, { type, name: definition.name, stickerIds: [definition.id], values });
  }
  return [...groups.values()];
}

const sameValue = (entry: BoardFilterSticker, value: FilterValue): boolean =>
  entry.value === value.value && entry.color === value.color;

/** True when the filter holds `value` for a sticker of `group`. */
export const isChosen = (
  entries: readonly BoardFilterSticker[] | undefined,
  group: StickerFilterGroup,
  value: FilterValue,
): boolean => Boolean(entries?.some((e) => group.stickerIds.includes(e.stickerId) && sameValue(e, value)));

/**
 * The `stickers` entries of the chosen values: each once per sticker of its group, the first
 * BOARD_FILTER_IDS_MAX of them (the schema's limit); undefined when none is chosen.
 */
export function entriesOf(
  chosen: readonly { group: StickerFilterGroup; value: FilterValue }[],
): BoardFilterSticker[] | undefined {
  const entries = chosen.flatMap(({ group, value }) => group.stickerIds.map((stickerId) => ({ stickerId, ...value })));
  return entries.length ? entries.slice(0, BOARD_FILTER_IDS_MAX) : undefined;
}
