/**
 * Board filters, stored per board in the browser (spec/board.md §3 "Filters are stored per board",
 * §9 `board-filters`: board id → filters) and sent as JSON in the `filters` query of the card
 * calls (§7). Shape: shared `BoardFilters` {text?, executor?, responsible?, done?, stickers?,
 * deadline?}; `week` is never stored: `filtersQuery` adds the user's current week to a sent
 * `deadline: 'thisWeek'`.
 */
import { useCallback, useState } from 'react';
import { endOfWeek, startOfWeek } from 'date-fns';
import type { BoardFilters, BoardFilterSticker } from '../../../shared/board/board.schemas';
import {
  BOARD_FILTER_DEADLINE,
  BOARD_FILTER_DONE,
  BOARD_FILTER_IDS_MAX,
  BOARD_FILTER_TEXT_MAX,
  isBoardFilterInstant,
  MAX_INT32,
  NAME_MAX,
  STORAGE_KEYS,
} from '../../../shared/constants';
import { isStorableText } from '../../../shared/storableText';
import { STATE_COLORS } from '../../../shared/stickers/stickerTypes';
import { dateLocaleOf } from '../../app/dateFormat';

function readAll(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.boardFilters) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const DONE_VALUES: readonly unknown[] = BOARD_FILTER_DONE;
const DEADLINE_VALUES: readonly unknown[] = BOARD_FILTER_DEADLINE;
const COLORS: readonly unknown[] = STATE_COLORS;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isId = (id: unknown): id is number => Number.isInteger(id) && (id as number) > 0 && (id as number) <= MAX_INT32;

const validIds = (value: unknown): boolean =>
  value === undefined || (Array.isArray(value) && value.length <= BOARD_FILTER_IDS_MAX && value.every(isId));

/** A sticker entry as `boardFilterStickerSchema` gives it (value trimmed, other keys dropped), else null. */
function storedSticker(raw: unknown): BoardFilterSticker | null {
  if (!isRecord(raw)) return null;
  const { stickerId, value, color } = raw;
  if (!isId(stickerId) || typeof value !== 'string' || !isStorableText(value)) return null;
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > NAME_MAX) return null;
  if (color !== undefined && !COLORS.includes(color)) return null;
  return color === undefined
    ? { stickerId, value: trimmed }
    : { stickerId, value: trimmed, color: color as BoardFilterSticker['color'] };
}

/** `week` as the schema gives it (start ≤ end, both toISOString instants), else null. */
function storedWeek(raw: unknown): BoardFilters['week'] | null {
  if (!isRecord(raw)) return null;
  const { start, end } = raw;
  if (typeof start !== 'string' || typeof end !== 'string') return null;
  return isBoardFilterInstant(start) && isBoardFilterInstant(end) && start <= end ? { start, end } : null;
}

/**
 * The stored entry when it is what `boardFiltersSchema` (shared/board/board.schemas.ts) accepts,
 * with the texts trimmed and unknown keys dropped; else null. Checked by hand: the board opens
 * without loading zod, and the server validates the `filters` query with the schema anyway
 * (DESIGN §3). test/client/board/storedFilters.node.test.ts keeps the two in step.
 */
