/**
 * Route schemas of the task template routes (DESIGN §3 Route map; wire type TaskTemplate in
 * src/shared/board/taskTemplates.ts): path params and the answer shapes used for serialisation
 * and the OpenAPI document.
 */
import { z } from 'zod';
import { idParam } from '../../shared/company/company.schemas';

export const templatesParams = z.object({ boardId: idParam });
export const templateParams = z.object({ boardId: idParam, id: idParam });

export const taskTemplateSchema = z.object({
  id: z.number(),
  boardId: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  taskName: z.string(),
  taskDescription: z.string().nullable(),
  executors: z.array(z.number()),
  responsible: z.array(z.number()),
  stickers: z.array(z.object({ stickerId: z.number(), value: z.unknown() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** `{id}` of a deleted template. */
export const deletedTemplateSchema = z.object({ id: z.number() });
