/**
 * Saved query wire types (issue 19 item 1; routes in query.schemas.ts). Times are ISO-8601 UTC;
 * durations in milliseconds.
 */
import type { QueryDefinition, QueryGroupBy } from './query.schemas';

/** A saved query: private to its owner, or shared with the whole company. */
export interface SavedQuery {
  id: number;
  companyId: number;
  name: string;
  definition: QueryDefinition;
  shared: boolean;
  ownerId: number | null;
  ownerName: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One matching card: fixed fields, and `values` by column key (sticker cells as readable text). */
export interface QueryRow {
  id: number;
  counter: number;
  name: string;
  boardId: number;
  boardName: string;
  columnId: number;
  columnName: string;
  createdAt: string;
  movedAt: string;
  doneAt: string | null;
  archivedAt: string | null;
  creator: string;
  executors: string[];
  responsible: string[];
  /** Sticker columns by key (`s:<type>:<name>`): the cell text, '' when not set. */
  values: Record<string, string>;
}

/** Totals of a set of cards: count, and sums in ms (time tracking plan/fact, stopwatch, timer run time). */
export interface QueryTotals {
  count: number;
  trackingPlanMs: number;
  trackingFactMs: number;
  stopwatchMs: number;
  timerMs: number;
}

/** One group of the result: its key (an id, a state name, 'done'/'open'; null: none) and label. */
export interface QueryGroup extends QueryTotals {
  key: string | null;
  label: string | null;
}

export interface QueryResult {
  rows: QueryRow[];
  totals: QueryTotals;
  groupBy: QueryGroupBy | null;
  groups: QueryGroup[];
  limit: number;
  offset: number;
  hasMore: boolean;
}

/** The builder's choices (GET /queries/company/{companyId}/options). */
export interface QueryOptions {
  boards: { id: number; name: string; projectName: string; columns: { id: number; name: string }[] }[];
  members: { id: number; name: string }[];
  /** Sticker kinds of the company's boards: type, and name for named types (null: unnamed). */
  stickers: { type: string; name: string | null }[];
}
