/**
 * The board-level rows of an import, inside its transaction (issue 7 Deliver 3; DESIGN §4): the
 * board, its columns left to right, sticker definitions (file keys → new ids) and task templates
 * (people → user ids, sticker keys → board sticker ids; a person who is not a company member is
 * left out of the template and reported).
 */
import type { BoardExport, SkippedItem } from '../../../shared/board/boardExport';
import type { Db } from '../../editor/cards.repository';
import { insertInChunks } from './insertChunks';
import type { PreparedImport } from './prepareImport';

/** Inserts the board row; returns its id. */
export async function insertImportedBoard(
  trx: Db,
  projectId: number,
  board: BoardExport['board'],
  now: string,
): Promise<number> {
  const row = await trx
    .insertInto('boards')
    .values({
      projectId,
      name: board.name,
      bgColor: board.bgColor,
      bgImage: board.bgImage,
      displayType: board.displayType,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts the columns (sort = position); returns their ids in file order. */
export async function insertImportedColumns(
  trx: Db,
  boardId: number,
  columns: BoardExport['columns'],
  now: string,
): Promise<number[]> {
  const rows = columns.map((column, sort) => ({
    boardId,
    name: column.name,
    color: column.color,
    sort,
    archivedAt: column.archivedAt ?? null,
    createdAt: now,
    updatedAt: now,
  }));
  await insertInChunks(rows, (chunk) => trx.insertInto('columns').values(chunk).execute());
  const stored = await trx.selectFrom('columns').select(['id', 'sort']).where('boardId', '=', boardId).execute();
  const ids: number[] = [];
  for (const row of stored) ids[row.sort] = row.id;
  return ids;
}

/** Inserts the sticker definitions in file order; returns their new ids by index. */
export async function insertImportedStickers(
  trx: Db,
  boardId: number,
  stickers: PreparedImport['stickers'],
  now: string,
): Promise<number[]> {
  const ids: number[] = [];
  // A board has a handful of definitions: one statement each keeps the id of each certain.
  for (const sticker of stickers) {
    const row = await trx
      .insertInto('boardStickers')
      .values({
        boardId,
        type: sticker.type,
        name: sticker.name,
        icon: sticker.icon,
        isActive: sticker.isActive ? 1 : 0,
        configs: JSON.stringify(sticker.configs),
        sort: sticker.sort,
        deletedAt: sticker.deletedAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/** Inserts the templates; returns the skipped entries of people who are not company members. */
export async function insertImportedTemplates(
  trx: Db,
  place: { boardId: number; userId: number },
  prepared: PreparedImport,
  stickerIds: number[],
  userIdOf: (ref: { email: string | null; name: string }) => number | null,
  now: string,
): Promise<SkippedItem[]> {
  const skipped: SkippedItem[] = [];
  const idsOf = (templateName: string, role: string, refs: { email: string | null; name: string }[]) => {
    const ids = new Set<number>();
    for (const ref of refs) {
      const id = userIdOf(ref);
      if (id !== null) ids.add(id);
      else {
        skipped.push({
          kind: 'templateMember',
          id: ref.email ?? ref.name,
          name: ref.name,
          reason: `Not a member of the company: left out of the ${role} of template "${templateName}"`,
        });
      }
    }
    return [...ids];
  };
  const rows = prepared.templates.map(({ template, stickers }) => ({
    boardId: place.boardId,
    name: template.name,
    description: template.description,
    taskName: template.taskName,
    taskDescription: template.taskDescription,
    executors: JSON.stringify(idsOf(template.name, 'executors', template.executors)),
    responsible: JSON.stringify(idsOf(template.name, 'responsible', template.responsible)),
    stickers: JSON.stringify(stickers.map((s) => ({ stickerId: stickerIds[s.sticker], value: s.value }))),
    createdBy: place.userId,
    createdAt: now,
    updatedAt: now,
  }));
  await insertInChunks(rows, (chunk) => trx.insertInto('taskTemplates').values(chunk).execute());
  return skipped;
}
