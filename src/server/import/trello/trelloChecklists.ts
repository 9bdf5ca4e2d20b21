/**
 * Trello checklists as sub-cards (issue 7 Deliver 1 "checklists → sub-cards (item checked →
 * done)"; ./trelloConvert.ts). A card with one checklist gets its items, in `pos` order, as one
 * level of sub-cards. A card with several keeps them apart: each checklist (in `pos` order) is a
 * sub-card named by the checklist, holding its items as sub-cards, done when all its items are.
 * In a list of sub-cards the top one has the highest `sort` (n … 1). An item's sub-card is named by
 * the item, described "Checklist: <name>", created at the time in the item's id (not before the
 * card), done when the item is complete (at the date of the last updateCheckItemStateOnCard action,
 * else the card's last activity), with the item's due date as its deadline value and the item's
 * member as executor. An empty checklist, or one of a card not imported, is listed in the report.
 */
import type {
  ExportedCard,
  ExportedCardSticker,
  ExportedHistory,
  ExportedMember,
} from '../../../shared/board/boardExport';
import type { CheckItemActivity } from './trelloActions';
import type { TrelloBoard, TrelloCheckItem, TrelloChecklist } from './trelloExport';
import { byPos, cut, trelloIdDate } from './trelloValues';

type Skip = (kind: string, id: string, name: string | null | undefined, reason: string) => void;

export const CARD_NAME_MAX = 10_000;

/** Groups the checklists by card (imported cards only); reports empty and orphan checklists. */
export function checklistsByCard(
  board: TrelloBoard,
  cardIds: ReadonlySet<string>,
  skip: Skip,
): Map<string, TrelloChecklist[]> {
  const byCard = new Map<string, TrelloChecklist[]>();
  for (const checklist of board.checklists ?? []) {
    const itemCount = (checklist.checkItems ?? []).length;
    if (!checklist.idCard || !cardIds.has(checklist.idCard)) {
      skip(
        'checklist',
        checklist.id,
        checklist.name,
        `The checklist (${itemCount} item(s)) belongs to a card that was not imported.`,
      );
      continue;
    }
    if (itemCount === 0) {
      skip('checklist', checklist.id, checklist.name, 'The checklist has no items.');
      continue;
    }
    const list = byCard.get(checklist.idCard) ?? [];
    list.push(checklist);
    byCard.set(checklist.idCard, list);
  }
  return byCard;
}

/** What a sub-card needs from the converter: people, deadline values, activity, fallbacks. */
export interface SubCardContext {
  /** Executor of an item's member, or the name to keep as text. */
  member: (memberId: string) => { member: ExportedMember | null; name: string };
  deadline: (item: TrelloCheckItem, updatedAt: string) => ExportedCardSticker | null;
  activity: (itemId: string) => CheckItemActivity | undefined;
  /** The history entry keeping unmatched member names as text. */
  keptMembers: (names: string[], createdAt: string) => ExportedHistory;
  skip: Skip;
}

/**
 * The sub-cards of one card (`parent` gives the fallback dates and, for exports before 2014, the
 * ids of checked items from the card's `checkItemStates`).
 */
export function checklistSubCards(
  checklists: readonly TrelloChecklist[],
  parent: ChecklistParent,
  context: SubCardContext,
): ExportedCard[] {
  const ordered = byPos(checklists);
  if (ordered.length === 1) return itemSubCards(ordered[0], parent, context);
  return ordered.map((checklist, index) => {
    const idDate = trelloIdDate(checklist.id);
    const createdAt = idDate && idDate > parent.createdAt ? idDate : parent.createdAt;
    const children = itemSubCards(checklist, { ...parent, createdAt }, context);
    const doneDates = children.map((child) => child.doneAt);
    const allDone = doneDates.every((date): date is string => date !== null);
    return {
      name: cut(checklist.name?.trim() || 'Checklist', CARD_NAME_MAX).text,
      desc: null,
      color: null,
      sort: ordered.length - index,
      createdAt,
      movedAt: createdAt,
      doneAt: allDone ? doneDates.reduce((a, b) => (b > a ? b : a)) : null,
      archivedAt: null,
      creator: null,
      members: [],
      stickers: [],
      comments: [],
      history: [],
      children,
    };
  });
}

/** What the sub-cards of a card take from it: fallback dates, checked items of old exports. */
interface ChecklistParent {
  createdAt: string;
  lastActivity: string;
  checkedItemIds?: ReadonlySet<string>;
}

/** One checklist's items as sub-cards (see the file header). */
function itemSubCards(checklist: TrelloChecklist, parent: ChecklistParent, context: SubCardContext): ExportedCard[] {
  const items = byPos(checklist.checkItems ?? []);
  return items.map((item, index) => {
    const activity = context.activity(item.id);
    const idDate = trelloIdDate(item.id);
    const createdAt = idDate && idDate > parent.createdAt ? idDate : parent.createdAt;
    const name = cut(item.name ?? '', CARD_NAME_MAX);
    if (name.cut)
      context.skip(
        'truncated',
        item.id,
        name.text.slice(0, 80),
        `The item name was cut to ${CARD_NAME_MAX} characters.`,
      );
    const members: ExportedMember[] = [];
    const history = [...(activity?.history ?? [])];
    if (item.idMember) {
      const { member, name: memberName } = context.member(item.idMember);
      if (member) members.push(member);
      else history.unshift(context.keptMembers([memberName], createdAt));
    }
    const deadline = context.deadline(item, createdAt);
    return {
      name: name.text,
      desc: `Checklist: ${checklist.name ?? ''}`,
      color: null,
      sort: items.length - index,
      createdAt,
      movedAt: createdAt,
      doneAt:
        item.state === 'complete' || (!item.state && parent.checkedItemIds?.has(item.id))
          ? (activity?.doneAt ?? parent.lastActivity)
          : null,
      archivedAt: null,
      creator: null,
      members,
      stickers: deadline ? [deadline] : [],
      comments: [],
      history,
      children: [],
    };
  });
}
