/**
 * What a validated PUT body does to a card sticker's stored value (DESIGN §4 Card stickers;
 * spec/board.md §3 "Sticker values by type", §4 Timer, Stopwatch, Deadline):
 * - timer `{initialValue}` resets the timer; `{command}` (start / stop / restart) acts on the
 *   stored history and needs a stored initial value (else field `initialValue` required);
 * - stopwatch `true` opens or closes a lap;
 * - deadline stores the body and keeps `prevValues`: when endDate or startDate change, the previous
 *   `{endDate, startDate, changedAt}` is appended;
 * - textField `''` / null and numberField null clear the value (stored null);
 * - every other type stores the parsed body (types without a value store null).
 */
import {
  applyStopwatchToggle,
  applyTimerCommand,
  applyTimerInitialValue,
  type Period,
  type StickerType,
  type StoredDeadline,
  type StoredTimer,
  type TimerCommand,
} from '../../shared/stickers';
import { V } from '../../shared/validation';
import type { FieldErrorKeys } from '../http/appError';

export type NextValue = { ok: true; value: unknown } | { ok: false; fieldKeys: FieldErrorKeys };

const sameInstant = (a: string | null | undefined, b: string | null | undefined): boolean =>
  (a ?? null) === (b ?? null) || (a != null && b != null && Date.parse(a) === Date.parse(b));

function nextDeadline(body: Omit<StoredDeadline, 'prevValues'>, stored: StoredDeadline | null, nowIso: string) {
  const prevValues = [...(stored?.prevValues ?? [])];
  if (stored && (!sameInstant(stored.endDate, body.endDate) || !sameInstant(stored.startDate, body.startDate))) {
    prevValues.push({ endDate: stored.endDate, startDate: stored.startDate ?? null, changedAt: nowIso });
  }
  return { ...body, prevValues };
}

function nextTimer(
  body: { initialValue?: number; command?: TimerCommand },
  stored: StoredTimer | null,
  nowIso: string,
) {
  if (body.initialValue !== undefined) return { ok: true, value: applyTimerInitialValue(body.initialValue) } as const;
  if (!stored || !(stored.initialValue > 0)) return { ok: false, fieldKeys: { initialValue: V.required } } as const;
  return { ok: true, value: applyTimerCommand(stored, body.command as TimerCommand, nowIso) } as const;
}

/**
 * The value to store after a validated PUT body (`parsed`, from validateStickerPut) given the
 * currently stored value (null when not set). `nowIso` stamps timer / lap / prevValues times.
 */
export function nextStoredValue(type: StickerType, parsed: unknown, stored: unknown, nowIso: string): NextValue {
  switch (type) {
    case 'timer':
      return nextTimer(
        parsed as { initialValue?: number; command?: TimerCommand },
        stored as StoredTimer | null,
        nowIso,
      );
    case 'stopwatch':
      return { ok: true, value: applyStopwatchToggle(stored as Period[] | null, nowIso) };
    case 'deadline':
      return {
        ok: true,
        value: nextDeadline(parsed as Omit<StoredDeadline, 'prevValues'>, stored as StoredDeadline | null, nowIso),
      };
    case 'textField':
    case 'numberField': {
      const value = (parsed as { value: unknown } | null)?.value;
      return { ok: true, value: value === null || value === '' || value === undefined ? null : parsed };
    }
    default:
      return { ok: true, value: parsed ?? null };
  }
}
