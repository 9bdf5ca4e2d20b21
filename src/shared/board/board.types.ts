/**
 * Board entities as the API returns them (DESIGN §3 "A created card is …", §4; spec/board.md §3).
 * Times are ISO-8601 UTC strings.
 */
import type { CardSticker } from '../stickers/stickerWire';

export type { CardSticker };

/**
 * Who created a card. `userId` 0 with an empty name: nobody known (the client shows "Unknown
 * user"); `isGuest` true: created through the board's guest link (spec/board.md §6), shown as "Guest".
 */
export interface CardCreator {
  userId: number;
  name: string;
  surname: string | null;
  avatar: string | null;
  isGuest?: boolean;
}

export interface CardMember {
  userId: number;
  isResponsible: boolean;
}

export interface Card {
  id: number;
  boardId: number;
  columnId: number;
  parentCardId: number | null;
  counter: number;
  name: string;
  desc: string | null;
  color: string | null;
  sort: number;
  createdAt: string;
  movedAt: string;
  doneAt: string | null;
  archivedAt: string | null;
  creator: CardCreator;
  stickers: CardSticker[];
  cardsMembers: CardMember[];
  childCount: number;
  childDoneCount: number;
  historyCount: number;
  messageCount: number;
}

export interface Column {
  id: number;
  boardId: number;
  name: string;
  color: string | null;
  sort: number;
  /** Set while archived; the board's column list leaves archived columns out. */
  archivedAt?: string | null;
  /** First page of top-level, not archived cards (20, highest sort first). */
  cards: Card[];
  cardsCount: number;
  archiveCount: number;
  /** Always empty on load; filled when the archive section is expanded (spec/board.md §4). */
  archiveCards: Card[];
}

/** A page of cards: the list sits at the top level of the envelope (DESIGN §3). */
export interface CardPage {
  success: true;
  status: 'success';
  cards: Card[];
  hasMore: boolean;
}

export interface Comment {
  id: number;
  cardId: number;
  text: string;
  createdAt: string;
  updatedAt: string;
  /** `userId` null: an imported author who is not a company member, kept by name (issue 7). */
  author: { userId: number | null; name: string; avatar: string | null };
}

/** One visible change of a card (DESIGN §4 "Every change … writes a history entry"). */
export interface HistoryEntry {
  id: number;
  cardId: number;
  /** e.g. created, renamed, described, moved, done, undone, archived, unarchived, commented, copied */
  action: string;
  field: string | null;
  from: unknown;
  to: unknown;
  createdAt: string;
  /**
   * `userId` null: an imported person who is not a company member, kept by name (issue 7), or with
   * `isGuest` true (and an empty name) a guest of the board's link (spec/board.md §6); null: the
   * system (sticker schedulers).
   */
  actor: { userId: number | null; name: string; isGuest?: boolean } | null;
}
