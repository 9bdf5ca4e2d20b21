/**
 * Task templates of a board (spec/board.md §2 'Task Templates' menu, §3 "Task template"; DESIGN §3
 * Route map, §4, §5): create, replace (PUT is the whole template) and delete, with the rules:
 * - executors and responsible are company members (400 field `executors` / `responsible`,
 *   errors:editor.notCompanyMember);
 * - `stickers[i].stickerId` is a live (not deleted) definition of the board, once per template
 *   (400 field `stickers.<i>.stickerId`: errors:template.stickerNotOnBoard / sticker.deleted /
 *   template.duplicateSticker);
 * - a non-null value is valid by the type's shared PUT rules (validateStickerPut), errors shaped
 *   like the value under `stickers.<i>.value`; the parsed value is stored.
 * All errors of one body are answered together. Live: `board:template:created|updated|deleted`
 * to `board:<id>` after the write (the actor's socket excluded).
 */
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { TaskTemplate, taskTemplateBody } from '../../shared/board/taskTemplates';
import type { FieldErrors } from '../../shared/envelope';
import { validateStickerPut, type StickerType } from '../../shared/stickers';
import { EDITOR_FIELD_ERRORS, type EditorContext } from '../editor/editor.context';
import type { Db } from '../editor/cards.repository';
import { AppError } from '../http/appError';
import { parseConfigs } from '../stickers/boardStickers.repository';
import { STICKER_FIELD_ERRORS } from '../stickers/boardStickers.service';
import { taskTemplateOf, toTaskTemplate } from './templates.repository';

type Body = z.output<typeof taskTemplateBody>;
type Place = { boardId: number; companyId: number };

/** i18n keys of the template field errors (i18n/<locale>/errors.json `template.*`). */
export const TEMPLATE_FIELD_ERRORS = {
  stickerNotOnBoard: 'errors:template.stickerNotOnBoard',
  duplicateSticker: 'errors:template.duplicateSticker',
} as const;

/** Whether every user id is a member of the company. */
async function allMembers(db: Db, companyId: number, userIds: readonly number[]): Promise<boolean> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return true;
  const rows = await db
    .selectFrom('companyMembers')
    .select('userId')
    .where('companyId', '=', companyId)
    .where('userId', 'in', unique)
    .execute();
  return rows.length === unique.length;
}

/** Checks the stickers; returns the values to store and the errors per index. */
async function checkStickers(db: Db, boardId: number, stickers: Body['stickers'], t: TFunction) {
  const ids = [...new Set(stickers.map((s) => s.stickerId))];
  const definitions = new Map(
    ids.length === 0
      ? []
      : (await db.selectFrom('boardStickers').selectAll().where('id', 'in', ids).execute()).map((d) => [d.id, d]),
  );
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  const stored = stickers.map((sticker, index) => {
    const definition = definitions.get(sticker.stickerId);
    const problem = seen.has(sticker.stickerId)
      ? TEMPLATE_FIELD_ERRORS.duplicateSticker
      : !definition || definition.boardId !== boardId
        ? TEMPLATE_FIELD_ERRORS.stickerNotOnBoard
        : definition.deletedAt !== null
          ? STICKER_FIELD_ERRORS.deleted
          : null;
    seen.add(sticker.stickerId);
    if (problem || !definition) {
      errors[index] = { stickerId: t(problem ?? TEMPLATE_FIELD_ERRORS.stickerNotOnBoard) };
      return null;
    }
    if (sticker.value === undefined || sticker.value === null) return { stickerId: sticker.stickerId, value: null };
    const type = definition.type as StickerType;
    const checked = validateStickerPut(type, sticker.value, parseConfigs(type, definition.configs), t);
    if (!checked.ok) {
      errors[index] = { value: checked.errors };
      return null;
    }
    return { stickerId: sticker.stickerId, value: checked.value ?? null };
  });
  return { stored, errors };
}

/** The row's columns for a valid body; throws 400 with every field error of the body. */
async function columnsOf(ctx: EditorContext, place: Place, body: Body, t: TFunction) {
  const fields: FieldErrors = {};
  if (!(await allMembers(ctx.db, place.companyId, body.executors))) {
    fields.executors = t(EDITOR_FIELD_ERRORS.notCompanyMember);
  }
  if (!(await allMembers(ctx.db, place.companyId, body.responsible))) {
    fields.responsible = t(EDITOR_FIELD_ERRORS.notCompanyMember);
  }
  const stickers = await checkStickers(ctx.db, place.boardId, body.stickers, t);
  if (Object.keys(stickers.errors).length > 0) fields.stickers = stickers.errors;
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  return {
    name: body.name,
    description: body.description || null,
    taskName: body.taskName,
    taskDescription: body.taskDescription || null,
    executors: JSON.stringify([...new Set(body.executors)]),
    responsible: JSON.stringify([...new Set(body.responsible)]),
    stickers: JSON.stringify(stickers.stored),
  };
}

/** Adds a template to the board (201 TaskTemplate). */
export async function createTaskTemplate(
  ctx: EditorContext,
  place: Place,
  body: Body,
  t: TFunction,
): Promise<TaskTemplate> {
  const columns = await columnsOf(ctx, place, body, t);
  const now = ctx.now();
  const row = await ctx.db
    .insertInto('taskTemplates')
    .values({ ...columns, boardId: place.boardId, createdBy: ctx.actor.id, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  const template = toTaskTemplate(row);
  ctx.events.templateCreated(template);
  return template;
}

/** Replaces a template with the body (404 unknown or another board's). */
export async function updateTaskTemplate(
  ctx: EditorContext,
  place: Place,
  id: number,
  body: Body,
  t: TFunction,
): Promise<TaskTemplate> {
  if (!(await taskTemplateOf(ctx.db, place.boardId, id))) throw new AppError('NOT_FOUND');
  const columns = await columnsOf(ctx, place, body, t);
  const row = await ctx.db
    .updateTable('taskTemplates')
    .set({ ...columns, updatedAt: ctx.now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const template = toTaskTemplate(row);
  ctx.events.templateUpdated(template);
  return template;
}

/** Deletes a template (404 unknown or another board's). */
export async function deleteTaskTemplate(ctx: EditorContext, boardId: number, id: number): Promise<{ id: number }> {
  if (!(await taskTemplateOf(ctx.db, boardId, id))) throw new AppError('NOT_FOUND');
  await ctx.db.deleteFrom('taskTemplates').where('id', '=', id).execute();
  ctx.events.templateDeleted({ id, boardId });
  return { id };
}
