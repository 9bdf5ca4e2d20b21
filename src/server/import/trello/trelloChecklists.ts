/**
 * Trello checklists as sub-cards (issue 7 Deliver 1 "checklists → sub-cards (item checked →
 * done)"; ./trelloConvert.ts). A card's checklists in `pos` order, then each one's items in `pos`
 * order, become one level of sub-cards: the top item has the highest `sort` (n … 1), the sub-card
 * is named by the item, described "Checklist: <name>", created at the time in the item's id (not before the card), done when the item is complete (at the
 * date of the last updateCheckItemStateOnCard action, else the card's last activity), with the
 * item's due date as its deadline value and the item's member as executor. An empty checklist,
 * or one of a card not imported, is listed in the report.
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
  parent: { createdAt: string; lastActivity: string; checkedItemIds?: ReadonlySet<string> },
  context: SubCardContext,
): ExportedCard[] {
  const items = byPos(checklists).flatMap((checklist) =>
    byPos(checklist.checkItems ?? []).map((item) => ({ checklist, item })),
  );
  return items.map(({ checklist, item }, index) => {
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
