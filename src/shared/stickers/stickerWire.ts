/**
 * Stickers on the wire (DESIGN §3 Route map, §4 Card stickers, §3 Live events): board sticker
 * definitions, card sticker instances, request bodies and live event payloads. Times are ISO-8601
 * UTC strings, durations ms, deadline `notification` seconds.
 *
 * Routes:
 * - `GET|POST /board/{boardId}/stickers`, `PUT|DELETE /board/{boardId}/stickers/{id}` → BoardSticker(s)
 * - `POST /editor/card/{cardId}/sticker/create` {boardStickerId, value?} → CardSticker
 * - `PUT /editor/card/{cardId}/sticker/{stickerId}` {value} (cardStickerPutBody) → CardSticker
 * - `DELETE /editor/card/{cardId}/sticker/{stickerId}` → `{id}`
 */
import { z } from 'zod';
import { MAX_INT32 } from '../constants';
import { V } from '../validation';
import { stickerConfigsSchema, type StickerConfigs } from './stickerConfigs';
import { CATALOGUE_STICKER_TYPES, type CatalogueStickerType, type StickerType } from './stickerTypes';
import type { Period, TimerValue } from './stickerValues';

/** A board sticker definition (spec/board.md §3). `name` is null for the translated-name types. */
export interface BoardSticker {
  id: number;
  boardId: number;
  type: CatalogueStickerType;
  name: string | null;
  icon: string | null;
  isActive: boolean;
  configs: StickerConfigs;
  sort: number;
}

/** The definition as a card sticker embeds it; `type: 'deleted'` once removed from the board. */
export interface EmbeddedBoardSticker {
  id: number;
  type: StickerType;
  name: string | null;
  isActive: boolean;
  configs: StickerConfigs;
}

/** A sticker attached to a card (spec/board.md §3 "Card sticker (instance)"). */
export interface CardSticker {
  id: number;
  cardId: number;
  boardStickerId: number;
  boardSticker: EmbeddedBoardSticker;
  /** The type's stored value (StickerValueOf), or null when not set yet. */
  value: unknown;
  updatedAt: string;
}

/** An earlier deadline kept by the server (DESIGN §4 "the server keeps deadline prevValues"). */
export interface PreviousDeadline {
  endDate: string;
  startDate: string | null;
  /** When it was replaced. */
  changedAt: string;
}

/** Stored values by type (spec/board.md §3 "Sticker values by type"). */
export interface StoredDeadline {
  endDate: string;
  startDate?: string | null;
  showTime: boolean;
  /** Seconds before endDate; absent when the reminder is off. */
  notification?: number | null;
  prevValues: PreviousDeadline[];
}
export type StoredTimer = TimerValue;
export type StoredStopwatch = Period[];
export interface StoredTimeTracking {
  plan: { hours: number; minutes: number };
  fact?: { hours: number; minutes: number } | null;
}

/** `POST /board/{boardId}/stickers`: a type of the catalogue; named types need a name. */
export const createBoardStickerBody = z
  .object({
    type: z.enum(CATALOGUE_STICKER_TYPES as unknown as [CatalogueStickerType, ...CatalogueStickerType[]], {
      error: V.chooseOne,
    }),
    name: z.string({ error: V.invalidFormat }).trim().max(255, { error: V.maxLength }).nullable().optional(),
    icon: z.string({ error: V.invalidFormat }).trim().max(64, { error: V.maxLength }).nullable().optional(),
    isActive: z.boolean({ error: V.invalidFormat }).optional(),
    configs: stickerConfigsSchema.nullable().optional(),
  })
  .strict();
export type CreateBoardStickerBody = z.infer<typeof createBoardStickerBody>;

/** `PUT /board/{boardId}/stickers/{id}`: fields given only; `sort` reorders the palette. */
export const updateBoardStickerBody = z
  .object({
    name: z.string({ error: V.invalidFormat }).trim().max(255, { error: V.maxLength }).nullable().optional(),
    icon: z.string({ error: V.invalidFormat }).trim().max(64, { error: V.maxLength }).nullable().optional(),
    isActive: z.boolean({ error: V.invalidFormat }).optional(),
    configs: stickerConfigsSchema.nullable().optional(),
    sort: z
      .number({ error: V.integer })
      .int({ error: V.integer })
      .min(0, { error: V.tooSmall })
      .max(MAX_INT32, { error: V.tooBig })
      .optional(),
  })
  .strict();
export type UpdateBoardStickerBody = z.infer<typeof updateBoardStickerBody>;

/** `POST /editor/card/{cardId}/sticker/create` (spec/board.md §7): value null or the type's PUT value. */
export const attachCardStickerBody = z.object({
  cardId: z.number({ error: V.integer }).int({ error: V.integer }).max(MAX_INT32, { error: V.tooBig }).optional(),
  boardStickerId: z
    .number({ error: V.integer })
    .int({ error: V.integer })
    .positive({ error: V.integer })
    .max(MAX_INT32, { error: V.tooBig }),
  value: z.unknown().optional(),
});
export type AttachCardStickerBody = z.infer<typeof attachCardStickerBody>;

/**
 * `PUT /editor/card/{cardId}/sticker/{stickerId}` (spec/board.md §7 payload `{value}`): `value` is
 * the type's PUT value (stickerValues.ts stickerPutSchema) — `{value: 'text'}` for a textField,
 * `{plan, fact}` for time tracking, `{initialValue}` or `{command}` for a timer ("for timer, value
 * holds command or initialValue"), `true` to toggle a stopwatch (§3 "a put sends a boolean"), the
 * whole value for the others. It is the same value that card creation (`stickers[].value`),
 * attaching (`value`) and templates (`stickers[].value`) take. Field errors of a bad value come
 * under `value`, shaped like it: `{value: {plan: {minutes: '…'}}}`.
 */
export const cardStickerPutBody = z.object({
  value: z
    .unknown()
    .describe(
      'The sticker value: {value} for text/number/priority, {plan, fact}, {initialValue} or {command}, true, …',
    ),
});
export type CardStickerPutBody = z.infer<typeof cardStickerPutBody>;

/** Live payloads on `board:<id>` (BOARD_EVENTS.sticker* and cardSticker*), each with `actorId`. */
export type BoardStickerEventPayload = BoardSticker & { actorId: number };
export interface BoardStickerDeletedPayload {
  id: number;
  boardId: number;
  actorId: number;
}
/** A card sticker after the change, with its card's board and new history count. */
export type CardStickerEventPayload = CardSticker & { boardId: number; historyCount: number; actorId: number };
export interface CardStickerDeletedPayload {
  id: number;
  cardId: number;
  boardId: number;
  historyCount: number;
  actorId: number;
}

// Moved to a zod-free module so the client's shell can subscribe without loading zod (issue 13 item 6).
export { STICKER_NOTIFICATION_EVENTS, type StickerNotificationPayload } from './stickerNotificationEvents';
