/**
 * Trello actions as card activity (issue 7 Deliver 1 "comment actions", "card creation dates from
 * the actions"; ./trelloConvert.ts). One pass over `actions` (Trello writes them newest first)
 * gathers, per card: comments, the creation action, history entries in our vocabulary
 * (src/server/editor/history.ts, same from/to shapes the server writes), and the dates of the
 * latest close, done and list move; per check item: done / undone entries. Everything else is
 * counted per action type for the import report.
 *
 * Mapped: commentCard and copyCommentCard (a comment copied with its card) → comment; createCard / copyCard / convertToCardFromCheckItem /
 * moveCardToBoard / emailCard → `created`; updateCard changing name → `renamed`, desc →
 * `described`, list → `moved`, closed → `archived` / `unarchived`, dueComplete → `done` / `undone`,
 * due / start → `stickerChanged` (field `deadline`); addMemberToCard / removeMemberFromCard →
 * `memberAdded` / `memberRemoved`; updateCheckItemStateOnCard → `done` / `undone` on the sub-card;
 * updateList closing a list → the archive date of its cards.
 */
import type { ExportedComment, ExportedHistory } from '../../../shared/board/boardExport';
import type { TrelloAction, TrelloBoard } from './trelloExport';
import type { ResolvedPerson, TrelloPeople } from './trelloPeople';
import { cut, isoDate, trelloIdDate } from './trelloValues';

export const COMMENT_MAX = 100_000;

const CREATION_TYPES = new Set([
  'createCard',
  'copyCard',
  'convertToCardFromCheckItem',
  'moveCardToBoard',
  'emailCard',
]);

export interface CardActivity {
  comments: ExportedComment[];
  created: { date: string; creator: ResolvedPerson | null } | null;
  /** Oldest first. */
  history: ExportedHistory[];
  closedAt: string | null;
  doneAt: string | null;
  movedAt: string | null;
}

export interface CheckItemActivity {
  history: ExportedHistory[];
  doneAt: string | null;
}

export interface ActionIndex {
  cards: Map<string, CardActivity>;
  checkItems: Map<string, CheckItemActivity>;
  /** When each list was closed (latest updateList closing it). */
  listClosedAt: Map<string, string>;
  /** Actions with no place: `key` → `{type, count, detail}` (one report entry each). */
  unmapped: Map<string, { type: string; count: number; detail: string }>;
  /** Comments too long (cut) or on cards not in the export. */
  commentNotes: { id: string; name: string; reason: string }[];
}

const later = (a: string | null, b: string): string => (a === null || b > a ? b : a);
const place = (list: { name?: string | null } | null | undefined) => ({
  columnId: null,
  columnName: list?.name ?? null,
  parentCardId: null,
});

