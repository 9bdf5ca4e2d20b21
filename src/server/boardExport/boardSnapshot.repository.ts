/**
 * Everything of one board read for an export (issue 7 Deliver 3; DESIGN §3
 * `GET /board/{boardId}/export`, `/export.csv`): a handful of bulk queries by board id — never one
 * per card — so a 5,000-card board reads in well under a second. Rows keep database ids; the
 * export (boardExport.service.ts) and the CSV (cardsCsv.ts) turn them into files.
 *
 * People come joined as `{email, name}`; a comment or history row of someone who is not a user of
 * this installation (an import kept only the name, migration 20261122120000_import) carries that
 * name in `authorName` / `actorName`.
 */
import type { Selectable } from 'kysely';
import type { BoardsTable, BoardStickersTable, ColumnsTable, TaskTemplatesTable } from '../db/database';
import type { Db } from '../editor/cards.repository';

/** A user as an export names them; null fields when the row has no user. */
export interface UserColumns {
  email: string | null;
  name: string | null;
}

export interface SnapshotCard {
  id: number;
  columnId: number;
  parentCardId: number | null;
  counter: number;
  name: string;
  description: string | null;
  color: string | null;
  sort: number;
  createdAt: string;
  movedAt: string;
  doneAt: string | null;
  archivedAt: string | null;
  creator: UserColumns;
  /** An imported creator who is no user (`creator` then empty). */
  creatorName: string | null;
  /** Created through the board's guest link (spec/board.md §6). */
  createdByGuest: boolean;
}

export interface SnapshotMember {
  cardId: number;
  isResponsible: boolean;
  user: UserColumns;
}

export interface SnapshotCardSticker {
  cardId: number;
  boardStickerId: number;
  /** JSON text, or null when not set. */
  value: string | null;
  updatedAt: string;
  updatedBy: UserColumns;
}

export interface SnapshotComment {
  cardId: number;
  text: string;
  createdAt: string;
  updatedAt: string;
  author: UserColumns;
  /** Name kept by an import when the author is not a company member. */
  authorName: string | null;
}

export interface SnapshotHistory {
  cardId: number;
  action: string;
  field: string | null;
  /** JSON text. */
  fromValue: string | null;
  /** JSON text. */
  toValue: string | null;
  createdAt: string;
  actor: UserColumns;
  /** Name kept by an import when the actor is not a company member. */
  actorName: string | null;
}

/** One board as stored: every list ordered as the export writes it. */
export interface BoardSnapshot {
  board: Selectable<BoardsTable>;
  /** Left to right (sort ascending, then id). */
  columns: Selectable<ColumnsTable>[];
  /** Every definition, soft-deleted ones too (sort, then id). */
  stickers: Selectable<BoardStickersTable>[];
  /** By id (creation order). */
  templates: Selectable<TaskTemplatesTable>[];
  /** Every card of the board at any depth, open and archived: sort descending, then id. */
  cards: SnapshotCard[];
  /** By id (assignment order). */
  members: SnapshotMember[];
  /** By id (attach order). */
  cardStickers: SnapshotCardSticker[];
  /** By id (oldest first). */
  comments: SnapshotComment[];
  /** By id (oldest first). */
  history: SnapshotHistory[];
  /** E-mail and name of every user a template names, by id. */
  templateUsers: Map<number, { email: string; name: string }>;
}

const parseIds = (text: string): number[] => {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
};

