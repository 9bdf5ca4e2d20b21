/**
 * Table types of boards and their cards (columns, cards, members, comments, history, stickers,
 * templates, guest links; migrations 20261122040000_workspace … 20261127090000_guest_authors), part
 * of the Database of ./database.ts with its conventions (camelCase columns, 0/1 flags, ISO text times).
 */
import type { ColumnType, Generated } from 'kysely';
import type { Flag } from './database';

export interface BoardsTable {
  id: Generated<number>;
  projectId: number;
  name: string;
  bgImage: string | null;
  bgColor: string | null;
  displayType: Generated<string>;
  createdAt: string;
  updatedAt: string;
}

export interface ColumnsTable {
  id: Generated<number>;
  boardId: number;
  name: string;
  color: string | null;
  /** Left to right, ascending. */
  sort: number;
  /** Set while the column is archived: off the board, with its cards, until restored. */
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CardsTable {
  id: Generated<number>;
  boardId: number;
  columnId: number;
  parentCardId: number | null;
  /** Task number, unique within the company. */
  counter: number;
  companyId: number;
  name: string;
  /** `desc` on the wire. */
  description: string | null;
  color: string | null;
  /** Higher first, ≥ 0, unique within column + parent + archived. */
  sort: number;
  createdBy: number | null;
  /** An imported creator who is no company member (created_by null): their name as text. */
  creatorName: string | null;
  /** 1: created through the board's guest link (created_by null); migration 20261127090000_guest_authors. */
  createdByGuest: Generated<Flag>;
  createdAt: string;
  updatedAt: string;
  movedAt: string;
  doneAt: string | null;
  archivedAt: string | null;
  historyCount: Generated<number>;
  messageCount: Generated<number>;
}

export interface CardMembersTable {
  id: Generated<number>;
  cardId: number;
  userId: number;
  isResponsible: Flag;
  createdAt: string;
}

export interface CommentsTable {
  id: Generated<number>;
  cardId: number;
  authorId: number | null;
  /** An imported author who is not a company member (author_id null); migration 20261122120000_import. */
  authorName: string | null;
  text: string;
  createdAt: string;
  updatedAt: string;
}

export interface CardHistoryTable {
  id: Generated<number>;
  cardId: number;
  actorId: number | null;
  /** An imported actor who is not a company member (actor_id null); migration 20261122120000_import. */
  actorName: string | null;
  /** 1: a guest of the board's link (actor_id null); migration 20261127090000_guest_authors. */
  actorGuest: Generated<Flag>;
  action: string;
  field: string | null;
  /** JSON text. */
  fromValue: string | null;
  /** JSON text. */
  toValue: string | null;
  createdAt: string;
  /** `moved`: the columns of `from` / `to` (generated from the JSON; migration 20261220090300_report_moves). */
  fromColumnId: ColumnType<number | null, never, never>;
  toColumnId: ColumnType<number | null, never, never>;
}

/** A board sticker definition (migration 20261122060000_stickers). */
export interface BoardStickersTable {
  id: Generated<number>;
  boardId: number;
  type: string;
  name: string | null;
  icon: string | null;
  /** 0 or 1. */
  isActive: number;
  /** JSON text of the configs. */
  configs: string;
  sort: number;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A sticker attached to a card; `dueAt` is the scheduler's next action time (null: none). */
export interface CardStickersTable {
  id: Generated<number>;
  cardId: number;
  boardStickerId: number;
  /** JSON text of the value; null when not set. */
  value: string | null;
  dueAt: string | null;
  updatedBy: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A board's task template (migration 20261122080000_templates); lists are JSON text. */
export interface TaskTemplatesTable {
  id: Generated<number>;
  boardId: number;
  name: string;
  description: string | null;
  taskName: string;
  taskDescription: string | null;
  /** JSON text: user ids. */
  executors: string;
  /** JSON text: user ids. */
  responsible: string;
  /** JSON text: `[{stickerId, value}]` (board sticker ids). */
  stickers: string;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A board's guest link (migration 20261122100000_shares); one per board, flags 0/1. */
export interface BoardSharesTable {
  id: Generated<number>;
  boardId: number;
  /** Random base64url; unique. Regenerating replaces it. */
  token: string;
  enabled: Generated<Flag>;
  allowCreateTasks: Generated<Flag>;
  showExecutorsAndResponsible: Generated<Flag>;
  createdAt: string;
  updatedAt: string;
}