export function storedFilters(raw: unknown): BoardFilters | null {
  if (!isRecord(raw)) return null;
  const { text, executor, responsible, done, stickers, deadline, week } = raw;
  if (text !== undefined && (typeof text !== 'string' || !isStorableText(text))) return null;
  const trimmed = typeof text === 'string' ? text.trim() : undefined;
  if (trimmed !== undefined && trimmed.length > BOARD_FILTER_TEXT_MAX) return null;
  if (!validIds(executor) || !validIds(responsible)) return null;
  if (done !== undefined && !DONE_VALUES.includes(done)) return null;
  const entries = stickers === undefined ? undefined : Array.isArray(stickers) ? stickers.map(storedSticker) : [null];
  if (entries && (entries.length > BOARD_FILTER_IDS_MAX || entries.includes(null))) return null;
  if (deadline !== undefined && !DEADLINE_VALUES.includes(deadline)) return null;
  const checkedWeek = week === undefined ? undefined : storedWeek(week);
  if (checkedWeek === null) return null;
  const filters: BoardFilters = {};
  if (trimmed !== undefined) filters.text = trimmed;
  if (executor !== undefined) filters.executor = executor as number[];
  if (responsible !== undefined) filters.responsible = responsible as number[];
  if (done !== undefined) filters.done = done as BoardFilters['done'];
  if (entries) filters.stickers = entries as BoardFilterSticker[];
  if (deadline !== undefined) filters.deadline = deadline as BoardFilters['deadline'];
  if (checkedWeek) filters.week = checkedWeek;
  return filters;
}

/** The stored filters of a board ({} when none or unreadable). */
export function readBoardFilters(boardId: number): BoardFilters {
  return storedFilters(readAll()[String(boardId)]) ?? {};
}

/** Stores a board's filters (an empty filter set removes the board's entry). */
export function writeBoardFilters(boardId: number, filters: BoardFilters): void {
  const all = readAll();
  if (isEmptyFilters(filters)) delete all[String(boardId)];
  else all[String(boardId)] = filters;
  try {
    localStorage.setItem(STORAGE_KEYS.boardFilters, JSON.stringify(all));
  } catch {
    // Storage full or disabled: filters then last for this page only.
  }
}

/** True when no filter narrows the board. */
export function isEmptyFilters(filters: BoardFilters): boolean {
  return (
    !filters.text?.trim() &&
    !filters.executor?.length &&
    !filters.responsible?.length &&
    (!filters.done || filters.done === 'all') &&
    !filters.stickers?.length &&
    !filters.deadline
  );
}

/**
 * The user's current week, `start` to `end` inclusive as ISO instants: in the browser's time zone,
 * beginning on the first day of the week of `language` (date-fns startOfWeek / endOfWeek with the
 * language's locale: Sunday in English, Monday in Russian).
 */
export function currentWeek(language: string | undefined, now = new Date()): { start: string; end: string } {
  const locale = dateLocaleOf(language);
  return { start: startOfWeek(now, { locale }).toISOString(), end: endOfWeek(now, { locale }).toISOString() };
}

/**
 * The `filters` query value: JSON of the set filters, '' when none. A `deadline: 'thisWeek'` is
 * sent with `week` = currentWeek(language, now), so the text (the board's cache key) stays the
 * same all week.
 */
export function filtersQuery(filters: BoardFilters, language?: string, now = new Date()): string {
  if (isEmptyFilters(filters)) return '';
  const sent: BoardFilters = {};
  if (filters.text?.trim()) sent.text = filters.text.trim();
  if (filters.executor?.length) sent.executor = filters.executor;
  if (filters.responsible?.length) sent.responsible = filters.responsible;
  if (filters.done && filters.done !== 'all') sent.done = filters.done;
  if (filters.stickers?.length) sent.stickers = filters.stickers;
  if (filters.deadline) sent.deadline = filters.deadline;
  if (filters.deadline === 'thisWeek') sent.week = currentWeek(language, now);
  return JSON.stringify(sent);
}

/** A board's filters with a setter that also stores them. */
export function useBoardFilters(boardId: number): [BoardFilters, (next: BoardFilters) => void] {
  const [state, setState] = useState(() => ({ boardId, filters: readBoardFilters(boardId) }));
  // Another board was opened in the same view: read its own filters.
  const current = state.boardId === boardId ? state.filters : readBoardFilters(boardId);
  if (state.boardId !== boardId) setState({ boardId, filters: current });
  const set = useCallback(
    (next: BoardFilters) => {
      writeBoardFilters(boardId, next);
      setState({ boardId, filters: next });
    },
    [boardId],
  );
  return [current, set];
}
