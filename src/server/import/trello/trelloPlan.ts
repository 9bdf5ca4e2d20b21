/**
 * Trello import, planning step (issue 7 Deliver 1; DESIGN §3 import report): a pure function from
 * a Trello "Export as JSON" file to an {@link ImportPlan} — the board, columns, cards, sub-cards,
 * stickers, comments and the `skipped` list — with no database access. A later step writes the
 * plan in one transaction.
 *
 * Mapping choices:
 * - Lists → columns in `pos` order. A closed list still becomes a column (`closed: true`), and all
 *   its cards go to that column's archive, so nothing leaves the board.
 * - Cards → the column's `cards` in Trello's visual order (pos ascending = top first). Our sort is
 *   higher-first, so the top card gets the highest `sort` (n … 1). Closed cards (or cards of a
 *   closed list) go to the column's `archive`, sorted the same way. A card whose list is not in
 *   the file is skipped.
 * - Labels → one `state` board sticker named "Labels" whose states are the board's labels (name,
 *   or the colour's name when empty, or "Label" for a nameless colourless label; duplicate
 *   name+colour pairs merged). A card's value is its first label; further labels of the same card
 *   are listed in `skipped` (kind `label`, id `cardId/labelId`).
 * - Colours: green, yellow, orange, red, purple, blue, pink → same; sky → teal; lime → green;
 *   black → gray; null / unknown → gray; `_dark` / `_light` variants → their base, except
 *   blue_dark and purple_dark → indigo.
 * - due / start → a deadline value (StoredDeadline: endDate = due, startDate = start or null,
 *   showTime true, prevValues []). A start without a due is skipped (a deadline needs an end).
 *   dueComplete → the card is done.
 * - Checklists → sub-cards of their card, one level: each item (checklists in pos order, then items
 *   in pos order) becomes a sub-card named by the item, done when `state` is complete, with the
 *   checklist name as its description ("Checklist: <name>"). An empty checklist is skipped.
 * - Members → executors when `memberIdByEmailOrName(fullName, username)` finds a user; otherwise
 *   one `skipped` entry per member (kind `member`) and the name kept on each card in
 *   `unmatchedMembers` (for the history text).
 * - commentCard actions → comments `{authorName, date, text}`, oldest first. A createCard action's
 *   date → `createdAt`; without one, the time encoded in the card's Trello id (ids are Mongo
 *   ObjectIds whose first 8 hex digits are Unix seconds). Other actions are history we do not
 *   import: one `skipped` entry per action type (kind `action`, id = the type, with the count).
 * - Attachments → appended to the description as markdown links under "Attachments:".
 * - Cover colours, custom field values, board backgrounds → `skipped` (no place yet).
 *
 * `summary.cards` counts every imported top-level card (open and archived); `archivedCards` is the
 * archived part of it; `subCards` the checklist items; `comments` all imported comments.
 */
import type { StateColor } from '../../../shared/stickers/stickerTypes';
import type { StoredDeadline } from '../../../shared/stickers/stickerWire';
import { parseTrelloExport, type TrelloAction, type TrelloBoard, type TrelloCard } from './trelloExport';
import type {
  SkippedItem,
  PlannedSubCard,
  PlannedCard,
  PlannedColumn,
  PlannedStateSticker,
  ImportPlan,
  TrelloPlanOptions,
} from './trelloPlanTypes';
import { byPos, describeValue, mapTrelloColor, trelloIdDate } from './trelloValues';

export type {
  SkippedItem,
  PlannedComment,
  PlannedSubCard,
  PlannedCard,
  PlannedColumn,
  PlannedStateSticker,
  ImportSummary,
  ImportPlan,
  TrelloPlanOptions,
} from './trelloPlanTypes';
export { mapTrelloColor, trelloIdDate } from './trelloValues';

/**
 * Plan the import of a Trello board export (issue 7 Deliver 1; DESIGN §3 import report).
 *
 * @param file the parsed JSON of Trello's "Export as JSON" (validated here; a file that is not a
 *   board export throws `TrelloExportError` with a clear message).
 * @param options `memberIdByEmailOrName(fullName, username)` → a company user id or null.
 * @returns `{board, labelsSticker, usesDeadline, columns[{trelloId, name, closed, cards, archive}],
 *   skipped[{kind, id, name, reason}], summary{columns, cards, archivedCards, subCards, comments}}`;
 *   every object of the file is either in the plan or in `skipped`.
 */
