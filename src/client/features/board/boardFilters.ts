/**
 * Board filters, stored per board in the browser (spec/board.md §3 "Filters are stored per board",
 * §9 `board-filters`: board id → filters) and sent as JSON in the `filters` query of the card
 * calls (§7). Shape: shared `BoardFilters` {text?, executor?, responsible?, done?}.
 */
import { useCallback, useState } from 'react';
import type { BoardFilters } from '../../../shared/board/board.schemas';
import {
  BOARD_FILTER_DONE,
  BOARD_FILTER_IDS_MAX,
  BOARD_FILTER_TEXT_MAX,
  MAX_INT32,
  STORAGE_KEYS,
} from '../../../shared/constants';
import { isStorableText } from '../../../shared/storableText';

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

const validIds = (value: unknown): boolean =>
  value === undefined ||
  (Array.isArray(value) &&
    value.length <= BOARD_FILTER_IDS_MAX &&
    value.every((id) => Number.isInteger(id) && (id as number) > 0 && (id as number) <= MAX_INT32));

/**
 * The stored entry when it is what `boardFiltersSchema` (shared/board/board.schemas.ts) accepts,
 * with the text trimmed; else null. Checked by hand: the board opens without loading zod, and the
 * server validates the `filters` query with the schema anyway (DESIGN §3).
 */
export function storedFilters(raw: unknown): BoardFilters | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const { text, executor, responsible, done } = raw as Record<string, unknown>;
  if (text !== undefined && (typeof text !== 'string' || !isStorableText(text))) return null;
  const trimmed = typeof text === 'string' ? text.trim() : undefined;
  if (trimmed !== undefined && trimmed.length > BOARD_FILTER_TEXT_MAX) return null;
  if (!validIds(executor) || !validIds(responsible)) return null;
  if (done !== undefined && !DONE_VALUES.includes(done)) return null;
  const filters: BoardFilters = {};
  if (trimmed !== undefined) filters.text = trimmed;
  if (executor !== undefined) filters.executor = executor as number[];
  if (responsible !== undefined) filters.responsible = responsible as number[];
  if (done !== undefined) filters.done = done as BoardFilters['done'];
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
    (!filters.done || filters.done === 'all')
  );
}

/** The `filters` query value: JSON of the set filters, '' when none. */
export function filtersQuery(filters: BoardFilters): string {
  if (isEmptyFilters(filters)) return '';
  const sent: BoardFilters = {};
  if (filters.text?.trim()) sent.text = filters.text.trim();
  if (filters.executor?.length) sent.executor = filters.executor;
  if (filters.responsible?.length) sent.responsible = filters.responsible;
  if (filters.done && filters.done !== 'all') sent.done = filters.done;
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
