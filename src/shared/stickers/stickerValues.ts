/**
 * Card sticker values: the stored value of each type and the body of
 * `PUT /editor/card/{cardId}/sticker/{stickerId}` (spec/board.md §3 "Sticker values by type";
 * DESIGN §3 "validates strictly and never silently fixes input", §4 Card stickers).
 * Messages are `V` keys, so `fieldErrorsFromIssues` gives errors shaped like the value:
 * `{value: '…'}`, `{plan: {minutes: '…'}}`. Durations in ms, deadline `notification` in seconds.
 */
import { z } from 'zod';
import { TEXT_MAX } from '../constants';
import type { FieldErrors } from '../envelope';
import { V, fieldErrorsFromIssues, type Translate } from '../validation';
import {
  isoDateString,
  resolveNumberConfig,
  stickerName,
  whenFieldsValid,
  type StickerConfigsInput,
} from './stickerConfigs';
import {
  PRIORITY_LEVELS,
  REGULAR_TASK_UNITS,
  REMINDER_OPTIONS_S,
  STATE_COLORS,
  TIMER_MAX_MS,
  TRACKING_MINUTES_MAX,
  type StickerType,
} from './stickerTypes';

const int = () => z.number({ error: V.integer }).int({ error: V.integer });

/** textField: `{value}`, trimmed; `''` or `null` clears it. */
export const textValueSchema = z.object({
  value: z.string({ error: V.required }).trim().max(TEXT_MAX, { error: V.maxLength }).nullable(),
});

/** numberField: `{value}` with at most `precision` decimals and within min/max; `null` clears it. */
export function numberValueSchema(configs?: StickerConfigsInput) {
  const { precision, min, max } = resolveNumberConfig(configs);
  let value = z.number({ error: V.required });
  if (min !== null) value = value.min(min, { error: V.tooSmall });
  if (max !== null) value = value.max(max, { error: V.tooBig });
  const withPrecision = value.refine((n) => Number(n.toFixed(precision)) === n, { error: V.invalidFormat });
  return z.object({ value: withPrecision.nullable() });
}

/** state: `{name, color}` with a colour of the ten (not checked against the board's states). */
export const stateValueBaseSchema = z.object({
  name: stickerName,
  color: z.enum(STATE_COLORS, { error: V.chooseOne }),
});

/** state: only one of the configured states, name and colour (DESIGN §4); error at `name`. */
export function stateValueSchema(configs?: StickerConfigsInput) {
  const states = configs?.states ?? [];
  return stateValueBaseSchema.refine((v) => states.some((s) => s.name.trim() === v.name && s.color === v.color), {
    error: V.chooseOne,
    path: ['name'],
    ...whenFieldsValid,
  });
}

/** timeInterval: `{name, start, end}`, start not after end (error at `end`). */
export const timeIntervalValueBaseSchema = z
  .object({ name: stickerName, start: isoDateString, end: isoDateString })
  .refine((v) => Date.parse(v.start) <= Date.parse(v.end), { error: V.tooSmall, path: ['end'], ...whenFieldsValid });

/** timeInterval: only one of the configured intervals (same name, start and end instants). */
export function timeIntervalValueSchema(configs?: StickerConfigsInput) {
  const intervals = configs?.intervals ?? [];
  return timeIntervalValueBaseSchema.refine(
    (v) =>
      intervals.some(
        (i) =>
          i.name.trim() === v.name &&
          Date.parse(i.start) === Date.parse(v.start) &&
          Date.parse(i.end) === Date.parse(v.end),
      ),
    { error: V.chooseOne, path: ['name'], ...whenFieldsValid },
  );
}

/** hours: integer ≥ 0; minutes: integer 0–59 strictly (a 75 is a 400, never clamped — DESIGN §3). */
export const trackingAmountSchema = z.object({
  hours: int().min(0, { error: V.tooSmall }),
  minutes: int().min(0, { error: V.tooSmall }).max(TRACKING_MINUTES_MAX, { error: V.tooBig }),
});
/** timeTracking: `{plan, fact}`; `fact` may be absent or null (nothing entered yet → gray). */
export const timeTrackingValueSchema = z.object({
  plan: trackingAmountSchema,
  fact: trackingAmountSchema.nullable().optional(),
});

/** A timer history entry or a stopwatch lap: `start.time`, and `end.time` once closed. */
export const periodSchema = z.object({
  start: z.object({ time: isoDateString }),
  end: z.object({ time: isoDateString }).nullable().optional(),
});
export type Period = z.infer<typeof periodSchema>;

