/**
 * One occurrence of a series changed or removed on its own (src/shared/calendar/calendar.schemas.ts
 * header; iCalendar RECURRENCE-ID): `PUT /api/calendar/events/{id}?occurrence=<ISO start>` makes (or
 * changes) the override event — non-recurring, `recurrenceOfId` = the series, `recurrenceId` = the
 * occurrence's original start, the series' invitations copied with their statuses — and adds that
 * start to the series' `recurrenceRule.exceptions`; `DELETE …?occurrence=` adds the exception (and
 * deletes an override of it). 400 at `occurrence` on an event that does not recur; 404 when the
 * series has no such occurrence.
 */
import type { Insertable } from 'kysely';
import type { CalendarEvent } from '../../shared/calendar/calendar.schemas';
import { occurrencesIn } from '../../shared/calendar/recurrence';
import type { CalendarEventsTable } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import type { Db } from '../editor/cards.repository';
import { fieldError } from '../editor/editor.context';
import { inTransaction, rethrowVanished } from '../editor/transactions';
import { AppError } from '../http/appError';
import { audienceOf, eventJsonOf, type EventRow } from './calendar.repository';
import { CALENDAR_ERRORS, dueAfter, iso, ownEvent, type CalendarContext } from './calendar.context';
import { announcePlan, planUpdate, updateStoredEvent, writePlan, type UpdateBody } from './calendar.service';
import { seriesOf } from './calendar.wire';

/** The series' rule, or 400 at `occurrence` when `row` is not a recurring series. */
function ruleOf(row: EventRow) {
  const series = seriesOf(row);
  if (row.recurrenceOfId !== null || !series.isRecurring || !series.recurrenceRule) {
    throw fieldError('occurrence', CALENDAR_ERRORS.notAnOccurrence);
  }
  return { series, rule: series.recurrenceRule };
}

/** Whether the series (exceptions left out) has an occurrence starting exactly at `startMs`. */
function hasOccurrence(row: EventRow, startMs: number): boolean {
  const window = { from: new Date(startMs - 1), to: new Date(startMs + 1), limit: 1000 };
  return occurrencesIn(seriesOf(row), window).some((occurrence) => occurrence.start.getTime() === startMs);
}

const overrideOf = (db: Db, seriesId: number, occurrence: string) =>
  db
    .selectFrom('calendarEvents')
    .selectAll()
    .where('recurrenceOfId', '=', seriesId)
    .where('recurrenceId', '=', occurrence)
    .executeTakeFirst();

/** Adds `occurrence` to the series' exceptions and reschedules its reminders (in `trx`). */
async function addException(trx: Db, row: EventRow, occurrence: string, nowMs: number): Promise<void> {
  const { rule } = ruleOf(row);
  const exceptions = [...new Set([...(rule.exceptions ?? []), occurrence])].sort();
  const next = { ...row, recurrenceRule: JSON.stringify({ ...rule, exceptions }) };
  await trx
    .updateTable('calendarEvents')
    .set({
      recurrenceRule: next.recurrenceRule,
      updatedAt: iso(nowMs),
      reminderDueAt: dueAfter(seriesOf(next), row.remindedUntil ?? row.createdAt, nowMs),
    })
    .where('id', '=', row.id)
    .execute();
}

/** Announces the series after its exceptions changed (same audience before and after). */
async function announceSeries(ctx: CalendarContext, seriesId: number): Promise<void> {
  const row = await ctx.db.selectFrom('calendarEvents').selectAll().where('id', '=', seriesId).executeTakeFirst();
  if (!row) return;
  const audience = await audienceOf(ctx.db, row);
  ctx.emit.announce(row.id, await eventJsonOf(ctx.db, row), audience, audience);
}

/** PUT /api/calendar/events/{id}?occurrence= (creator only) → the override event. */
export async function updateOccurrence(
  ctx: CalendarContext,
  seriesId: number,
  occurrence: string,
  body: UpdateBody,
  attempt = 1,
): Promise<CalendarEvent> {
  const row = await ownEvent(ctx, seriesId);
  ruleOf(row);
  const start = iso(occurrence);
  const existing = await overrideOf(ctx.db, row.id, start);
  if (existing) return updateStoredEvent(ctx, existing, body);
  const startMs = Date.parse(start);
  if (!hasOccurrence(row, startMs)) throw new AppError('NOT_FOUND');

  const now = iso(ctx.nowMs);
  const base: Insertable<CalendarEventsTable> & EventRow = {
    ...row,
    id: 0,
    startDate: start,
    endDate: iso(startMs + Date.parse(row.endDate) - Date.parse(row.startDate)),
    isRecurring: 0,
    recurrenceRule: null,
    recurrenceOfId: row.id,
    recurrenceId: start,
    reminderDueAt: null,
    remindedUntil: now,
    createdAt: now,
    updatedAt: now,
  };
  const copied = await ctx.db.selectFrom('calendarInvitations').selectAll().where('eventId', '=', row.id).execute();
  const plan = await planUpdate(ctx, base, copied, body);
  try {
    const { override, added } = await inTransaction(ctx.db, async (trx) => {
      const { id: _id, ...values } = { ...base, ...plan.set };
      const inserted = await trx.insertInto('calendarEvents').values(values).returningAll().executeTakeFirstOrThrow();
      const kept = copied.filter((invitation) => !plan.removed.includes(invitation));
      if (kept.length > 0) {
        await trx
          .insertInto('calendarInvitations')
          .values(kept.map(({ id: _invitationId, ...invitation }) => ({ ...invitation, eventId: inserted.id })))
          .execute();
      }
      const invited = await writePlan(trx, ctx.actor.id, inserted.id, { ...plan, removed: [] }, now);
      await addException(trx, row, start, ctx.nowMs);
      const stored = await trx
        .selectFrom('calendarEvents')
        .selectAll()
        .where('id', '=', inserted.id)
        .executeTakeFirstOrThrow();
      return { override: stored, added: invited };
    });
    await announceSeries(ctx, row.id);
    return await announcePlan(ctx, override, [], { ...plan, removed: [] }, added);
  } catch (error) {
    // Two edits of the same occurrence at once: the other one made the override; change that one.
    if (isUniqueViolation(error) && attempt < 3) return updateOccurrence(ctx, seriesId, occurrence, body, attempt + 1);
    return rethrowVanished(error);
  }
}

/** DELETE /api/calendar/events/{id}?occurrence= (creator only): the occurrence is left out → {id} of the series. */
export async function deleteOccurrence(ctx: CalendarContext, seriesId: number, occurrence: string) {
  const row = await ownEvent(ctx, seriesId);
  ruleOf(row);
  const start = iso(occurrence);
  const existing = await overrideOf(ctx.db, row.id, start);
  if (!existing && !hasOccurrence(row, Date.parse(start))) throw new AppError('NOT_FOUND');
  const audience = existing ? await audienceOf(ctx.db, existing) : [];
  await inTransaction(ctx.db, async (trx) => {
    if (existing) await trx.deleteFrom('calendarEvents').where('id', '=', existing.id).execute();
    const fresh = await trx.selectFrom('calendarEvents').selectAll().where('id', '=', row.id).executeTakeFirst();
    if (!fresh) throw new AppError('NOT_FOUND');
    await addException(trx, fresh, start, ctx.nowMs);
  });
  if (existing) ctx.emit.announce(existing.id, null, audience, []);
  await announceSeries(ctx, row.id);
  return { id: row.id };
}
