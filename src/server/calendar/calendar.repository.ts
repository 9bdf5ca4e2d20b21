/**
 * Calendar storage (migration 20261202090000_calendar): events, invitations and the people they
 * name, as plain functions over `Kysely<Database>` or a transaction. Visibility (spec/shell.md §5
 * "Event visibility") is one expression used by every read: the creator sees own events; anyone
 * else only meeting and corporate events holding his invitation that is not declined.
 */
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { CalendarEventsTable, CalendarInvitationsTable, Database } from '../db/database';
import type { Db } from '../editor/cards.repository';
import { eventJson, type InvitationWithUser } from './calendar.wire';
import type { CalendarEvent } from '../../shared/calendar/calendar.schemas';

export type EventRow = Selectable<CalendarEventsTable>;
export type InvitationRow = Selectable<CalendarInvitationsTable>;
/** The fields of a user the calendar shows. */
export interface UserBrief {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
}

/** Event types an invitation makes visible (spec §5: never personal ones). */
export const SHARED_TYPES = ['meeting', 'corporate'] as const;

/** `e` (calendar_events) is visible to `userId`. */
export function visibleTo(eb: ExpressionBuilder<Database & { e: CalendarEventsTable }, 'e'>, userId: number) {
  return eb.or([
    eb('e.creatorId', '=', userId),
    eb.and([
      eb('e.type', 'in', SHARED_TYPES),
      eb.exists(
        eb
          .selectFrom('calendarInvitations as vi')
          .select('vi.id')
          .whereRef('vi.eventId', '=', 'e.id')
          .where('vi.userId', '=', userId)
          .where('vi.status', '!=', 'declined'),
      ),
    ]),
  ]);
}

export const eventById = (db: Db, id: number): Promise<EventRow | undefined> =>
  db.selectFrom('calendarEvents').selectAll().where('id', '=', id).executeTakeFirst();

/** The event when `userId` may see it, else undefined (a missing and a hidden event look alike). */
export const visibleEventById = (db: Db, id: number, userId: number): Promise<EventRow | undefined> =>
  db
    .selectFrom('calendarEvents as e')
    .selectAll('e')
    .where('e.id', '=', id)
    .where((eb) => visibleTo(eb, userId))
    .executeTakeFirst();

/** Filters of GET /api/calendar/events (ISO instants already normalised to UTC). */
export interface EventFilters {
  from?: string;
  to?: string;
  projectId?: number;
  type?: string;
}

/**
 * Events `userId` may see that may touch the window: single events overlapping it, every series
 * starting before `to` (the caller checks a series' occurrences against the window).
 */
export function listVisibleEvents(db: Db, userId: number, filters: EventFilters): Promise<EventRow[]> {
  let query = db
    .selectFrom('calendarEvents as e')
    .selectAll('e')
    .where((eb) => visibleTo(eb, userId));
  if (filters.to) query = query.where('e.startDate', '<', filters.to);
  if (filters.from) {
    const from = filters.from;
    query = query.where((eb) => eb.or([eb('e.isRecurring', '=', 1), eb('e.endDate', '>', from)]));
  }
  if (filters.projectId !== undefined) query = query.where('e.projectId', '=', filters.projectId);
  if (filters.type) query = query.where('e.type', '=', filters.type);
  return query.orderBy('e.startDate').orderBy('e.id').execute();
}

/** Users by id. */
export async function usersByIds(db: Db, ids: readonly number[]): Promise<Map<number, UserBrief>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'avatar'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Invitations of the events, each with its invitee, in creation order. */
export async function invitationsOfEvents(db: Db, eventIds: readonly number[]): Promise<InvitationWithUser[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .selectFrom('calendarInvitations as i')
    .innerJoin('users as u', 'u.id', 'i.userId')
    .selectAll('i')
    .select(['u.name', 'u.email', 'u.avatar'])
    .where('i.eventId', 'in', [...new Set(eventIds)])
    .orderBy('i.id')
    .execute();
  return rows.map(({ name, email, avatar, ...invitation }) => ({
    ...invitation,
    user: { id: invitation.userId, name, email, avatar },
  }));
}

