/**
 * Trello "Export as JSON" → our board export format (issue 7 Deliver 1 and 4; DESIGN §3 import
 * report; src/shared/board/boardExport.ts). A pure function: no database; the one writer
 * `importBoardExport` writes the result in one transaction.
 *
 * Mapping (stickers: ./trelloStickers.ts, checklists: ./trelloChecklists.ts, actions:
 * ./trelloActions.ts, people: ./trelloPeople.ts):
 * - board name; prefs.backgroundColor (or the named prefs.background) → bgColor hex;
 *   prefs.backgroundImage → bgImage; displayType 'kanban'. A board description → report.
 * - lists → columns in `pos` order (list colour → hex); a closed list → an archived column (its
 *   `archivedAt` the date of the updateList action closing it, else the board's last activity),
 *   off the board until restored, its cards as they were in it (closed ones archived).
 * - cards in Trello's order (pos ascending = top) → `sort` n … 1 per column, open and archived
 *   separately. closed → archivedAt = date of the closing updateCard action, else its closed list's
 *   closing, else dateLastActivity, else createdAt. dueComplete → doneAt (the action that set it,
 *   else dateLastActivity). createdAt = the createCard / copyCard / … action, else the time in the
 *   Trello id; creator = that action's member (a company user when one matches, else their
 *   Trello name, kept as text on import; none when the file has no such action). movedAt = the
 *   latest list move, else createdAt.
 * - members → executors (`isResponsible` false) when `people.find` matches; otherwise the names are
 *   kept as text in one history entry `{action: 'importedMembers', field: 'members', to: 'A, B'}`
 *   and each such member gets one report entry.
 * - attachments with a URL → markdown links under "Attachments:" in the description; without → report.
 * - cover.color → card.color hex; cover images, votes, Trello stickers, location, pluginData → report.
 * - isTemplate cards stay cards and also become task templates.
 * - Names / texts beyond the format's limits are cut, with a report entry.
 * Every object of the file is either converted or listed in `skipped`.
 */
import {
  BOARD_EXPORT_FORMAT,
  BOARD_EXPORT_VERSION,
  type BoardExport,
  type ExportedCard,
  type ExportedColumn,
  type ExportedHistory,
  type ExportedMember,
  type ExportedTemplate,
  type SkippedItem,
} from '../../../shared/board/boardExport';
import type { CompanyPeople } from '../companyPeople';
import { indexActions } from './trelloActions';
import { CARD_NAME_MAX, checklistSubCards, checklistsByCard } from './trelloChecklists';
import { parseTrelloExportWithReport, type TrelloCard } from './trelloExport';
import { trelloPeople } from './trelloPeople';
import { trelloStickers } from './trelloStickers';
import { byPos, cut, isoDate, trelloBackgroundHex, trelloColorHex, trelloIdDate } from './trelloValues';

const DESC_MAX = 1_000_000;
const NAME_MAX = 300;
const TEMPLATE_DESC_MAX = 100_000;

/** The converted board and what had no place in it. */
export interface TrelloConversion {
  board: BoardExport;
  skipped: SkippedItem[];
}

/**
 * Convert a parsed Trello board export into a {@link BoardExport} (issue 7 Deliver 1).
 *
 * @param file the parsed JSON of Trello's "Export as JSON"; anything else throws
 *   `TrelloExportError` (./trelloExport.ts) with a clear reason.
 * @param people the importing company's users (members, comment authors, history actors).
 * @param options `now`: ISO time for `exportedAt` and dates the file lacks entirely (default: now).
 * @returns `{board, skipped[{kind, id, name, reason}]}`; `board` passes `boardExportSchema` and every
 *   sticker config / value passes the shared sticker rules.
 */