export const TIMER_COMMANDS = ['start', 'stop', 'restart'] as const;
export type TimerCommand = (typeof TIMER_COMMANDS)[number];
/** Longest timer, ms (100 years): its end must stay a valid date for the scheduler (Date's range ends in 275760). */
export { TIMER_MAX_MS };
const initialValueMs = int().positive({ error: V.tooSmall }).max(TIMER_MAX_MS, { error: V.tooBig });

/** timer PUT: exactly one of `{initialValue}` (ms > 0) or `{command}`. */
export const timerPutSchema = z
  .object({
    initialValue: initialValueMs.optional(),
    command: z.enum(TIMER_COMMANDS, { error: V.chooseOne }).optional(),
  })
  .refine((b) => b.initialValue !== undefined || b.command !== undefined, {
    error: V.required,
    path: ['initialValue'],
    ...whenFieldsValid,
  })
  .refine((b) => b.initialValue === undefined || b.command === undefined, {
    error: V.invalidFormat,
    ...whenFieldsValid,
  });

/** timer stored value: initial value in ms and the run history (running while the last has no end). */
export const timerValueSchema = z.object({ initialValue: initialValueMs, history: z.array(periodSchema) });
export type TimerValue = z.infer<typeof timerValueSchema>;

/** stopwatch PUT: `true` toggles (opens or closes a lap). */
export const stopwatchPutSchema = z.literal(true, { error: V.invalidFormat });
/** stopwatch stored value: the list of laps (the open one has no end). */
export const stopwatchValueSchema = z.array(periodSchema);

/** deadline: endDate required; startDate (range mode) not after it; notification one of the options. */
export const deadlineValueSchema = z
  .object({
    endDate: isoDateString,
    startDate: isoDateString.nullable().optional(),
    showTime: z.boolean({ error: V.required }),
    notification: z
      .number({ error: V.chooseOne })
      .refine((s) => (REMINDER_OPTIONS_S as readonly number[]).includes(s), { error: V.chooseOne })
      .nullable()
      .optional(),
  })
  .refine((v) => v.startDate == null || Date.parse(v.startDate) <= Date.parse(v.endDate), {
    error: V.tooBig,
    path: ['startDate'],
    ...whenFieldsValid,
  });
export type DeadlineValue = z.infer<typeof deadlineValueSchema>;

/** priority (our choice, the spec shows no details): `{value}` of PRIORITY_LEVELS. */
export const priorityValueSchema = z.object({ value: z.enum(PRIORITY_LEVELS, { error: V.chooseOne }) });

/** regularTask (our choice): repeat every `every` (1–365) `unit`s. */
export const regularTaskValueSchema = z.object({
  every: int().min(1, { error: V.tooSmall }).max(365, { error: V.tooBig }),
  unit: z.enum(REGULAR_TASK_UNITS, { error: V.chooseOne }),
});

/** Types without a value of their own (system, counts, creator; executor/responsible live in cardsMembers). */
export const noValueSchema = z.unknown().transform(() => null);

/** The PUT body schema of a type, checked against the board sticker's configs. */
export function stickerPutSchema(type: StickerType, configs?: StickerConfigsInput): z.ZodType {
  switch (type) {
    case 'textField':
      return textValueSchema;
    case 'numberField':
      return numberValueSchema(configs);
    case 'state':
      return stateValueSchema(configs);
    case 'timeInterval':
      return timeIntervalValueSchema(configs);
    case 'timeTracking':
      return timeTrackingValueSchema;
    case 'timer':
      return timerPutSchema;
    case 'stopwatch':
      return stopwatchPutSchema;
    case 'deadline':
      return deadlineValueSchema;
    case 'priority':
      return priorityValueSchema;
    case 'regularTask':
      return regularTaskValueSchema;
    case 'deleted':
      return z.never({ error: V.invalidFormat });
    default:
      return noValueSchema;
  }
}

export type StickerValidation = { ok: true; value: unknown } | { ok: false; errors: FieldErrors };

/** Validates a PUT body; on failure, field errors shaped like the value, translated by `t`. */
export function validateStickerPut(
  type: StickerType,
  body: unknown,
  configs: StickerConfigsInput,
  t: Translate,
): StickerValidation {
  const result = stickerPutSchema(type, configs).safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: fieldErrorsFromIssues(result.error.issues, body, t) };
}
