/**
 * Board filters, stored per board in the browser (spec/board.md §3 "Filters are stored per board",
 * §9 `board-filters`: board id → filters) and sent as JSON in the `filters` query of the card
 * calls (§7). Shape: shared `BoardFilters` {text?, executor?, responsible?, done?}.
 */
import { useCallback, useState } from 'react';
import { boardFiltersSchema } from '../../../shared/board/board.schemas';
import type { BoardFilters } from '../../../shared/board/board.schemas';
import { STORAGE_KEYS } from '../../../shared/constants';

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

/** The stored filters of a board ({} when none or unreadable). */
export function readBoardFilters(boardId: number): BoardFilters {
  const parsed = boardFiltersSchema.safeParse(readAll()[String(boardId)]);
  return parsed.success ? parsed.data : {};
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
