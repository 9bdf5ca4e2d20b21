/**
 * Which stored card sticker values an import accepts (issue 7 Deliver 3 round trip; DESIGN §4 Card
 * stickers): our export writes each card sticker's STORED value (src/shared/stickers/stickerWire.ts
 * Stored*), not a PUT body, so the import checks it with the shared value rules of its type against
 * the definition's configs — a deadline with its `prevValues`, a timer with its run history, a
 * stopwatch's laps — and stores it as it is. Types without a value of their own store null.
 */
import { z } from 'zod';
import {
  STICKER_TYPES,
  deadlineValueSchema,
  isoDateString,
  noValueSchema,
  stickerPutSchema,
  stopwatchValueSchema,
  timerValueSchema,
  type StickerConfigsInput,
  type StickerType,
} from '../../../shared/stickers';

const previousDeadlineSchema = z.object({
  endDate: isoDateString,
  startDate: isoDateString.nullable(),
  changedAt: isoDateString,
});

/** deadline as stored: the PUT body plus the earlier deadlines the server kept. */
const storedDeadlineSchema = z.intersection(
  deadlineValueSchema,
  z.object({ prevValues: z.array(previousDeadlineSchema).default([]) }),
);

/**
 * The schema of a stored value of `type`, or null for types that store no value: the PUT rules of
 * the type, except the three whose stored value differs from their PUT body (timer and stopwatch
 * keep their run history instead of a command; a deadline keeps its earlier values).
 */
function storedSchema(type: string, configs: StickerConfigsInput): z.ZodType | null {
  if (type === 'timer') return timerValueSchema;
  if (type === 'stopwatch') return stopwatchValueSchema;
  if (type === 'deadline') return storedDeadlineSchema;
  if (type === 'deleted' || !(STICKER_TYPES as readonly string[]).includes(type)) return null;
  const schema = stickerPutSchema(type as StickerType, configs);
  return schema === noValueSchema ? null : schema;
}

/** What a checker answers: the value to store, or `{ok: false}` when it breaks its type's rules. */
export type StoredValueCheck = { ok: true; value: unknown } | { ok: false };

/**
 * A checker of imported values for one definition (its schema is built once: a file holds
 * thousands of values of the same few definitions). null/undefined stay null; a textField or
 * numberField holding `{value: null}` (cleared) is null.
 */
export function storedValueChecker(type: string, configs: StickerConfigsInput): (value: unknown) => StoredValueCheck {
  const schema = storedSchema(type, configs);
  return (value) => {
    if (value === null || value === undefined || schema === null) return { ok: true, value: null };
    const parsed = schema.safeParse(value);
    if (!parsed.success) return { ok: false };
    const inner = (parsed.data as { value?: unknown } | null)?.value;
    if ((type === 'textField' || type === 'numberField') && (inner === null || inner === '')) {
      return { ok: true, value: null };
    }
    return { ok: true, value: parsed.data };
  };
}
