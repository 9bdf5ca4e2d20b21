/**
 * Task templates of a board (spec/board.md §2 'Task Templates' menu, §3 "Task template"; DESIGN §3
 * Route map, §3 Envelope, §4, §5): create, update (PUT changes the fields given) and delete, with
 * the rules (checked for the fields a body gives):
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
import type { TaskTemplate, taskTemplateBody, taskTemplateUpdateBody } from '../../shared/board/taskTemplates';
import type { FieldErrors } from '../../shared/envelope';
import { validateStickerPut, type StickerType } from '../../shared/stickers';
import { EDITOR_FIELD_ERRORS, type EditorContext } from '../editor/editor.context';
import type { Db } from '../editor/cards.repository';
import { AppError } from '../http/appError';
import { parseConfigs } from '../stickers/boardStickers.repository';
import { STICKER_FIELD_ERRORS } from '../stickers/boardStickers.service';
import { taskTemplateOf, toTaskTemplate } from './templates.repository';

type Body = z.output<typeof taskTemplateBody>;
type UpdateBody = z.output<typeof taskTemplateUpdateBody>;
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
async function checkStickers(db: Db, boardId: number, stickers: NonNullable<UpdateBody['stickers']>, t: TFunction) {
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

/**
 * The row's columns for the fields the body gives (all of them for a create); throws 400 with every
 * field error of the body. Fields left out are not checked again.
 */
async function columnsOf(ctx: EditorContext, place: Place, body: UpdateBody, t: TFunction) {
  const fields: FieldErrors = {};
  if (body.executors && !(await allMembers(ctx.db, place.companyId, body.executors))) {
    fields.executors = t(EDITOR_FIELD_ERRORS.notCompanyMember);
  }
  if (body.responsible && !(await allMembers(ctx.db, place.companyId, body.responsible))) {
    fields.responsible = t(EDITOR_FIELD_ERRORS.notCompanyMember);
  }
  const stickers = body.stickers && (await checkStickers(ctx.db, place.boardId, body.stickers, t));
  if (stickers && Object.keys(stickers.errors).length > 0) fields.stickers = stickers.errors;
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  const ids = (list: number[]) => JSON.stringify([...new Set(list)]);
  return {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description || null } : {}),
    ...(body.taskName !== undefined ? { taskName: body.taskName } : {}),
    ...(body.taskDescription !== undefined ? { taskDescription: body.taskDescription || null } : {}),
    ...(body.executors ? { executors: ids(body.executors) } : {}),
    ...(body.responsible ? { responsible: ids(body.responsible) } : {}),
    ...(stickers ? { stickers: JSON.stringify(stickers.stored) } : {}),
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
    .values({
      name: body.name,
      taskName: body.taskName,
      executors: '[]',
      responsible: '[]',
      stickers: '[]',
      ...columns,
      boardId: place.boardId,
      createdBy: ctx.actor.id,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const template = toTaskTemplate(row);
  ctx.events.templateCreated(template);
  return template;
}

/**
 * Changes the fields the body gives (DESIGN §3 "`PUT` of an entity updates only the fields given");
 * a body that gives none answers the template unchanged. 404 unknown or another board's template.
 */
export async function updateTaskTemplate(
  ctx: EditorContext,
  place: Place,
  id: number,
  body: UpdateBody,
  t: TFunction,
): Promise<TaskTemplate> {
  const before = await taskTemplateOf(ctx.db, place.boardId, id);
  if (!before) throw new AppError('NOT_FOUND');
  const columns = await columnsOf(ctx, place, body, t);
  if (Object.keys(columns).length === 0) return toTaskTemplate(before);
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
  // Identical deletes at once: only the one that removed the row succeeds (404 like a repeat).
  const removed = await ctx.db.deleteFrom('taskTemplates').where('id', '=', id).executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw new AppError('NOT_FOUND');
  ctx.events.templateDeleted({ id, boardId });
  return { id };
}
