/**
 * Task templates (spec/board.md §2 column 'Task Templates' menu, §3 "Task template", §7
 * `GET /board/{boardId}/task-templates`; DESIGN §3 Route map: POST, PUT, DELETE
 * `/board/{boardId}/task-templates[/{id}]`). A template prefills the new-card form: name,
 * description, executors, responsible and stickers (`stickerId` is the BOARD sticker id, DESIGN §4).
 */
import { z } from 'zod';
import { MAX_INT32, NAME_MAX } from '../constants';
import { storable } from '../storableText';
import { V } from '../validation';

export { TEMPLATE_DESCRIPTION_PREVIEW } from './taskTemplateText';

export interface TaskTemplateSticker {
  /** The board sticker (definition) id. */
  stickerId: number;
  /** The type's value (stickerValues.ts), or null to attach without a value. */
  value: unknown;
}

export interface TaskTemplate {
  id: number;
  boardId: number;
  name: string;
  description: string | null;
  taskName: string;
  taskDescription: string | null;
  /** User ids (company members). */
  executors: number[];
  responsible: number[];
  stickers: TaskTemplateSticker[];
  createdAt: string;
  updatedAt: string;
}

const id = z
  .number({ error: V.integer })
  .int({ error: V.integer })
  .positive({ error: V.integer })
  .max(MAX_INT32, { error: V.tooBig });
const requiredName = storable(
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(NAME_MAX, { error: V.maxLength }),
);
const optionalText = (max: number) =>
  storable(z.string({ error: V.invalidFormat }).trim().max(max, { error: V.maxLength }))
    .nullable()
    .optional();

const userIds = z.array(id).max(50, { error: V.tooBig });
/** `value`: the type's sticker value (the `value` of the sticker PUT body), or absent/null for none. */
const templateStickers = z
  .array(z.object({ stickerId: id, value: z.unknown().optional() }))
  .max(100, { error: V.tooBig });

/**
 * `POST /board/{boardId}/task-templates` body: the whole template (lists default to empty).
 * Sticker values are checked by the server against the board's definitions with the shared rules.
 */
export const taskTemplateBody = z.object({
  name: requiredName,
  description: optionalText(1_000),
  taskName: requiredName,
  taskDescription: optionalText(100_000),
  executors: userIds.default([]),
  responsible: userIds.default([]),
  stickers: templateStickers.default([]),
});
export type TaskTemplateBody = z.input<typeof taskTemplateBody>;

/**
 * `PUT /board/{boardId}/task-templates/{id}` body (DESIGN §3 "`PUT` of an entity updates only the
 * fields given"): any fields of the template; those left out keep their values, `null` clears
 * `description` / `taskDescription`, `[]` empties a list. Checked like the create body.
 */
export const taskTemplateUpdateBody = z.object({
  name: requiredName.optional(),
  description: optionalText(1_000),
  taskName: requiredName.optional(),
  taskDescription: optionalText(100_000),
  executors: userIds.optional(),
  responsible: userIds.optional(),
  stickers: templateStickers.optional(),
});
export type TaskTemplateUpdateBody = z.input<typeof taskTemplateUpdateBody>;

export { TEMPLATE_EVENTS, templateDescriptionPreview } from './taskTemplateText';
