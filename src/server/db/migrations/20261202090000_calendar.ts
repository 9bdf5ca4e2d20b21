/**
 * The shared calendar (spec/shell.md §3 Calendar event, Invitation; src/shared/calendar/calendar.schemas.ts).
 *
 * `calendar_events`: one row per event; a recurring series is one row with its rule (JSON text of
 * RecurrenceRule) and an occurrence edited on its own is another row (`recurrence_of_id` = the
 * series, `recurrence_id` = the occurrence's original start, unique per series). Times are ISO UTC
 * text; `reminders` is JSON text of seconds before the start. Reminder scheduling
 * (src/server/calendar/calendarScheduler.ts): `reminder_due_at` is the next instant a reminder of
 * the event is due (null: none), claimed with compare-and-set; `reminded_until` is the last due
 * instant the scheduler handled (never handled twice). Deleting a series deletes its overrides;
 * deleting a project or company keeps the event without it.
 *
 * `calendar_invitations`: one per event and invitee; status pending | accepted | declined | tentative.
 */
import type { Kysely } from 'kysely';
import { withId } from './portableSchema';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('calendar_events'))
    .addColumn('creator_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().defaultTo('personal'))
    .addColumn('color', 'text')
    .addColumn('is_all_day', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('location', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('is_recurring', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('recurrence_rule', 'text')
    .addColumn('reminders', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('time_zone', 'text', (col) => col.notNull().defaultTo('UTC'))
    .addColumn('project_id', 'integer', (col) => col.references('projects.id').onDelete('set null'))
    .addColumn('company_id', 'integer', (col) => col.references('companies.id').onDelete('set null'))
    .addColumn('recurrence_of_id', 'integer', (col) => col.references('calendar_events.id').onDelete('cascade'))
    .addColumn('recurrence_id', 'text')
    .addColumn('reminder_due_at', 'text')
    .addColumn('reminded_until', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('calendar_events_creator_idx')
    .on('calendar_events')
    .columns(['creator_id', 'start_date'])
    .execute();
  await db.schema.createIndex('calendar_events_project_idx').on('calendar_events').column('project_id').execute();
  await db.schema.createIndex('calendar_events_due_idx').on('calendar_events').column('reminder_due_at').execute();
  await db.schema
    .createIndex('calendar_events_override_uq')
    .on('calendar_events')
    .columns(['recurrence_of_id', 'recurrence_id'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('calendar_invitations'))
    .addColumn('event_id', 'integer', (col) => col.notNull().references('calendar_events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('message', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('is_optional', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('invited_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('responded_at', 'text')
    .execute();
  await db.schema
    .createIndex('calendar_invitations_event_user_uq')
    .on('calendar_invitations')
    .columns(['event_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('calendar_invitations_user_idx')
    .on('calendar_invitations')
    .columns(['user_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_invitations').execute();
  await db.schema.dropTable('calendar_events').execute();
}