/** Reads the whole board (undefined when it does not exist). Runs on the database or a transaction. */
export async function readBoardSnapshot(db: Db, boardId: number): Promise<BoardSnapshot | undefined> {
  const board = await db.selectFrom('boards').selectAll().where('id', '=', boardId).executeTakeFirst();
  if (!board) return undefined;

  const [columns, stickers, templates, cardRows, memberRows, stickerRows, commentRows, historyRows] = await Promise.all(
    [
      db.selectFrom('columns').selectAll().where('boardId', '=', boardId).orderBy('sort').orderBy('id').execute(),
      db.selectFrom('boardStickers').selectAll().where('boardId', '=', boardId).orderBy('sort').orderBy('id').execute(),
      db.selectFrom('taskTemplates').selectAll().where('boardId', '=', boardId).orderBy('id').execute(),
      db
        .selectFrom('cards')
        .leftJoin('users', 'users.id', 'cards.createdBy')
        .select([
          'cards.id',
          'cards.columnId',
          'cards.parentCardId',
          'cards.counter',
          'cards.name',
          'cards.description',
          'cards.color',
          'cards.sort',
          'cards.createdAt',
          'cards.movedAt',
          'cards.doneAt',
          'cards.archivedAt',
          'cards.creatorName',
          'cards.createdByGuest',
          'users.email',
          'users.name as userName',
        ])
        .where('cards.boardId', '=', boardId)
        .orderBy('cards.sort', 'desc')
        .orderBy('cards.id')
        .execute(),
      db
        .selectFrom('cardMembers')
        .innerJoin('cards', 'cards.id', 'cardMembers.cardId')
        .innerJoin('users', 'users.id', 'cardMembers.userId')
        .select(['cardMembers.cardId', 'cardMembers.isResponsible', 'users.email', 'users.name as userName'])
        .where('cards.boardId', '=', boardId)
        .orderBy('cardMembers.id')
        .execute(),
      db
        .selectFrom('cardStickers')
        .innerJoin('cards', 'cards.id', 'cardStickers.cardId')
        .leftJoin('users', 'users.id', 'cardStickers.updatedBy')
        .select([
          'cardStickers.cardId',
          'cardStickers.boardStickerId',
          'cardStickers.value',
          'cardStickers.updatedAt',
          'users.email',
          'users.name as userName',
        ])
        .where('cards.boardId', '=', boardId)
        .orderBy('cardStickers.id')
        .execute(),
      db
        .selectFrom('comments')
        .innerJoin('cards', 'cards.id', 'comments.cardId')
        .leftJoin('users', 'users.id', 'comments.authorId')
        .select([
          'comments.cardId',
          'comments.text',
          'comments.createdAt',
          'comments.updatedAt',
          'comments.authorName',
          'users.email',
          'users.name as userName',
        ])
        .where('cards.boardId', '=', boardId)
        .orderBy('comments.id')
        .execute(),
      db
        .selectFrom('cardHistory')
        .innerJoin('cards', 'cards.id', 'cardHistory.cardId')
        .leftJoin('users', 'users.id', 'cardHistory.actorId')
        .select([
          'cardHistory.cardId',
          'cardHistory.action',
          'cardHistory.field',
          'cardHistory.fromValue',
          'cardHistory.toValue',
          'cardHistory.createdAt',
          'cardHistory.actorName',
          'users.email',
          'users.name as userName',
        ])
        .where('cards.boardId', '=', boardId)
        .orderBy('cardHistory.id')
        .execute(),
    ],
  );

  const userOf = (row: { email: string | null; userName: string | null }): UserColumns => ({
    email: row.email,
    name: row.userName,
  });

  const templateUserIds = [
    ...new Set(templates.flatMap((t) => [...parseIds(t.executors), ...parseIds(t.responsible)])),
  ];
  const templateUsers = new Map<number, { email: string; name: string }>();
  if (templateUserIds.length > 0) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'email', 'name'])
      .where('id', 'in', templateUserIds)
      .execute();
    for (const row of rows) templateUsers.set(row.id, { email: row.email, name: row.name });
  }

  return {
    board,
    columns,
    stickers,
    templates,
    cards: cardRows.map(({ email, userName, createdByGuest, ...card }) => ({
      ...card,
      createdByGuest: Boolean(createdByGuest),
      creator: { email, name: userName },
    })),
    members: memberRows.map((row) => ({
      cardId: row.cardId,
      isResponsible: Boolean(row.isResponsible),
      user: userOf(row),
    })),
    cardStickers: stickerRows.map((row) => ({
      cardId: row.cardId,
      boardStickerId: row.boardStickerId,
      value: row.value,
      updatedAt: row.updatedAt,
      updatedBy: userOf(row),
    })),
    comments: commentRows.map((row) => ({
      cardId: row.cardId,
      text: row.text,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      author: userOf(row),
      authorName: row.authorName,
    })),
    history: historyRows.map((row) => ({
      cardId: row.cardId,
      action: row.action,
      field: row.field,
      fromValue: row.fromValue,
      toValue: row.toValue,
      createdAt: row.createdAt,
      actor: userOf(row),
      actorName: row.actorName,
    })),
    templateUsers,
  };
}