/** The wire events of rows (creators and invitations read in two queries), in the rows' order. */
export async function eventsJson(db: Db, rows: readonly EventRow[]): Promise<CalendarEvent[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [creators, invitations] = await Promise.all([
    usersByIds(
      db,
      rows.map((row) => row.creatorId),
    ),
    // SQLite binds at most 32,766 parameters: read invitations in slices of ids.
    sliced(ids, 5000, (slice) => invitationsOfEvents(db, slice)),
  ]);
  const byEvent = new Map<number, InvitationWithUser[]>();
  for (const invitation of invitations) {
    byEvent.set(invitation.eventId, [...(byEvent.get(invitation.eventId) ?? []), invitation]);
  }
  const nobody = { id: 0, name: '', email: '', avatar: null };
  return rows.map((row) => eventJson(row, creators.get(row.creatorId) ?? nobody, byEvent.get(row.id) ?? []));
}

async function sliced<T>(ids: number[], size: number, read: (slice: number[]) => Promise<T[]>): Promise<T[]> {
  const parts: T[][] = [];
  for (let index = 0; index < ids.length; index += size) parts.push(await read(ids.slice(index, index + size)));
  return parts.flat();
}

/** One event's wire form (the row must exist). */
export async function eventJsonOf(db: Db, row: EventRow): Promise<CalendarEvent> {
  return (await eventsJson(db, [row]))[0];
}

/**
 * Who sees an event live (calendar.events.ts): its creator and, for meeting and corporate events,
 * the invitees who have not declined.
 */
export async function audienceOf(db: Db, row: Pick<EventRow, 'id' | 'creatorId' | 'type'>): Promise<number[]> {
  if (!(SHARED_TYPES as readonly string[]).includes(row.type)) return [row.creatorId];
  const invitees = await db
    .selectFrom('calendarInvitations')
    .select('userId')
    .where('eventId', '=', row.id)
    .where('status', '!=', 'declined')
    .execute();
  return [...new Set([row.creatorId, ...invitees.map((invitee) => invitee.userId)])];
}

/** The ids among `userIds` that share no company with `userId` (or do not exist). */
export async function notCoMembers(db: Db, userId: number, userIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return [];
  const rows = await db
    .selectFrom('companyMembers as mine')
    .innerJoin('companyMembers as them', 'them.companyId', 'mine.companyId')
    .select('them.userId')
    .distinct()
    .where('mine.userId', '=', userId)
    .where('them.userId', 'in', unique)
    .execute();
  const shared = new Set(rows.map((row) => row.userId));
  return unique.filter((id) => !shared.has(id));
}

/** One invitation by id. */
export const invitationById = (db: Db, id: number): Promise<InvitationRow | undefined> =>
  db.selectFrom('calendarInvitations').selectAll().where('id', '=', id).executeTakeFirst();

/** A user's invitations (any status, or the one given), newest first. */
export function invitationsOfUser(db: Db, userId: number, status?: string): Promise<InvitationRow[]> {
  let query = db.selectFrom('calendarInvitations').selectAll().where('userId', '=', userId);
  if (status) query = query.where('status', '=', status);
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

/** Invites users to an event; existing invitations are kept as they are. Returns the new rows. */
export function insertInvitations(
  db: Db,
  rows: { eventId: number; userId: number; status?: string; message: string; isOptional: number; invitedBy: number }[],
  now: string,
): Promise<InvitationRow[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insertInto('calendarInvitations')
    .values(rows.map((row) => ({ status: 'pending', ...row, createdAt: now, respondedAt: null })))
    .onConflict((oc) => oc.columns(['eventId', 'userId']).doNothing())
    .returningAll()
    .execute();
}