/** Builds the {@link ActionIndex} of a board; `cardIds` are the cards present in the file. */
export function indexActions(board: TrelloBoard, cardIds: ReadonlySet<string>, people: TrelloPeople): ActionIndex {
  const index: ActionIndex = {
    cards: new Map(),
    checkItems: new Map(),
    listClosedAt: new Map(),
    unmapped: new Map(),
    commentNotes: [],
  };
  const unmapped = (key: string, type: string, detail: string): void => {
    const entry = index.unmapped.get(key) ?? { type, count: 0, detail };
    entry.count += 1;
    index.unmapped.set(key, entry);
  };
  const activity = (cardId: string): CardActivity => {
    let entry = index.cards.get(cardId);
    if (!entry) {
      entry = { comments: [], created: null, history: [], closedAt: null, doneAt: null, movedAt: null };
      index.cards.set(cardId, entry);
    }
    return entry;
  };

  const actions = [...(board.actions ?? [])]
    .map((action) => ({ action, date: isoDate(action.date) ?? trelloIdDate(action.id) }))
    .sort((a, b) => ((a.date ?? '') < (b.date ?? '') ? -1 : (a.date ?? '') > (b.date ?? '') ? 1 : 0));

  for (const { action, date } of actions) {
    const data = action.data ?? {};
    const cardId = data.card?.id ?? null;
    const actor = (): ResolvedPerson | null =>
      people.resolve({
        id: action.memberCreator?.id ?? action.idMemberCreator,
        fullName: action.memberCreator?.fullName,
        username: action.memberCreator?.username,
      });
    if (date === null) {
      unmapped(`${action.type}:undated`, action.type, 'without a date');
      continue;
    }
    if (action.type === 'updateList') {
      const list = data.list as { id?: string | null; closed?: boolean } | null | undefined;
      if (list?.id && data.old?.closed === false && list.closed === true) index.listClosedAt.set(list.id, date);
      else unmapped('updateList', 'updateList', 'Trello list changes are not card history');
      continue;
    }
    if (action.type === 'updateCheckItemStateOnCard' && data.checkItem?.id && cardId && cardIds.has(cardId)) {
      const done = data.checkItem.state === 'complete';
      const item = index.checkItems.get(data.checkItem.id) ?? { history: [], doneAt: null };
      item.history.push({
        actor: actor()?.ref ?? null,
        action: done ? 'done' : 'undone',
        field: 'doneAt',
        from: done ? null : item.doneAt,
        to: done ? date : null,
        createdAt: date,
      });
      item.doneAt = done ? date : null;
      index.checkItems.set(data.checkItem.id, item);
      continue;
    }
    if (action.type === 'commentCard' || action.type === 'copyCommentCard') {
      const text = data.text ?? '';
      if (!cardId || !cardIds.has(cardId)) {
        index.commentNotes.push({
          id: action.id,
          name: text.slice(0, 80),
          reason: 'The comment is on a card not in the export.',
        });
        continue;
      }
      const fitted = cut(text, COMMENT_MAX);
      if (fitted.cut)
        index.commentNotes.push({
          id: action.id,
          name: text.slice(0, 80),
          reason: `The comment was longer than ${COMMENT_MAX} characters and was cut.`,
        });
      // A copied comment names its original author; the action's creator is who copied the card.
      const original = (data as { idOriginalCommenter?: unknown }).idOriginalCommenter;
      const author = typeof original === 'string' ? people.resolve({ id: original }) : actor();
      activity(cardId).comments.push({
        author: author?.ref ?? null,
        text: fitted.text,
        createdAt: date,
        updatedAt: isoDate(data.dateLastEdited) ?? date,
      });
      continue;
    }
    const mappedType =
      CREATION_TYPES.has(action.type) ||
      action.type === 'updateCard' ||
      action.type === 'addMemberToCard' ||
      action.type === 'removeMemberFromCard';
    if (!mappedType) {
      unmapped(action.type, action.type, 'Trello activity of this kind has no place in card history');
      continue;
    }
    if (!cardId || !cardIds.has(cardId)) {
      unmapped(`${action.type}:orphan`, action.type, 'on cards not in the export');
      continue;
    }
    const card = activity(cardId);
    const entry = (change: Omit<ExportedHistory, 'actor' | 'createdAt'>): void => {
      card.history.push({ actor: actor()?.ref ?? null, createdAt: date, ...change });
    };
    if (CREATION_TYPES.has(action.type)) {
      if (card.created === null || date < card.created.date) card.created = { date, creator: actor() };
      entry({ action: 'created', field: null, from: null, to: { name: data.card?.name ?? '' } });
    } else if (action.type === 'addMemberToCard' || action.type === 'removeMemberFromCard') {
      const member = people.resolve({ id: data.idMember ?? data.member?.id, name: data.member?.name });
      const value = { userId: member?.userId ?? null, name: member?.name ?? null, isResponsible: false };
      entry(
        action.type === 'addMemberToCard'
          ? { action: 'memberAdded', field: 'members', from: null, to: value }
          : { action: 'memberRemoved', field: 'members', from: value, to: null },
      );
    } else {
      const left = mapCardUpdate(action, date, card, entry);
      for (const key of left) unmapped(`updateCard:${key}`, 'updateCard', `changing "${key}"`);
    }
  }
  return index;
}

/** Maps one updateCard action's changes (`data.old` keys) into entries; returns the keys with no place. */
function mapCardUpdate(
  action: TrelloAction,
  date: string,
  card: CardActivity,
  entry: (change: Omit<ExportedHistory, 'actor' | 'createdAt'>) => void,
): string[] {
  const data = action.data ?? {};
  const old = data.old ?? {};
  const now = (data.card ?? {}) as Record<string, unknown>;
  const left: string[] = [];
  let deadlineDone = false;
  const keys = Object.keys(old);
  if (keys.length === 0 && data.listAfter) keys.push('idList');
  for (const key of keys) {
    if (key === 'name') entry({ action: 'renamed', field: 'name', from: old.name ?? null, to: now.name ?? null });
    else if (key === 'desc')
      entry({ action: 'described', field: 'desc', from: old.desc ?? null, to: now.desc ?? null });
    else if (key === 'idList') {
      entry({ action: 'moved', field: 'place', from: place(data.listBefore), to: place(data.listAfter) });
      card.movedAt = later(card.movedAt, date);
    } else if (key === 'closed') {
      const closed = now.closed === true || old.closed === false;
      entry({ action: closed ? 'archived' : 'unarchived', field: null, from: null, to: null });
      if (closed) card.closedAt = later(card.closedAt, date);
    } else if (key === 'dueComplete') {
      const done = now.dueComplete === true || old.dueComplete === false;
      entry({
        action: done ? 'done' : 'undone',
        field: 'doneAt',
        from: done ? null : card.doneAt,
        to: done ? date : null,
      });
      card.doneAt = done ? date : card.doneAt;
    } else if (key === 'due' || key === 'start') {
      if (deadlineDone) continue;
      deadlineDone = true;
      const before = {
        endDate: 'due' in old ? (old.due ?? null) : (now.due ?? null),
        startDate: 'start' in old ? (old.start ?? null) : (now.start ?? null),
      };
      const after = { endDate: now.due ?? null, startDate: now.start ?? null };
      entry({ action: 'stickerChanged', field: 'deadline', from: before, to: after });
    } else left.push(key);
  }
  return left;
}