export function convertTrelloExport(
  file: unknown,
  people: CompanyPeople,
  options: { now?: string } = {},
): TrelloConversion {
  const { board: trello, malformed } = parseTrelloExportWithReport(file);
  const now = options.now ?? new Date().toISOString();
  const fallbackDate = isoDate(trello.dateLastActivity) ?? now;
  const skipped: SkippedItem[] = [...malformed];
  const skip = (kind: string, id: string, name: string | null | undefined, reason: string): void => {
    skipped.push({ kind, id, name: name ?? '', reason });
  };
  const fit = (text: string, max: number, id: string, what: string): string => {
    const result = cut(text, max);
    if (result.cut) skip('truncated', id, text.slice(0, 80), `The ${what} was cut to ${max} characters.`);
    return result.text;
  };

  const listIds = new Set(trello.lists.map((l) => l.id));
  const cardsByList = new Map<string, TrelloCard[]>();
  for (const card of trello.cards) {
    if (!card.idList || !listIds.has(card.idList)) {
      skip('card', card.id, card.name, 'The card belongs to a list not in the export.');
      continue;
    }
    const list = cardsByList.get(card.idList) ?? [];
    list.push(card);
    cardsByList.set(card.idList, list);
  }
  const imported = [...cardsByList.values()].flat();
  const cardIds = new Set(imported.map((c) => c.id));

  const persons = trelloPeople(trello, people);
  const actions = indexActions(trello, cardIds, persons);
  const stickers = trelloStickers(trello, imported, skip);
  const checklists = checklistsByCard(trello, cardIds, skip);

  // Members: executors when matched; unmatched names counted per member for the report.
  const keptOn = new Map<string, number>();
  const seenMembers = new Set<string>();
  const member = (memberId: string): { member: ExportedMember | null; name: string } => {
    seenMembers.add(memberId);
    const person = persons.resolve({ id: memberId });
    if (person?.userId != null) return { member: { ...person.ref, isResponsible: false }, name: person.name };
    keptOn.set(memberId, (keptOn.get(memberId) ?? 0) + 1);
    return { member: null, name: person?.name ?? memberId };
  };
  const keptMembers = (names: string[], createdAt: string): ExportedHistory => ({
    actor: null,
    action: 'importedMembers',
    field: 'members',
    from: null,
    to: names.join(', '),
    createdAt,
  });

  const templates: ExportedTemplate[] = [];

  const convertCard = (card: TrelloCard, sort: number, listClosedAt: string | null): ExportedCard => {
    const activity = actions.cards.get(card.id);
    const createdAt =
      activity?.created?.date ?? trelloIdDate(card.id) ?? isoDate(card.dateLastActivity) ?? fallbackDate;
    const lastActivity = isoDate(card.dateLastActivity) ?? createdAt;
    const archivedAt = card.closed === true ? (activity?.closedAt ?? listClosedAt ?? lastActivity) : null;
    const name = fit(card.name ?? '', CARD_NAME_MAX, card.id, 'card name');

    let desc = card.desc ?? '';
    const links: string[] = [];
    for (const attachment of card.attachments ?? []) {
      if (attachment.url) {
        const label = (attachment.name || attachment.url).replace(/[[\]]/g, '\\$&');
        links.push(`- [${label}](${attachment.url})`);
      } else skip('attachment', attachment.id, attachment.name, 'The attachment has no URL.');
    }
    if (links.length > 0) desc = `${desc}${desc ? '\n\n' : ''}Attachments:\n${links.join('\n')}`;

    const color = trelloColorHex(card.cover?.color);
    if (card.cover?.color && !color)
      skip('cover', card.id, card.name, `Cover colour "${card.cover.color}" is unknown.`);
    if (card.cover?.idAttachment || card.cover?.idUploadedBackground || card.cover?.idPlugin)
      skip('cover', card.id, card.name, 'Cover images are not imported.');
    if ((card.idMembersVoted ?? []).length > 0)
      skip('votes', card.id, card.name, `${card.idMembersVoted?.length} vote(s): cards have no votes.`);
    if ((card.stickers ?? []).length > 0)
      skip(
        'sticker',
        card.id,
        card.name,
        `${card.stickers?.length} Trello sticker(s) (pictures on the card) have no place.`,
      );
    if (card.address || card.locationName || card.coordinates)
      skip('location', card.id, card.name, `The location "${card.locationName || card.address || ''}" has no place.`);
    if ((card.pluginData ?? []).length > 0)
      skip('pluginData', card.id, card.name, `Power-Up data (${card.pluginData?.length} entries) has no place.`);

    const members: ExportedMember[] = [];
    const unmatched: string[] = [];
    for (const memberId of card.idMembers ?? []) {
      const found = member(memberId);
      if (found.member && !members.some((m) => m.email === found.member?.email && m.name === found.member?.name))
        members.push(found.member);
      else if (!found.member) unmatched.push(found.name);
    }
    const history = [...(activity?.history ?? [])];
    if (unmatched.length > 0) history.push(keptMembers(unmatched, createdAt));
    history.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));

    const creator = activity?.created?.creator;
    const converted: ExportedCard = {
      name,
      desc: desc ? fit(desc, DESC_MAX, card.id, 'card description') : null,
      color,
      sort,
      createdAt,
      movedAt: activity?.movedAt ?? createdAt,
      doneAt: card.dueComplete === true ? (activity?.doneAt ?? lastActivity) : null,
      archivedAt,
      creator: creator?.ref ?? null,
      members,
      stickers: stickers.cardStickers(card, createdAt),
      comments: activity?.comments ?? [],
      history,
      children: checklistSubCards(
        checklists.get(card.id) ?? [],
        {
          createdAt,
          lastActivity,
          checkedItemIds: new Set(
            (card.checkItemStates ?? []).filter((s) => s.state === 'complete').map((s) => s.idCheckItem ?? ''),
          ),
        },
        { member, deadline: stickers.itemDeadline, activity: (id) => actions.checkItems.get(id), keptMembers, skip },
      ),
    };
    if (card.isTemplate === true) {
      const templateName = cut(name, NAME_MAX);
      if (templateName.cut)
        skip('truncated', card.id, name.slice(0, 80), `The template name was cut to ${NAME_MAX} characters.`);
      templates.push({
        name: templateName.text,
        description: null,
        taskName: templateName.text,
        taskDescription: converted.desc === null ? null : cut(converted.desc, TEMPLATE_DESC_MAX).text,
        executors: members.map(({ email, name: personName }) => ({ email, name: personName })),
        responsible: [],
        stickers: converted.stickers.map(({ sticker, value }) => ({ sticker, value })),
      });
    }
    return converted;
  };

  const columns: ExportedColumn[] = byPos(trello.lists).map((list) => {
    if (list.softLimit !== null && list.softLimit !== undefined && list.softLimit !== '')
      skip('list', list.id, list.name, `The card limit ${list.softLimit} of the list has no place.`);
    const cards = byPos(cardsByList.get(list.id) ?? []);
    const open = cards.filter((c) => !c.closed);
    const closed = cards.filter((c) => c.closed);
    const closedAt = list.closed === true ? (actions.listClosedAt.get(list.id) ?? null) : null;
    return {
      name: fit(list.name ?? '', NAME_MAX, list.id, 'list name'),
      color: trelloColorHex(list.color),
      archivedAt: list.closed === true ? (closedAt ?? fallbackDate) : null,
      cards: [
        ...open.map((card, index) => convertCard(card, open.length - index, closedAt)),
        ...closed.map((card, index) => convertCard(card, closed.length - index, closedAt)),
      ],
    };
  });

  for (const [memberId, count] of keptOn) {
    const person = persons.resolve({ id: memberId });
    skip(
      'member',
      memberId,
      person?.name ?? memberId,
      `No company user with this e-mail or name; kept as text in the card history on ${count} card(s).`,
    );
  }
  for (const m of trello.members ?? [])
    if (!seenMembers.has(m.id)) skip('member', m.id, m.fullName || m.username, 'The board member is on no card.');
  for (const note of actions.commentNotes) skip('comment', note.id, note.name, note.reason);
  for (const [key, { type, count, detail }] of actions.unmapped)
    skip('action', key, type, `${count} "${type}" action(s): ${detail}.`);
  if (trello.desc?.trim()) skip('board', trello.id, trello.desc.slice(0, 80), 'Board descriptions have no place.');
  if ((trello.pluginData ?? []).length > 0)
    skip(
      'pluginData',
      trello.id,
      trello.name,
      `Board Power-Up data (${trello.pluginData?.length} entries) has no place.`,
    );
  const bgImage = trello.prefs?.backgroundImage ?? null;
  if (bgImage && bgImage.length > 2_000)
    skip('background', trello.id, trello.name, 'The background image URL is too long.');

  return {
    board: {
      format: BOARD_EXPORT_FORMAT,
      version: BOARD_EXPORT_VERSION,
      exportedAt: now,
      board: {
        name: fit(trello.name, NAME_MAX, trello.id, 'board name'),
        bgColor: trelloBackgroundHex(trello.prefs?.backgroundColor, trello.prefs?.background),
        bgImage: bgImage && bgImage.length <= 2_000 ? bgImage : null,
        displayType: 'kanban',
      },
      stickers: stickers.stickers,
      templates,
      columns,
    },
    skipped,
  };
}
