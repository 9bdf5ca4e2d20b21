/**
 * A board as one file of our own format (issue 7 Deliver 3; src/shared/board/boardExport.ts is the
 * format and its rules): the file imports back (`POST /project/{projectId}/import/board`) into an
 * equal board. Ids, task numbers and guest links are left out; people become `{email, name}`;
 * board sticker definitions get the key `s<id>` that card stickers and templates refer to.
 *
 * Ordering is deterministic so an export → import → export is a fixed point: columns left to
 * right, cards (and each card's sub-cards) by sort descending then id, members / card stickers /
 * comments / history by id (the order they were written in), templates by id.
 */
import {
  BOARD_EXPORT_FORMAT,
  BOARD_EXPORT_VERSION,
  type BoardExport,
  type ExportedCard,
  type ExportedTemplate,
  type PersonRef,
} from '../../shared/board/boardExport';
import type { Db } from '../editor/cards.repository';
import { AppError } from '../http/appError';
import { parseValue } from '../stickers/cardStickers.repository';
import { parseConfigs } from '../stickers/boardStickers.repository';
import { readBoardSnapshot, type BoardSnapshot, type SnapshotCard, type UserColumns } from './boardSnapshot.repository';

/** The file key of a board sticker definition. */
export const stickerKeyOf = (boardStickerId: number): string => `s${boardStickerId}`;

/** A stored user as a PersonRef; `keptName` (an import's unmatched person) when there is no user. */
export function personRefOf(user: UserColumns, keptName: string | null = null): PersonRef | null {
  if (user.email !== null || user.name !== null) return { email: user.email, name: user.name ?? '' };
  return keptName === null ? null : { email: null, name: keptName };
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

const parseList = (text: string): unknown[] => {
  const parsed = parseValue(text);
  return Array.isArray(parsed) ? parsed : [];
};

function templatesOf(snapshot: BoardSnapshot, stickerIds: Set<number>): ExportedTemplate[] {
  const people = (text: string): PersonRef[] =>
    parseList(text).flatMap((id) => {
      const user = typeof id === 'number' ? snapshot.templateUsers.get(id) : undefined;
      return user ? [{ email: user.email, name: user.name }] : [];
    });
  return snapshot.templates.map((template) => ({
    name: template.name,
    description: template.description,
    taskName: template.taskName,
    taskDescription: template.taskDescription,
    executors: people(template.executors),
    responsible: people(template.responsible),
    // A template naming a sticker that is not on the board (cannot happen through the API) would
    // make the file unreadable on import: such an entry is left out.
    stickers: parseList(template.stickers).flatMap((entry) => {
      const { stickerId, value } = (entry ?? {}) as { stickerId?: unknown; value?: unknown };
      return typeof stickerId === 'number' && stickerIds.has(stickerId)
        ? [{ sticker: stickerKeyOf(stickerId), value: value ?? null }]
        : [];
    }),
  }));
}

/** Turns a snapshot into the file; `exportedAt` is the given instant. */
export function toBoardExport(snapshot: BoardSnapshot, exportedAt: string): BoardExport {
  const membersOf = groupBy(snapshot.members, (m) => m.cardId);
  const stickersOf = groupBy(snapshot.cardStickers, (s) => s.cardId);
  const commentsOf = groupBy(snapshot.comments, (c) => c.cardId);
  const historyOf = groupBy(snapshot.history, (h) => h.cardId);
  // Cards come sorted (sort desc, id), so every group below keeps that order.
  const childrenOf = groupBy(
    snapshot.cards.filter((card) => card.parentCardId !== null),
    (card) => card.parentCardId ?? 0,
  );
  const topLevelOf = groupBy(
    snapshot.cards.filter((card) => card.parentCardId === null),
    (card) => card.columnId,
  );

  const cardOf = (card: SnapshotCard): ExportedCard => ({
    name: card.name,
    desc: card.description,
    color: card.color,
    sort: card.sort,
    createdAt: card.createdAt,
    movedAt: card.movedAt,
    doneAt: card.doneAt,
    archivedAt: card.archivedAt,
    creator: personRefOf(card.creator, card.creatorName),
    ...(card.createdByGuest ? { createdByGuest: true } : {}),
    members: (membersOf.get(card.id) ?? []).flatMap((m) => {
      const person = personRefOf(m.user);
      return person ? [{ ...person, isResponsible: m.isResponsible }] : [];
    }),
    stickers: (stickersOf.get(card.id) ?? []).map((s) => ({
      sticker: stickerKeyOf(s.boardStickerId),
      value: parseValue(s.value),
      updatedAt: s.updatedAt,
      updatedBy: personRefOf(s.updatedBy),
    })),
    comments: (commentsOf.get(card.id) ?? []).map((c) => ({
      author: personRefOf(c.author, c.authorName),
      text: c.text,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
    })),
    history: (historyOf.get(card.id) ?? []).map((h) => ({
      actor: personRefOf(h.actor, h.actorName),
      action: h.action,
      field: h.field,
      from: parseValue(h.fromValue),
      to: parseValue(h.toValue),
      createdAt: h.createdAt,
    })),
    children: (childrenOf.get(card.id) ?? []).map(cardOf),
  });

  const { board } = snapshot;
  return {
    format: BOARD_EXPORT_FORMAT,
    version: BOARD_EXPORT_VERSION,
    exportedAt,
    board: { name: board.name, bgColor: board.bgColor, bgImage: board.bgImage, displayType: board.displayType },
    stickers: snapshot.stickers.map((s) => ({
      key: stickerKeyOf(s.id),
      type: s.type,
      name: s.name,
      icon: s.icon,
      isActive: Boolean(s.isActive),
      configs: parseConfigs(s.type, s.configs),
      sort: s.sort,
      deletedAt: s.deletedAt,
    })),
    templates: templatesOf(snapshot, new Set(snapshot.stickers.map((s) => s.id))),
    columns: snapshot.columns.map((column) => ({
      name: column.name,
      color: column.color,
      archivedAt: column.archivedAt,
      cards: (topLevelOf.get(column.id) ?? []).map(cardOf),
    })),
  };
}

/**
 * The board `boardId` in our export format (src/shared/board/boardExport.ts BoardExport).
 * Access is the caller's business (the route checks it). A few bulk queries by board id; a
 * 5,000-card board takes well under 2 s. Throws AppError NOT_FOUND when there is no such board.
 */
export async function exportBoard(db: Db, boardId: number): Promise<BoardExport> {
  const snapshot = await readBoardSnapshot(db, boardId);
  if (!snapshot) throw new AppError('NOT_FOUND');
  return toBoardExport(snapshot, new Date().toISOString());
}
