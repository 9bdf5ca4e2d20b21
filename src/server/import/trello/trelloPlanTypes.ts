/** The shapes of a planned Trello import (./trelloPlan.ts): what becomes columns, cards, sub-cards, comments and the labels sticker, what was skipped, and the report counts. */
import type { StateColor } from '../../../shared/stickers/stickerTypes';
import type { StoredDeadline } from '../../../shared/stickers/stickerWire';

/** An object of the file that was not imported, and why (DESIGN §3 import report). */
export interface SkippedItem {
  kind: string;
  id: string;
  name: string;
  reason: string;
}

export interface PlannedComment {
  trelloId: string;
  authorName: string;
  /** ISO date of the comment action. */
  date: string;
  text: string;
}

export interface PlannedSubCard {
  trelloId: string;
  name: string;
  desc: string;
  sort: number;
  done: boolean;
  createdAt: string | null;
}

export interface PlannedCard {
  trelloId: string;
  name: string;
  desc: string;
  /** Higher first; unique within its list (cards or archive of the column). */
  sort: number;
  archived: boolean;
  done: boolean;
  createdAt: string | null;
  /** Value of the "Labels" state sticker: the first label. */
  label: { name: string; color: StateColor } | null;
  deadline: StoredDeadline | null;
  executorIds: number[];
  /** Trello members with no matching user, kept as text. */
  unmatchedMembers: string[];
  comments: PlannedComment[];
  subCards: PlannedSubCard[];
}

export interface PlannedColumn {
  trelloId: string;
  name: string;
  /** The Trello list was closed (archived); all its cards are in `archive`. */
  closed: boolean;
  cards: PlannedCard[];
  archive: PlannedCard[];
}

export interface PlannedStateSticker {
  type: 'state';
  name: string;
  configs: { states: { name: string; color: StateColor }[] };
}

export interface ImportSummary {
  columns: number;
  cards: number;
  archivedCards: number;
  subCards: number;
  comments: number;
}

export interface ImportPlan {
  board: { trelloId: string; name: string; desc: string };
  /** The "Labels" state sticker, or null when the board has no labels. */
  labelsSticker: PlannedStateSticker | null;
  /** Whether any card has a deadline (the board needs a deadline sticker). */
  usesDeadline: boolean;
  columns: PlannedColumn[];
  skipped: SkippedItem[];
  summary: ImportSummary;
}

export interface TrelloPlanOptions {
  /** The company user for a Trello member (same e-mail or name), or null. */
  memberIdByEmailOrName: (fullName: string, username: string) => number | null;
}