export function planTrelloImport(file: unknown, options: TrelloPlanOptions): ImportPlan {
  const board: TrelloBoard = parseTrelloExport(file);
  const skipped: SkippedItem[] = [];
  const skip = (kind: string, id: string, name: string | null | undefined, reason: string): void => {
    skipped.push({ kind, id, name: name ?? '', reason });
  };

  // Board-level things with no place.
  if (board.prefs?.backgroundImage)
    skip('background', board.id, board.prefs.backgroundImage, 'Board background images are not imported.');
  else if (board.prefs?.backgroundColor)
    skip('background', board.id, board.prefs.backgroundColor, 'Board background colours are not imported.');

  // Labels → states of one "Labels" sticker.
  const labelState = new Map<string, { name: string; color: StateColor }>();
  const states: { name: string; color: StateColor }[] = [];
  for (const label of board.labels ?? []) {
    const name = label.name?.trim() || label.color || 'Label';
    const color = mapTrelloColor(label.color);
    let state = states.find((s) => s.name === name && s.color === color);
    if (!state) {
      state = { name, color };
      states.push(state);
    }
    labelState.set(label.id, state);
  }
  const labelsSticker: PlannedStateSticker | null =
    states.length > 0 ? { type: 'state', name: 'Labels', configs: { states } } : null;

  // Members.
  const memberById = new Map((board.members ?? []).map((m) => [m.id, m]));
  const executorByMember = new Map<string, number | null>();
  const unmatchedCards = new Map<string, number>();
  const resolveMember = (memberId: string): number | null => {
    if (!executorByMember.has(memberId)) {
      const member = memberById.get(memberId);
      executorByMember.set(
        memberId,
        member ? options.memberIdByEmailOrName(member.fullName ?? '', member.username ?? '') : null,
      );
    }
    return executorByMember.get(memberId) ?? null;
  };
  const memberName = (memberId: string): string => {
    const member = memberById.get(memberId);
    return member?.fullName || member?.username || memberId;
  };

  // Actions: comments, creation dates; the rest counted by type.
  const cardIds = new Set(board.cards.map((c) => c.id));
  const commentsByCard = new Map<string, TrelloAction[]>();
  const createdByCard = new Map<string, string>();
  const otherActions = new Map<string, number>();
  for (const action of board.actions ?? []) {
    const cardId = action.data?.card?.id ?? null;
    if (action.type === 'commentCard') {
      if (cardId && cardIds.has(cardId)) {
        const list = commentsByCard.get(cardId) ?? [];
        list.push(action);
        commentsByCard.set(cardId, list);
      } else {
        skip('comment', action.id, action.data?.text?.slice(0, 80), 'The comment is on a card not in the export.');
      }
    } else if (action.type === 'createCard' && cardId && cardIds.has(cardId) && action.date) {
      const known = createdByCard.get(cardId);
      if (!known || action.date < known) createdByCard.set(cardId, action.date);
    } else {
      otherActions.set(action.type, (otherActions.get(action.type) ?? 0) + 1);
    }
  }
  for (const [type, count] of otherActions)
    skip('action', type, type, `${count} "${type}" action(s): Trello activity history is not imported.`);

  // Checklists by card.
  const checklistsByCard = new Map<string, NonNullable<TrelloBoard['checklists']>>();
  for (const checklist of board.checklists ?? []) {
    if (!checklist.idCard || !cardIds.has(checklist.idCard)) {
      skip('checklist', checklist.id, checklist.name, 'The checklist belongs to a card not in the export.');
      continue;
    }
    if ((checklist.checkItems ?? []).length === 0) {
      skip('checklist', checklist.id, checklist.name, 'The checklist has no items.');
      continue;
    }
    const list = checklistsByCard.get(checklist.idCard) ?? [];
    list.push(checklist);
    checklistsByCard.set(checklist.idCard, list);
  }

  const customFieldById = new Map((board.customFields ?? []).map((f) => [f.id, f]));
  const usedCustomFields = new Set<string>();

  const planCard = (card: TrelloCard, archived: boolean, sort: number): PlannedCard => {
    // Labels: first one is the value, the rest are skipped.
    const labelIds = card.idLabels ?? (card.labels ?? []).map((l) => l.id);
    let label: PlannedCard['label'] = null;
    for (const labelId of labelIds) {
      const state = labelState.get(labelId);
      if (!state) {
        skip('label', `${card.id}/${labelId}`, labelId, 'The label is not among the board labels.');
      } else if (!label) {
        label = { ...state };
      } else {
        skip(
          'label',
          `${card.id}/${labelId}`,
          state.name,
          `Card "${card.name ?? ''}" has more than one label; only the first is kept.`,
        );
      }
    }

    // Deadline.
    let deadline: StoredDeadline | null = null;
    if (card.due) deadline = { endDate: card.due, startDate: card.start ?? null, showTime: true, prevValues: [] };
    else if (card.start)
      skip('start', card.id, card.name, 'A start date without a due date has no place (a deadline needs an end).');

    // Members.
    const executorIds: number[] = [];
    const unmatchedMembers: string[] = [];
    for (const memberId of card.idMembers ?? []) {
      const userId = resolveMember(memberId);
      if (userId !== null) {
        if (!executorIds.includes(userId)) executorIds.push(userId);
      } else {
        unmatchedMembers.push(memberName(memberId));
        unmatchedCards.set(memberId, (unmatchedCards.get(memberId) ?? 0) + 1);
      }
    }

    // Description + attachments.
    let desc = card.desc ?? '';
    const links = (card.attachments ?? []).filter((a) => a.url);
    for (const attachment of card.attachments ?? [])
      if (!attachment.url) skip('attachment', attachment.id, attachment.name, 'The attachment has no URL.');
    if (links.length > 0) {
      const lines = links.map((a) => `- [${(a.name || a.url || '').replace(/[[\]]/g, '\\$&')}](${a.url})`);
      desc = `${desc}${desc ? '\n\n' : ''}Attachments:\n${lines.join('\n')}`;
    }

    // Things with no place.
    if (card.cover?.color) skip('cover', card.id, card.name, `Cover colour "${card.cover.color}" is not imported.`);
    if (card.cover?.idAttachment) skip('cover', card.id, card.name, 'Cover images are not imported.');
    for (const item of card.customFieldItems ?? []) {
      const field = item.idCustomField ? customFieldById.get(item.idCustomField) : undefined;
      if (field) usedCustomFields.add(field.id);
      const option = item.idValue ? field?.options?.find((o) => o.id === item.idValue) : undefined;
      const value = option ? describeValue(option.value) : describeValue(item.value);
      skip(
        'customField',
        item.id,
        field?.name ?? item.idCustomField,
        `Custom field value "${value}" on card "${card.name ?? ''}" is not imported.`,
      );
    }

    // Checklists → sub-cards.
    const items: PlannedSubCard[] = [];
    for (const checklist of byPos(checklistsByCard.get(card.id) ?? []))
      for (const item of byPos(checklist.checkItems ?? []))
        items.push({
          trelloId: item.id,
          name: item.name ?? '',
          desc: `Checklist: ${checklist.name ?? ''}`,
          sort: 0,
          done: item.state === 'complete',
          createdAt: trelloIdDate(item.id),
        });
    items.forEach((item, index) => (item.sort = items.length - index));

    const comments = (commentsByCard.get(card.id) ?? [])
      .map((action) => ({
        trelloId: action.id,
        authorName: action.memberCreator?.fullName || action.memberCreator?.username || 'Unknown',
        date: action.date ?? trelloIdDate(action.id) ?? '',
        text: action.data?.text ?? '',
      }))
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

    return {
      trelloId: card.id,
      name: card.name ?? '',
      desc,
      sort,
      archived,
      done: card.dueComplete === true,
      createdAt: createdByCard.get(card.id) ?? trelloIdDate(card.id),
      label,
      deadline,
      executorIds,
      unmatchedMembers,
      comments,
      subCards: items,
    };
  };

  // Columns and cards.
  const listIds = new Set(board.lists.map((l) => l.id));
  for (const card of board.cards)
    if (!card.idList || !listIds.has(card.idList))
      skip('card', card.id, card.name, 'The card belongs to a list not in the export.');
  const columns: PlannedColumn[] = byPos(board.lists).map((list) => {
    const cards = byPos(board.cards.filter((c) => c.idList === list.id));
    const open = cards.filter((c) => !c.closed && !list.closed);
    const closed = cards.filter((c) => c.closed || list.closed);
    return {
      trelloId: list.id,
      name: list.name ?? '',
      closed: list.closed === true,
      cards: open.map((card, index) => planCard(card, false, open.length - index)),
      archive: closed.map((card, index) => planCard(card, true, closed.length - index)),
    };
  });

  for (const [memberId, count] of unmatchedCards)
    skip(
      'member',
      memberId,
      memberName(memberId),
      `No company user with this e-mail or name; kept as text on ${count} card(s).`,
    );
  for (const member of board.members ?? [])
    if (!executorByMember.has(member.id))
      skip('member', member.id, member.fullName || member.username, 'The board member is on no card.');
  for (const field of board.customFields ?? [])
    if (!usedCustomFields.has(field.id)) skip('customField', field.id, field.name, 'Custom fields are not imported.');

  const allCards = columns.flatMap((c) => [...c.cards, ...c.archive]);
  return {
    board: { trelloId: board.id, name: board.name, desc: board.desc ?? '' },
    labelsSticker,
    usesDeadline: allCards.some((c) => c.deadline !== null),
    columns,
    skipped,
    summary: {
      columns: columns.length,
      cards: allCards.length,
      archivedCards: allCards.filter((c) => c.archived).length,
      subCards: allCards.reduce((n, c) => n + c.subCards.length, 0),
      comments: allCards.reduce((n, c) => n + c.comments.length, 0),
    },
  };
}
