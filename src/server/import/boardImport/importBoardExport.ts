/**
 * The one import writer (issue 7 Deliver 2–5; DESIGN §3 import report): writes a board file in our
 * format (src/shared/board/boardExport.ts) as a NEW board of a project, in ONE transaction, and
 * answers the import report. Both ways in use it: `POST /project/{projectId}/import/board` (our
 * format) and the Trello route and CLI (Trello file → convertTrelloExport → this writer).
 *
 * The file is checked whole first (prepareImport.ts: 400 VALIDATION_FAILED naming the place, e.g.
 * `Card "Write spec": sticker "Deadline" value is not valid`); any failure after that rolls the
 * transaction back, so a failed import leaves no board, column or card behind. People are matched
 * with the company's lookup (../companyPeople.ts); who is not a company member is kept as text
 * (writeCards.ts) and listed in `skipped`. Task numbers, ids and `due_at` are new. The board keeps
 * its name even when the project has another board of that name.
 *
 * The caller announces the new board after the commit (`company:board:created`).
 */
import type { BoardExport, ImportReport } from '../../../shared/board/boardExport';
import type { Db } from '../../editor/cards.repository';
import { inTransaction } from '../../editor/transactions';
import { AppError } from '../../http/appError';
import type { CompanyPeople } from '../companyPeople';
import { personIds } from './personIds';
import { prepareImport } from './prepareImport';
import {
  insertImportedBoard,
  insertImportedColumns,
  insertImportedStickers,
  insertImportedTemplates,
} from './writeBoard';
import { insertImportedCards } from './writeCards';

export interface ImportBoardInput {
  projectId: number;
  /** The importing user: creator of the board's templates and of cards whose creator is unknown. */
  userId: number;
  file: BoardExport;
  people: CompanyPeople;
}

/**
 * Validates and writes `file` into the project. Throws 404 NOT_FOUND for an unknown project and
 * 400 VALIDATION_FAILED (importErrors.ts) for a file that cannot be written; nothing is written then.
 * The report counts what was written: columns, top-level cards (open and archived), archived
 * top-level cards, sub-cards at any depth, comments; `skipped` lists people kept as text.
 */
export async function importBoardExport(db: Db, input: ImportBoardInput): Promise<ImportReport> {
  const project = await db
    .selectFrom('projects')
    .select(['id', 'companyId'])
    .where('id', '=', input.projectId)
    .executeTakeFirst();
  if (!project) throw new AppError('NOT_FOUND');
  const prepared = prepareImport(input.file);
  const userIdOf = personIds(input.people);
  const now = new Date().toISOString();

  return inTransaction(db, async (trx) => {
    const boardId = await insertImportedBoard(trx, project.id, input.file.board, now);
    const columnIds = await insertImportedColumns(trx, boardId, input.file.columns, now);
    const stickerIds = await insertImportedStickers(trx, boardId, prepared.stickers, now);
    const templateSkips = await insertImportedTemplates(
      trx,
      { boardId, userId: input.userId },
      prepared,
      stickerIds,
      userIdOf,
      now,
    );
    const place = {
      boardId,
      companyId: project.companyId,
      userId: input.userId,
      columnIds,
      columnNames: input.file.columns.map((column) => column.name),
      stickerIds,
      stickerTypes: prepared.stickers.map((sticker) => sticker.type),
    };
    const written = await insertImportedCards(trx, place, prepared, userIdOf, now);
    const topLevel = prepared.levels[0] ?? [];
    return {
      boardId,
      columns: columnIds.length,
      cards: topLevel.length,
      archivedCards: topLevel.filter((index) => prepared.cards[index].card.archivedAt !== null).length,
      subCards: prepared.cards.length - topLevel.length,
      comments: written.comments,
      skipped: [...written.skipped, ...templateSkips],
    };
  });
}
