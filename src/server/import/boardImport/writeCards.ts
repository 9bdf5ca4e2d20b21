/**
 * The cards of an import with everything on them, inside its transaction (issue 7 Deliver 1, 3, 5;
 * DESIGN §4): task numbers from one block of the company's counter, cards level by level (each
 * level in multi-row inserts, its ids read back by the unique (company, counter) — no round trip per
 * card), then their stickers (with `due_at` for reminders, timers and regular tasks), executors and
 * responsible, comments and history in multi-row inserts. `history_count` and `message_count` are
 * written with the card, so they match its rows. The places of `moved` history entries are
 * rewritten to the imported board's columns and cards (movePlaces.ts).
 *
 * People: a creator, member, comment author or history actor who is a company member becomes their
 * user; otherwise a card keeps `creator_name` (the importer is the creator only when the file names
 * none), a comment `author_name`, a history entry `actor_name`, and the card's executors
 * and responsible who are not members are named in one `importedMembers` history entry
 * (`{field: 'members', from: null, to: 'Name A, Name B'}`) and reported once per person.
 */
import { sql } from 'kysely';
import type { PersonRef, SkippedItem } from '../../../shared/board/boardExport';
import type { Db } from '../../editor/cards.repository';
import { stickerDueAt } from '../../stickers/stickerSchedule';
import { insertInChunks } from './insertChunks';
import { fileParentIds, importedMovePlaces } from './movePlaces';
import type { PreparedImport } from './prepareImport';

export interface CardPlace {
  boardId: number;
  companyId: number;
  /** The importing user: creator of cards whose file names no creator. */
  userId: number;
  columnIds: number[];
  /** The imported columns' names, in the order of `columnIds` (moves in history name them). */
  columnNames: string[];
  stickerIds: number[];
  stickerTypes: string[];
}

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/** Takes `count` task numbers at once (atomic UPDATE … RETURNING); returns the first. */
async function counterBlock(trx: Db, companyId: number, count: number): Promise<number> {
  const row = await trx
    .updateTable('companies')
    .set({ taskCounter: sql<number>`task_counter + ${count}` })
    .where('id', '=', companyId)
    .returning('taskCounter')
    .executeTakeFirstOrThrow();
  return Number(row.taskCounter) - count + 1;
}

/**
 * Who created an imported card: the company user the file names; else, when the file names someone
 * who is no member (a Trello author), nobody as user and their name as text; the importing user only
 * when the file names nobody.
 */
function creatorOf(
  creator: PersonRef | null,
  userIdOf: (ref: PersonRef | null) => number | null,
  importerId: number,
): { createdBy: number | null; creatorName: string | null } {
  const userId = userIdOf(creator);
  if (userId !== null) return { createdBy: userId, creatorName: null };
  if (creator !== null && creator.name.trim() !== '') return { createdBy: null, creatorName: creator.name };
  return { createdBy: importerId, creatorName: null };
}

/** Unmatched executors/responsible of one card, and the report entries (one per person). */
function unmatchedMembers(
  members: readonly (PersonRef & { isResponsible: boolean })[],
  userIdOf: (ref: PersonRef | null) => number | null,
  people: Map<string, { ref: PersonRef; cards: number }>,
): { matched: { userId: number; isResponsible: boolean }[]; names: string[] } {
  const matched: { userId: number; isResponsible: boolean }[] = [];
  const names: string[] = [];
  for (const member of members) {
    const userId = userIdOf(member);
    if (userId !== null) {
      if (!matched.some((m) => m.userId === userId && m.isResponsible === member.isResponsible)) {
        matched.push({ userId, isResponsible: member.isResponsible });
      }
      continue;
    }
    if (!names.includes(member.name)) names.push(member.name);
    const key = `${member.email ?? ''}\u0000${member.name}`;
    const entry = people.get(key) ?? { ref: member, cards: 0 };
    entry.cards += 1;
    people.set(key, entry);
  }
  return { matched, names };
}

/**
 * Writes every card of `prepared` and what hangs on it. Returns the skipped entries (people who are
 * not company members, kept as text) and the number of comments written.
 */
