/**
 * The calendar's reminder scheduler (issue 15 item 2; DESIGN §3 Live events "reminders"): polls
 * every `config.calendarSchedulerIntervalMs` (default 1 s) for events whose `reminder_due_at` has
 * passed (index calendar_events_due_idx) and sends `calendar:reminder` (CalendarReminder) to the
 * creator and the invitees who accepted (or tentatively accepted), for each reminder due at that
 * instant (./calendarReminders.ts: one per occurrence and offset). The due time lives in the
 * database, so reminders survive restarts: a new server sends what an old one left.
 *
 * Several instances may poll one database, like the sticker scheduler
 * (src/server/stickers/stickerScheduler.ts): a row is claimed with
 * `UPDATE calendar_events SET reminder_due_at = <next>, reminded_until = <old> WHERE id = ? AND
 * reminder_due_at = <old> AND updated_at = <read>` and sent only by the instance whose update changed
 * it. `reminded_until` only grows, and a due instant at or before it is never sent again (an edit
 * racing with a claim may write an instant already handled: it is skipped, not repeated).
 * Reminders whose occurrence started more than LATE_MS ago are dropped. Broadcasts go out after
 * the claim; an error on one row is logged and the others go on.
 */
import type { FastifyInstance } from 'fastify';
import type { CalendarReminder } from '../../shared/calendar/calendar.events';
import { pollingSchedulerPlugin } from '../plugins/pollingScheduler';
import { sendReminder } from './calendar.events';
import { eventJsonOf, type EventRow } from './calendar.repository';
import { seriesOf } from './calendar.wire';
import { dueAfter } from './calendar.context';
import { remindersAt, stillTimely } from './calendarReminders';

/** Rows handled per poll at most; the rest wait for the next poll. */
const BATCH = 100;
/** Invitation statuses that receive reminders. */
const REMINDED = ['accepted', 'tentative'];

/** Claims the row's due instant for this instance; true when this instance won it. */
async function claim(app: FastifyInstance, row: EventRow, next: string | null, handled: string): Promise<boolean> {
  const result = await app.db
    .updateTable('calendarEvents')
    .set({ reminderDueAt: next, remindedUntil: handled })
    .where('id', '=', row.id)
    .where('reminderDueAt', '=', row.reminderDueAt as string)
    .where('updatedAt', '=', row.updatedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Handles one due row: claims it, then sends its timely reminders. */
async function handle(app: FastifyInstance, row: EventRow): Promise<void> {
  const nowMs = Date.now();
  const due = row.reminderDueAt as string;
  const series = seriesOf(row);
  // Already handled (an edit raced with an earlier claim): move on without sending.
  const repeated = row.remindedUntil !== null && row.remindedUntil >= due;
  const handled = repeated ? (row.remindedUntil as string) : due;
  if (!(await claim(app, row, dueAfter(series, handled, nowMs), handled)) || repeated) return;

  const timely = remindersAt(series, Date.parse(due)).filter((reminder) =>
    stillTimely(reminder.occurrenceStart.getTime(), nowMs),
  );
  if (timely.length === 0) return;
  const invitees = await app.db
    .selectFrom('calendarInvitations')
    .select('userId')
    .where('eventId', '=', row.id)
    .where('status', 'in', REMINDED)
    .execute();
  const people = row.type === 'personal' ? [row.creatorId] : [row.creatorId, ...invitees.map((i) => i.userId)];
  const event = await eventJsonOf(app.db, row);
  for (const reminder of timely) {
    const occurrenceStart = reminder.occurrenceStart.toISOString();
    const payload: CalendarReminder = {
      id: `${row.id}:${occurrenceStart}:${reminder.offsetS}`,
      event,
      occurrenceStart,
      offsetS: reminder.offsetS,
    };
    sendReminder(app.realtime, payload, people);
  }
}

/** One poll: every due row (up to BATCH), one after the other. */
export async function runDueReminders(app: FastifyInstance): Promise<void> {
  const rows = await app.db
    .selectFrom('calendarEvents')
    .selectAll()
    .where('reminderDueAt', 'is not', null)
    .where('reminderDueAt', '<=', new Date().toISOString())
    .orderBy('reminderDueAt')
    .orderBy('id')
    .limit(BATCH)
    .execute();
  for (const row of rows) {
    try {
      await handle(app, row);
    } catch (error) {
      app.log.error({ err: error, eventId: row.id }, 'calendar scheduler: sending a reminder failed');
    }
  }
}

/** Polls from `onReady`, one poll at a time; stops before the app closes (../plugins/pollingScheduler.ts). */
export const calendarSchedulerPlugin = pollingSchedulerPlugin(
  'calendar-scheduler',
  runDueReminders,
  (app) => app.config.calendarSchedulerIntervalMs,
);
