/**
 * Writes an iCalendar import (./ics/icsImport.ts `parseIcs`) into the calendar store (spec/shell.md
 * §3 Calendar event; DESIGN §2 Storage): every series, then its changed occurrences as override rows
 * (`recurrenceOfId` = the new series' id, `recurrenceId` = the original start as parsed). Imported
 * events are `personal`, created by the importing user, without invitations, and get their reminder
 * schedule like POST /api/calendar/events does (`reminderDueAt` from ./calendarReminders.ts; nothing
 * due before the import is sent).
 *
 * Rows are written with multi-row INSERTs, CHUNK_SERIES series (with their overrides) per
 * transaction: SQLite binds at most 32,766 parameters and a row has 21 columns. A body the event
 * schema refuses (it cannot come from parseIcs, but the store is checked at its door) is left out
 * and reported in `skipped`.
 *
 * Shape: `importIcs(db, userId, result, nowMs?)` → `{events, overrides, skipped}` (counts written:
 * series and single events; override rows; the parse's `skipped` plus the refused bodies).
 */
import type { Insertable } from 'kysely';
import { createEventBody } from '../../shared/calendar/calendar.schemas';
import type { CalendarEventsTable } from '../db/database';
import type { Db } from '../editor/cards.repository';
import { inTransaction } from '../editor/transactions';
import type { EventRow } from './calendar.repository';
import { dueAfter, iso, normalizeRule, remindersOf } from './calendar.context';
import { seriesOf } from './calendar.wire';
import type { IcsImportResult, IcsSkipped, ImportedEventBody, ImportedSeries } from './ics/icsTypes';

/** Series written per transaction (their overrides go along). */
export const CHUNK_SERIES = 500;
/** Rows per INSERT statement (21 parameters each, well under SQLite's 32,766). */
const ROWS_PER_INSERT = 1000;

export interface ImportCounts {
  /** Series and single events written. */
  events: number;
  /** Override rows written (changed occurrences). */
  overrides: number;
  /** What had no place: the parse's lines, then bodies the event schema refused. */
  skipped: IcsSkipped[];
}

type EventValues = Insertable<CalendarEventsTable>;

/** The row of one imported body, as createEvent (./calendar.service.ts) builds it. */
function rowOf(userId: number, body: ImportedEventBody, now: string, nowMs: number): EventValues {
  const rule = body.isRecurring ? normalizeRule(body.recurrenceRule) : null;
  const values: EventValues = {
    creatorId: userId,
    title: body.title,
    description: body.description,
    startDate: iso(body.startDate),
    endDate: iso(body.endDate),
    type: 'personal',
    color: null,
    isAllDay: body.isAllDay ? 1 : 0,
    location: body.location,
    isRecurring: rule ? 1 : 0,
    recurrenceRule: rule ? JSON.stringify(rule) : null,
    reminders: JSON.stringify(remindersOf(body.reminders)),
    timeZone: body.timeZone || 'UTC',
    projectId: null,
    companyId: null,
    recurrenceOfId: null,
    recurrenceId: null,
    // Reminders due before the event existed are not sent.
    remindedUntil: now,
    createdAt: now,
    updatedAt: now,
  };
  values.reminderDueAt = dueAfter(seriesOf(values as EventRow), now, nowMs);
  return values;
}

/** Why the event schema refuses a body (its first issue), or null when it is accepted. */
function refusal(body: ImportedEventBody): string | null {
  const parsed = createEventBody.safeParse(body);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return `not imported: ${issue.path.join('.') || 'event'} is not valid (${issue.message})`;
}

/** Inserts rows in slices; resolves with their new ids in the rows' order. */
async function insertRows(trx: Db, rows: EventValues[]): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < rows.length; index += ROWS_PER_INSERT) {
    const inserted = await trx
      .insertInto('calendarEvents')
      .values(rows.slice(index, index + ROWS_PER_INSERT))
      .returning('id')
      .execute();
    // Both engines number a multi-row INSERT in VALUES order; RETURNING's order is not promised.
    ids.push(...inserted.map((row) => row.id).sort((a, b) => a - b));
  }
  return ids;
}

/** Writes one chunk of series and their overrides in one transaction; resolves with the override count. */
async function writeChunk(db: Db, userId: number, chunk: ImportedSeries[], now: string, nowMs: number) {
  return inTransaction(db, async (trx) => {
    const seriesIds = await insertRows(
      trx,
      chunk.map((series) => rowOf(userId, series.body, now, nowMs)),
    );
    const overrides = chunk.flatMap((series, index) =>
      series.overrides.map((override) => ({
        ...rowOf(userId, { ...override.body, isRecurring: false, recurrenceRule: null }, now, nowMs),
        recurrenceOfId: seriesIds[index],
        recurrenceId: iso(override.recurrenceId),
      })),
    );
    await insertRows(trx, overrides);
    return overrides.length;
  });
}

/**
 * Stores `result` for user `userId` (who must exist). Each chunk is its own transaction: a failure
 * part-way keeps the chunks already written (the caller reports the error; nothing is half a series).
 */
export async function importIcs(
  db: Db,
  userId: number,
  result: IcsImportResult,
  nowMs: number = Date.now(),
): Promise<ImportCounts> {
  const now = iso(nowMs);
  const skipped = [...result.skipped];
  const accepted: ImportedSeries[] = [];
  for (const series of result.events) {
    const reason = refusal(series.body);
    if (reason) {
      skipped.push({ uid: series.uid, summary: series.body.title, reason });
      continue;
    }
    const overrides = series.overrides.filter((override) => {
      const why = refusal(override.body);
      if (why) skipped.push({ uid: series.uid, summary: override.body.title, reason: `changed occurrence ${why}` });
      return !why;
    });
    accepted.push({ ...series, overrides });
  }
  let overrides = 0;
  for (let index = 0; index < accepted.length; index += CHUNK_SERIES) {
    overrides += await writeChunk(db, userId, accepted.slice(index, index + CHUNK_SERIES), now, nowMs);
  }
  return { events: accepted.length, overrides, skipped };
}
