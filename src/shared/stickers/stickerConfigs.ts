/**
 * Board sticker configs (spec/board.md §3 "Board sticker (definition)"; DESIGN §4: board stickers
 * are accepted with empty `configs`, number field precision 2 and no min/max by default).
 * Messages are `V` keys so `fieldErrorsFromIssues` shapes errors like the configs.
 */
import { z } from 'zod';
import { MAX_INT32, NAME_MAX } from '../constants';
import { storable } from '../storableText';
import { V } from '../validation';
import { DEFAULT_NUMBER_PRECISION, MAX_NUMBER_PRECISION, STATE_COLORS } from './stickerTypes';

/** ISO-8601 date (`2024-05-01`) or date-time (`2024-05-01T10:00:00.000Z`). */
const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
export const isoDateString = z
  .string({ error: V.required })
  .trim()
  .refine((s) => ISO_DATE_RE.test(s) && !Number.isNaN(Date.parse(s)), { error: V.invalidFormat });

export const stickerName = storable(
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(NAME_MAX, { error: V.maxLength }),
);
/** Object-level checks run only once every field is valid (zod 4 runs them otherwise too). */
export const whenFieldsValid = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

const userId = z
  .number({ error: V.integer })
  .int({ error: V.integer })
  .positive({ error: V.integer })
  .max(MAX_INT32, { error: V.tooBig });

/** configs.automation (spec/board.md §3). */
export const automationConfigSchema = z.object({
  showPrefix: z.boolean({ error: V.invalidFormat }).optional(),
  showAsTimerOnLastDay: z.boolean({ error: V.invalidFormat }).optional(),
  afterCreate: z.enum(['offerValue', 'requireValue'], { error: V.chooseOne }).nullable().optional(),
  assignValue: z
    .object({ taskAuthor: z.boolean({ error: V.invalidFormat }).optional(), userId: userId.optional() })
    .nullable()
    .optional(),
});

/** One configured state: a name and one of the ten colours. */
export const stateConfigSchema = z.object({
  name: stickerName,
  color: z.enum(STATE_COLORS, { error: V.chooseOne }),
});

/** One configured time interval; `start` must not be after `end` (error at `end`). */
export const intervalConfigSchema = z
  .object({ name: stickerName, start: isoDateString, end: isoDateString })
  .refine((i) => Date.parse(i.start) <= Date.parse(i.end), { error: V.tooSmall, path: ['end'], ...whenFieldsValid });

/** Number field settings: precision 0–10 (default 2), optional min ≤ max (error at `max`). */
export const numberConfigSchema = z
  .object({
    precision: z
      .number({ error: V.integer })
      .int({ error: V.integer })
      .min(0, { error: V.tooSmall })
      .max(MAX_NUMBER_PRECISION, { error: V.tooBig })
      .default(DEFAULT_NUMBER_PRECISION),
    min: z.number({ error: V.invalidFormat }).finite({ error: V.invalidFormat }).nullable().optional(),
    max: z.number({ error: V.invalidFormat }).finite({ error: V.invalidFormat }).nullable().optional(),
  })
  .refine((c) => c.min == null || c.max == null || c.min <= c.max, {
    error: V.tooSmall,
    path: ['max'],
    ...whenFieldsValid,
  });

/** The whole `configs` object; every part optional, so `{}` is accepted. */
export const stickerConfigsSchema = z.object({
  automation: automationConfigSchema.optional(),
  states: z.array(stateConfigSchema).max(100, { error: V.tooBig }).optional(),
  intervals: z.array(intervalConfigSchema).max(100, { error: V.tooBig }).optional(),
  number: numberConfigSchema.optional(),
});

export type AutomationConfig = z.infer<typeof automationConfigSchema>;
export type StateConfig = z.infer<typeof stateConfigSchema>;
export type IntervalConfig = z.infer<typeof intervalConfigSchema>;
export type NumberConfig = z.infer<typeof numberConfigSchema>;
export type StickerConfigs = z.infer<typeof stickerConfigsSchema>;
/** Configs as stored or received: parts may be missing, `null` or partial. */
export type StickerConfigsInput = z.input<typeof stickerConfigsSchema> | null | undefined;

export { resolveNumberConfig, type ResolvedNumberConfig } from './numberConfig';
