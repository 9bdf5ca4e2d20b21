/**
 * Route schemas of the sticker routes (DESIGN §3 Route map; wire types in
 * src/shared/stickers/stickerWire.ts): path params and the answer shapes used for serialisation
 * and the OpenAPI document. Configs and values are typed loosely here; their rules live in the
 * shared schemas.
 */
import { z } from 'zod';
import { idParam } from '../../shared/company/company.schemas';

export const boardStickersParams = z.object({ boardId: idParam });
export const boardStickerParams = z.object({ boardId: idParam, id: idParam });
export const cardStickerParams = z.object({ cardId: idParam, stickerId: idParam });

const configs = z.record(z.string(), z.unknown());

export const boardStickerSchema = z.object({
  id: z.number(),
  boardId: z.number(),
  type: z.string(),
  name: z.string().nullable(),
  icon: z.string().nullable(),
  isActive: z.boolean(),
  configs,
  sort: z.number(),
});

export const cardStickerSchema = z.object({
  id: z.number(),
  cardId: z.number(),
  boardStickerId: z.number(),
  boardSticker: z.object({
    id: z.number(),
    type: z.string(),
    name: z.string().nullable(),
    isActive: z.boolean(),
    configs,
  }),
  value: z.unknown(),
  updatedAt: z.string(),
});

/** `{id}` of a deleted definition or a detached card sticker. */
export const deletedIdSchema = z.object({ id: z.number() });
