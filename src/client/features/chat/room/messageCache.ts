/**
 * How a room's history lives in the RTK Query cache (issue 16 item 2 "virtualised message list"):
 * one infinite query entry per room (chatMessagesApi.ts `getRoomMessages`) whose data is
 * `{pages: ChatMessagesPage[], pageParams}`, pages oldest first, each page's messages oldest
 * first. Older pages are prepended (`fetchPreviousPage`, `before` = first id), newer ones appended
 * (`fetchNextPage`, `after` = last id, only when the entry was opened `around` a message).
 *
 * Live messages and the sender's optimistic copies land on the LAST page, and only while that page
 * is the newest (`hasMoreAfter` false): otherwise they arrive with the next page. An optimistic copy
 * (`PendingMessage`) has a negative id, the sender's `clientId` and `pending` 'sending' | 'failed';
 * the server's answer or live echo (same clientId) replaces it in place, so the row keeps its key.
 * Every function here mutates an immer draft and is pure otherwise.
 */
import type { ChatMessage, ChatMessagesPage, ChatReactionGroup } from '../../../../shared/chat/chat.types';

/** A message as the room shows it: the server's, or the sender's copy waiting for the answer. */
export interface ShownMessage extends ChatMessage {
  /** Only on optimistic copies: 'sending' until answered, 'failed' (with `error` in words) after. */
  pending?: 'sending' | 'failed';
  error?: string;
}

/** The page a history call asked for: `{}` is the first one (latest, or `around` of the query arg). */
export interface HistoryPageParam {
  before?: number;
  after?: number;
}

/** The cached data of one room's infinite query. */
export interface RoomHistory {
  pages: ChatMessagesPage[];
  pageParams: HistoryPageParam[];
}

const isReal = (message: ShownMessage) => message.id > 0 && !message.pending;

/** Every message of the history, oldest first, each id once (pages may overlap after a live append). */
export function flattenHistory(history: RoomHistory | undefined): ShownMessage[] {
  if (!history) return [];
  const seen = new Set<number>();
  const out: ShownMessage[] = [];
  for (const page of history.pages)
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      out.push(message);
    }
  return out;
}

/** The newest page is held: live messages may be appended. */
export const atNewest = (history: RoomHistory): boolean =>
  history.pages.length > 0 && !history.pages[history.pages.length - 1].hasMoreAfter;

/** Id of the first server message of a page (for `before`), or undefined. */
export const firstRealId = (page: ChatMessagesPage): number | undefined =>
  (page.messages as ShownMessage[]).find(isReal)?.id;
/** Id of the last server message of a page (for `after`), or undefined. */
export const lastRealId = (page: ChatMessagesPage): number | undefined =>
  [...(page.messages as ShownMessage[])].reverse().find(isReal)?.id;

function locate(history: RoomHistory, match: (message: ShownMessage) => boolean) {
  for (const page of history.pages) {
    const index = page.messages.findIndex(match);
    if (index >= 0) return { page, index };
  }
  return null;
}

/**
 * A message from the server (answer or live event) into the history: replaces the optimistic copy
 * with its clientId (keeping the clientId as the row key), else the message with its id; a new
 * message is placed by id on the newest page before any optimistic copies (unless `insert` is false:
 * an edit or delete of a message not held changes nothing). Returns true when the message was new.
 */
export function upsertMessage(history: RoomHistory, message: ChatMessage, insert = true): boolean {
  const byId = locate(history, (held) => held.id === message.id);
  const byClient = message.clientId
    ? locate(history, (held) => Boolean(held.pending) && held.clientId === message.clientId)
    : null;
  if (byClient) {
    if (byId) byClient.page.messages.splice(byClient.index, 1);
    else {
      byClient.page.messages[byClient.index] = { ...message };
      return true;
    }
  }
  if (byId) {
    const held = byId.page.messages[byId.index];
    byId.page.messages[byId.index] = { ...message, clientId: held.clientId ?? message.clientId };
    return false;
  }
  if (!insert || !atNewest(history)) return false;
  const last = history.pages[history.pages.length - 1];
  const list = last.messages as ShownMessage[];
  let at = list.length;
  while (at > 0 && (!isReal(list[at - 1]) || list[at - 1].id > message.id)) at -= 1;
  list.splice(at, 0, { ...message });
  return true;
}

/** Appends the sender's optimistic copy to the newest page (nothing when the newest page is not held). */
export function addPending(history: RoomHistory, message: ShownMessage): void {
  if (!atNewest(history)) return;
  const last = history.pages[history.pages.length - 1];
  if (!last.messages.some((held) => held.clientId === message.clientId)) last.messages.push(message);
}

/** Marks an optimistic copy failed with the error in words. */
export function failPending(history: RoomHistory, clientId: string, error: string): void {
  const found = locate(history, (held) => Boolean(held.pending) && held.clientId === clientId);
  if (found) Object.assign(found.page.messages[found.index], { pending: 'failed', error });
}

/** Drops an optimistic copy (discarded, or about to be sent again). */
export function removePending(history: RoomHistory, clientId: string): void {
  const found = locate(history, (held) => Boolean(held.pending) && held.clientId === clientId);
  if (found) found.page.messages.splice(found.index, 1);
}

/** Applies `change` to the held message `id` (no-op when it is not held). */
export function patchMessage(history: RoomHistory, id: number, change: (message: ShownMessage) => void): void {
  const found = locate(history, (held) => held.id === id);
  if (found) change(found.page.messages[found.index]);
}

/** The reactions after `userId` set (`active`) or removed their `emoji` (groups keep their order). */
export function toggledReactions(
  reactions: ChatReactionGroup[],
  emoji: string,
  userId: number,
  active: boolean,
): ChatReactionGroup[] {
  const groups = reactions.map((group) =>
    group.emoji === emoji ? { ...group, userIds: group.userIds.filter((id) => id !== userId) } : group,
  );
  const group = groups.find((candidate) => candidate.emoji === emoji);
  if (active) {
    if (group) group.userIds.push(userId);
    else groups.push({ emoji, userIds: [userId] });
  }
  return groups.filter((candidate) => candidate.userIds.length > 0);
}
