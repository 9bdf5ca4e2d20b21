/**
 * A synthetic Trello "Export as JSON" board for the import benchmark (issue 7 Deliver 5), shaped as
 * Trello writes it (test/server/import/fixtures/trello-board.json): `lists` with `pos`, `cards` with
 * labels, due / start / dueComplete, members, attachments, cover colours and ~20% closed,
 * `checklists` with items, and `actions` (createCard, commentCard). Deterministic for a given size.
 */

const LABEL_COLORS = ['green', 'yellow', 'orange', 'red', 'purple', 'blue', 'sky', 'lime', 'pink', 'black'];

/** Trello-like 24-hex ids: a kind prefix and a running number. */
const idOf = (kind: string, n: number): string => `${kind}${n.toString(16).padStart(24 - kind.length, '0')}`;

/** Trello member of the bench: `fullName` "Person <n>", username "person<n>". */
export const benchMemberName = (n: number): string => `Person ${n}`;

export interface GeneratorOptions {
  cards: number;
  lists?: number;
  members?: number;
  checkItemsPerCard?: number;
}

/** Builds the export object (not yet serialised). */
export function generateTrelloExport(options: GeneratorOptions): Record<string, unknown> {
  const listCount = options.lists ?? 10;
  const memberCount = options.members ?? 20;
  const items = options.checkItemsPerCard ?? 4;
  const boardId = idOf('b0', 1);
  const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 3_600_000).toISOString();
  const members = Array.from({ length: memberCount }, (_, i) => ({
    id: idOf('ee', i + 1),
    fullName: benchMemberName(i + 1),
    username: `person${i + 1}`,
    initials: `P${i + 1}`,
    memberType: 'normal',
  }));
  const labels = LABEL_COLORS.map((color, i) => ({
    id: idOf('1b', i + 1),
    idBoard: boardId,
    name: `Label ${i + 1}`,
    color,
    uses: 0,
  }));
  const lists = Array.from({ length: listCount }, (_, i) => ({
    id: idOf('1a', i + 1),
    name: `List ${i + 1}`,
    closed: i === listCount - 1,
    idBoard: boardId,
    pos: (i + 1) * 65_536,
  }));
  const cards: Record<string, unknown>[] = [];
  const checklists: Record<string, unknown>[] = [];
  const actions: Record<string, unknown>[] = [];
  for (let i = 0; i < options.cards; i += 1) {
    const id = idOf('c0', i + 1);
    const list = lists[i % listCount];
    const member = members[i % memberCount];
    const checklistId = idOf('c1', i + 1);
    const due = i % 5 < 2 ? day(i) : null;
    cards.push({
      id,
      name: `Card ${i + 1}: do the thing number ${i + 1}`,
      desc: i % 3 === 0 ? `Description of card ${i + 1} with **markdown**.` : '',
      closed: i % 5 === 4,
      idList: list.id,
      idBoard: boardId,
      pos: Math.floor(i / listCount) * 16_384 + 16_384,
      due,
      start: due && i % 2 === 0 ? day(i - 48) : null,
      dueComplete: Boolean(due) && i % 4 === 0,
      idLabels: [labels[i % labels.length].id, labels[(i + 3) % labels.length].id],
      labels: [labels[i % labels.length], labels[(i + 3) % labels.length]],
      idMembers: [member.id, members[(i + 7) % memberCount].id],
      idChecklists: [checklistId],
      dateLastActivity: day(i + 10),
      cover: { color: i % 10 === 0 ? 'green' : null, idAttachment: null, size: 'normal' },
      attachments: [
        {
          id: idOf('a0', i + 1),
          name: `Spec ${i + 1}`,
          url: `https://example.com/spec/${i + 1}`,
          isUpload: false,
          date: day(i + 1),
          idMember: member.id,
        },
      ],
      customFieldItems: [],
      idShort: i + 1,
      shortUrl: `https://trello.com/c/x${i + 1}`,
    });
    checklists.push({
      id: checklistId,
      idCard: id,
      idBoard: boardId,
      name: 'Steps',
      pos: 16_384,
      checkItems: Array.from({ length: items }, (_, k) => ({
        id: idOf('c2', i * items + k + 1),
        name: `Step ${k + 1}`,
        state: k % 2 === 0 ? 'complete' : 'incomplete',
        pos: (k + 1) * 16_384,
        idChecklist: checklistId,
      })),
    });
    const data = {
      card: { id, name: `Card ${i + 1}`, idShort: i + 1 },
      list: { id: list.id, name: list.name },
      board: { id: boardId },
    };
    actions.push({
      id: idOf('ac', 2 * i + 1),
      idMemberCreator: member.id,
      type: 'createCard',
      date: day(i - 100),
      data,
      memberCreator: { id: member.id, fullName: member.fullName, username: member.username },
    });
    actions.push({
      id: idOf('ac', 2 * i + 2),
      idMemberCreator: members[(i + 1) % memberCount].id,
      type: 'commentCard',
      date: day(i - 50),
      data: { ...data, text: `A comment on card ${i + 1}` },
      memberCreator: { id: members[(i + 1) % memberCount].id, fullName: members[(i + 1) % memberCount].fullName },
    });
  }
  return {
    id: boardId,
    name: `Bench board (${options.cards} cards)`,
    desc: '',
    closed: false,
    url: 'https://trello.com/b/bench',
    prefs: { backgroundColor: '#0079BF', background: 'blue' },
    dateLastActivity: day(options.cards + 20),
    labelNames: {},
    actions,
    cards,
    labels,
    lists,
    members,
    checklists,
    customFields: [],
    memberships: [],
    pluginData: [],
  };
}
