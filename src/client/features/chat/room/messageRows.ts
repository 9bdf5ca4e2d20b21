/**
 * The rows of a room's message list (issue 16 item 2; the list view of MessageList.tsx): one row per
 * message, carrying what is drawn above it — a day separator when the local day changes, the unread
 * divider above the first message after the read mark captured when the room opened — and whether
 * the author's avatar and name show (a new author, a new day, or more than 5 minutes since the
 * previous message of the same author; a call message and the message after it always start anew).
 */
import { isSameDay } from 'date-fns';
import type { ShownMessage } from './messageCache';

/** Messages of one author within this many ms share one header. */
export const GROUP_WINDOW_MS = 5 * 60 * 1000;

export interface MessageRow {
  message: ShownMessage;
  /** The message starts a new local day: the separator's ISO time (labelled by the list). */
  day: string | null;
  /** The "New messages" divider goes above this row. */
  unread: boolean;
  /** Avatar and name show on this row. */
  header: boolean;
}

/**
 * Rows of `messages` (oldest first). `readMark`: the id the divider follows (null: no divider); the
 * divider goes above the first message with a greater id that someone else wrote.
 */
export function messageRows(messages: ShownMessage[], readMark: number | null, myId: number | null): MessageRow[] {
  let dividerPlaced = false;
  return messages.map((message, index) => {
    const previous = index > 0 ? messages[index - 1] : null;
    const at = new Date(message.createdAt);
    const newDay = !previous || !isSameDay(new Date(previous.createdAt), at);
    const unread =
      !dividerPlaced && readMark !== null && message.id > readMark && !message.pending && message.author?.id !== myId;
    if (unread) dividerPlaced = true;
    const sameAuthor =
      previous !== null &&
      (previous.kind ?? 'text') === 'text' &&
      (message.kind ?? 'text') === 'text' &&
      (previous.author?.id ?? null) === (message.author?.id ?? null) &&
      at.getTime() - new Date(previous.createdAt).getTime() <= GROUP_WINDOW_MS;
    return { message, day: newDay ? message.createdAt : null, unread, header: newDay || unread || !sameAuthor };
  });
}

/** The key of a row: the sender's clientId when there is one (the optimistic copy keeps its row), else the id. */
export const rowKey = (row: MessageRow): string => row.message.clientId ?? String(row.message.id);

/** Messages of others after `seenId` (the newest one shown when the reader was last at the bottom): the jump button's count. */
export const newMessagesCount = (rows: MessageRow[], seenId: number, myId: number | null): number =>
  rows.filter((row) => !row.message.pending && row.message.id > seenId && row.message.author?.id !== myId).length;
