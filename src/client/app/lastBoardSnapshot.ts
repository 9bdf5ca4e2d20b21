/**
 * The part of the RTK Query cache kept across reloads (persistence.ts): the last opened board —
 * the most recently answered `boardColumns` entry, cut to the first page of each column so the
 * stored copy stays small (a 10 × 1,000-card board scrolled to the end would not fit in
 * localStorage) — with the entries the board route shows beside it: `boardInfo` and `boardStickers`
 * of that board, `boardMembers` and `getCompany` of its company, `getProject` of its project.
 * Pure functions over the api state, so they are tested without a store.
 */
import type { BoardData } from '../features/board/boardCache';
import type { BoardArg, BoardInfo } from '../features/board/boardApi';

/**
 * A keyset page of cards (spec/board.md §7: pages of 20; shared/board/board.schemas.ts
 * CARD_PAGE_SIZE, not imported: this module is in the main chunk and that one brings zod).
 */
const CARD_PAGE_SIZE = 20;

/** One stored cache entry, in the shape `api.util.upsertQueryEntries` takes. */
export interface PersistedEntry {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

interface QueryEntryLike {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
  data?: unknown;
  fulfilledTimeStamp?: number;
}

/** What the snapshot reads of the api slice state. */
export interface ApiStateLike {
  queries: Record<string, QueryEntryLike | undefined>;
}

/** A board cache with only the first page of each column's top-level list (archives, sub-cards and expansions left out). */
export function firstPagesOf(data: BoardData): BoardData {
  const lists: BoardData['lists'] = {};
  const keep = new Set<number>();
  for (const [key, list] of Object.entries(data.lists)) {
    if (!key.startsWith('c')) continue;
    const ids = list.ids.slice(0, CARD_PAGE_SIZE);
    ids.forEach((id) => keep.add(id));
    lists[key] = { ids, hasMore: list.hasMore || list.ids.length > ids.length };
  }
  const cardIds = data.cards.ids.filter((id) => keep.has(id));
  const cardEntities: BoardData['cards']['entities'] = {};
  for (const id of cardIds) cardEntities[id] = data.cards.entities[id];
  const columnEntities: BoardData['columns']['entities'] = {};
  for (const id of data.columns.ids) columnEntities[id] = { ...data.columns.entities[id], archiveExpanded: false };
  return {
    boardId: data.boardId,
    columns: { ids: data.columns.ids, entities: columnEntities },
    cards: { ids: cardIds, entities: cardEntities },
    lists,
    expanded: {},
  };
}

/** The entries of the last opened board (see the file comment); [] when no board was opened. */
export function lastBoardSnapshot(state: ApiStateLike | undefined): PersistedEntry[] {
  const entries = Object.values(state?.queries ?? {}).filter(
    (e): e is QueryEntryLike => e?.status === 'fulfilled' && e.data !== undefined,
  );
  const board = entries
    .filter((e) => e.endpointName === 'boardColumns')
    .sort((a, b) => (b.fulfilledTimeStamp ?? 0) - (a.fulfilledTimeStamp ?? 0))[0];
  if (!board) return [];
  const boardArg = board.originalArgs as BoardArg;
  const find = (endpointName: string, arg: unknown) =>
    entries.find((e) => e.endpointName === endpointName && e.originalArgs === arg);
  const info = find('boardInfo', boardArg.boardId)?.data as BoardInfo | undefined;
  const out: PersistedEntry[] = [
    { endpointName: 'boardColumns', arg: boardArg, value: firstPagesOf(board.data as BoardData) },
  ];
  const add = (endpointName: string, arg: unknown) => {
    const entry = arg === undefined ? undefined : find(endpointName, arg);
    if (entry) out.push({ endpointName, arg, value: entry.data });
  };
  add('boardInfo', boardArg.boardId);
  add('boardStickers', boardArg.boardId);
  add('boardMembers', info?.companyId);
  add('getCompany', info?.companyId);
  add('getProject', info?.projectId);
  return out;
}
