/**
 * Task templates in the database (spec/board.md §3 "Task template"; migration
 * 20261122080000_templates): executors, responsible and stickers are stored as JSON text and
 * returned parsed; a broken list reads as empty rather than failing the board.
 */
import type { Selectable } from 'kysely';
import type { TaskTemplate, TaskTemplateSticker } from '../../shared/board/taskTemplates';
import type { TaskTemplatesTable } from '../db/database';
import type { Db } from '../editor/cards.repository';

export type TaskTemplateRow = Selectable<TaskTemplatesTable>;

function parseList<T>(text: string): T[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

/** A row as the wire's TaskTemplate (a sticker without a value has `value: null`). */
export const toTaskTemplate = (row: TaskTemplateRow): TaskTemplate => ({
  id: row.id,
  boardId: row.boardId,
  name: row.name,
  description: row.description,
  taskName: row.taskName,
  taskDescription: row.taskDescription,
  executors: parseList<number>(row.executors),
  responsible: parseList<number>(row.responsible),
  stickers: parseList<TaskTemplateSticker>(row.stickers).map((s) => ({
    stickerId: s.stickerId,
    value: s.value ?? null,
  })),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** The board's templates ordered by name, then id. */
export async function listTaskTemplates(db: Db, boardId: number): Promise<TaskTemplate[]> {
  const rows = await db
    .selectFrom('taskTemplates')
    .selectAll()
    .where('boardId', '=', boardId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toTaskTemplate);
}

/** One template of the board, or undefined (unknown or another board's). */
export function taskTemplateOf(db: Db, boardId: number, id: number): Promise<TaskTemplateRow | undefined> {
  return db
    .selectFrom('taskTemplates')
    .selectAll()
    .where('id', '=', id)
    .where('boardId', '=', boardId)
    .executeTakeFirst();
}
