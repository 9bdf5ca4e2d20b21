/**
 * The board last selected in each project, stored under `last-selected-boards` as JSON
 * `{ [projectId]: boardId }` (spec/board.md §9 Browser storage; issue 3 Deliver 2). A project opens
 * that board when it still exists, else its first board; a stale entry (the board no longer exists)
 * is removed (spec/board.md §4). Storage failures (private mode, bad JSON) read as "nothing stored".
 */
import { STORAGE_KEYS } from '../../../shared/constants';

type Stored = Record<string, number>;

function readAll(): Stored {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.lastSelectedBoards) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

function writeAll(value: Stored): void {
  try {
    if (Object.keys(value).length === 0) localStorage.removeItem(STORAGE_KEYS.lastSelectedBoards);
    else localStorage.setItem(STORAGE_KEYS.lastSelectedBoards, JSON.stringify(value));
  } catch {
    // Storage unavailable: the choice only lasts for this page.
  }
}

/** The stored board id of a project, or null. */
export function lastSelectedBoard(projectId: number): number | null {
  const value = readAll()[String(projectId)];
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** Remembers the board chosen in a project. */
export function rememberSelectedBoard(projectId: number, boardId: number): void {
  writeAll({ ...readAll(), [String(projectId)]: boardId });
}

/** Forgets a project's entry (its board was deleted or no longer exists). */
export function forgetSelectedBoard(projectId: number): void {
  const all = readAll();
  if (!(String(projectId) in all)) return;
  delete all[String(projectId)];
  writeAll(all);
}

/**
 * Which board to show (pure): `chosen` (picked on this page) if it exists, else the stored one if it
 * exists, else the first board; null without boards.
 */
export function boardToOpen(projectId: number, boardIds: number[], chosen: number | null): number | null {
  if (chosen !== null && boardIds.includes(chosen)) return chosen;
  const stored = lastSelectedBoard(projectId);
  if (stored !== null && boardIds.includes(stored)) return stored;
  return boardIds[0] ?? null;
}

/** Removes the project's entry when its board is not among `boardIds`; true when it did. */
export function pruneStaleBoard(projectId: number, boardIds: number[]): boolean {
  const stored = lastSelectedBoard(projectId);
  if (stored === null || boardIds.includes(stored)) return false;
  forgetSelectedBoard(projectId);
  return true;
}