export async function insertImportedCards(
  trx: Db,
  place: CardPlace,
  prepared: PreparedImport,
  userIdOf: (ref: PersonRef | null) => number | null,
  now: string,
): Promise<{ skipped: SkippedItem[]; comments: number }> {
  const { cards } = prepared;
  const ids: number[] = new Array<number>(cards.length);
  const base = cards.length > 0 ? await counterBlock(trx, place.companyId, cards.length) : 0;
  const unmatched = new Map<string, { ref: PersonRef; cards: number }>();
  const memberNames: string[][] = new Array<string[]>(cards.length);
  const memberRows: { cardId: number; userId: number; isResponsible: number; createdAt: string }[] = [];

  // Counters follow the level order, so each level is one contiguous range of task numbers.
  let next = 0;
  for (const level of prepared.levels) {
    const first = base + next;
    const rows = level.map((index) => {
      const { card, column, parent, sort } = cards[index];
      const members = unmatchedMembers(card.members, userIdOf, unmatched);
      memberNames[index] = members.names;
      const historyCount = card.history.length + (members.names.length > 0 ? 1 : 0);
      return {
        boardId: place.boardId,
        columnId: place.columnIds[column],
        parentCardId: parent === null ? null : ids[parent],
        counter: base + next++,
        companyId: place.companyId,
        name: card.name,
        description: card.desc,
        color: card.color,
        sort,
        // A guest's card stays a guest's: no creator, the flag (spec/board.md §6).
        ...(card.createdByGuest && card.creator === null
          ? { createdBy: null, creatorName: null, createdByGuest: 1 as const }
          : { ...creatorOf(card.creator, userIdOf, place.userId), createdByGuest: 0 as const }),
        createdAt: card.createdAt,
        updatedAt: now,
        movedAt: card.movedAt,
        doneAt: card.doneAt,
        archivedAt: card.archivedAt,
        historyCount,
        messageCount: card.comments.length,
        matched: members.matched,
      };
    });
    await insertInChunks(
      rows.map(({ matched: _matched, ...row }) => row),
      (chunk) => trx.insertInto('cards').values(chunk).execute(),
    );
    const stored = await trx
      .selectFrom('cards')
      .select(['id', 'counter'])
      .where('companyId', '=', place.companyId)
      .where('counter', '>=', first)
      .where('counter', '<', first + level.length)
      .execute();
    for (const row of stored) ids[level[row.counter - first]] = row.id;
    rows.forEach((row, position) => {
      for (const member of row.matched) {
        memberRows.push({
          cardId: ids[level[position]],
          userId: member.userId,
          isResponsible: member.isResponsible ? 1 : 0,
          createdAt: now,
        });
      }
    });
  }

  const nowMs = Date.now();
  const stickerRows = cards.flatMap((prepared, index) =>
    prepared.stickers.map((sticker) => ({
      cardId: ids[index],
      boardStickerId: place.stickerIds[sticker.sticker],
      value: sticker.value === null ? null : JSON.stringify(sticker.value),
      dueAt: stickerDueAt(place.stickerTypes[sticker.sticker], sticker.value, nowMs),
      updatedBy: userIdOf(sticker.updatedBy),
      createdAt: sticker.updatedAt,
      updatedAt: sticker.updatedAt,
    })),
  );
  const commentRows = cards.flatMap((prepared, index) =>
    prepared.card.comments.map((comment) => {
      const authorId = userIdOf(comment.author);
      return {
        cardId: ids[index],
        authorId,
        authorName: authorId === null ? (comment.author?.name ?? null) : null,
        text: comment.text,
        createdAt: comment.createdAt,
        updatedAt: comment.updatedAt,
      };
    }),
  );
  // Moves name the exported board's columns and cards: rewritten to the imported board's.
  const placesOf = importedMovePlaces(
    place.columnIds.map((id, index) => ({ id, name: place.columnNames[index] })),
    fileParentIds(cards, ids),
  );
  const historyRows = cards.flatMap((prepared, index) => {
    const rows = prepared.card.history.map((entry) => {
      const actorId = userIdOf(entry.actor);
      const { from, to } = placesOf(entry);
      return {
        cardId: ids[index],
        actorId,
        actorName: actorId === null ? (entry.actor?.name ?? null) : null,
        action: entry.action,
        field: entry.field,
        fromValue: json(from),
        toValue: json(to),
        createdAt: entry.createdAt,
      };
    });
    const names = memberNames[index];
    if (names.length > 0) {
      rows.push({
        cardId: ids[index],
        actorId: null,
        actorName: null,
        action: 'importedMembers',
        field: 'members',
        fromValue: null,
        toValue: JSON.stringify(names.join(', ')),
        createdAt: now,
      });
    }
    return rows;
  });

  await insertInChunks(stickerRows, (chunk) => trx.insertInto('cardStickers').values(chunk).execute());
  await insertInChunks(memberRows, (chunk) => trx.insertInto('cardMembers').values(chunk).execute());
  await insertInChunks(commentRows, (chunk) => trx.insertInto('comments').values(chunk).execute());
  await insertInChunks(historyRows, (chunk) => trx.insertInto('cardHistory').values(chunk).execute());

  const skipped = [...unmatched.values()].map(({ ref, cards: count }) => ({
    kind: 'member',
    id: ref.email ?? ref.name,
    name: ref.name,
    reason: `Not a member of the company: kept as text in the history of ${count} card${count === 1 ? '' : 's'}`,
  }));
  return { skipped, comments: commentRows.length };
}
