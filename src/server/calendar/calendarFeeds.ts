/**
 * Private calendar feeds (spec/shell.md §3 Calendar event, §5 Event visibility; DESIGN §5): one
 * secret per user whose URL calendar clients subscribe to (`webcal://<host>/api/calendar/feed/<secret>.ics`).
 * Only the secret's SHA-256 hex is stored (migration 20261203090000_calendar_feeds): a leaked
 * database does not open anyone's feed, and the secret is shown once, when created. Looking a
 * feed up by the hash of the presented secret is the constant-time comparison: no stored secret is
 * ever compared byte by byte with what a caller sent.
 *
 * The feed holds every event its owner may see (./calendar.repository.ts `visibleTo`: his own, and
 * meeting/corporate events with his invitation pending, accepted or tentative — not declined).
 */
import crypto from 'node:crypto';
import type { Db } from '../editor/cards.repository';
import { eventsJson, listVisibleEvents, usersByIds } from './calendar.repository';
import { iso } from './calendar.context';
import { eventsToIcs } from './ics/icsFeed';

/** Bytes of randomness in a feed secret (base64url: 43 characters). */
const SECRET_BYTES = 32;
/** What a feed secret looks like in a URL (anything else is a 404 without a lookup). */
export const FEED_SECRET = /^[A-Za-z0-9_-]{43}$/;

/** SHA-256 hex of a secret: the stored `token_hash`. */
export const hashSecret = (secret: string): string => crypto.createHash('sha256').update(secret).digest('hex');

/** GET /api/calendar/feed: whether the user has a feed and since when (ISO); the secret is not kept. */
export interface FeedState {
  exists: boolean;
  createdAt: string | null;
}

/** The user's feed state. */
export async function feedState(db: Db, userId: number): Promise<FeedState> {
  const row = await db.selectFrom('calendarFeeds').select('createdAt').where('userId', '=', userId).executeTakeFirst();
  return { exists: Boolean(row), createdAt: row?.createdAt ?? null };
}

/**
 * Creates the user's feed or replaces its secret (the old one stops working with this write);
 * resolves with the new secret, which is not stored and cannot be read again.
 */
export async function createFeed(db: Db, userId: number, nowMs: number = Date.now()): Promise<string> {
  const secret = crypto.randomBytes(SECRET_BYTES).toString('base64url');
  const values = { userId, tokenHash: hashSecret(secret), createdAt: iso(nowMs) };
  await db
    .insertInto('calendarFeeds')
    .values(values)
    .onConflict((oc) => oc.column('userId').doUpdateSet({ tokenHash: values.tokenHash, createdAt: values.createdAt }))
    .execute();
  return secret;
}

/** Revokes the user's feed; resolves with whether there was one. */
export async function deleteFeed(db: Db, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('calendarFeeds').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The owner of the feed with this secret, or null (unknown, revoked, malformed). */
export async function feedOwner(db: Db, secret: string): Promise<number | null> {
  if (!FEED_SECRET.test(secret)) return null;
  const row = await db
    .selectFrom('calendarFeeds')
    .select('userId')
    .where('tokenHash', '=', hashSecret(secret))
    .executeTakeFirst();
  return row?.userId ?? null;
}

/** The feed's URLs for a request's host: `{url: https://…, webcalUrl: webcal://…}`. */
export function feedUrls(host: string, secret: string, protocol: string): { url: string; webcalUrl: string } {
  const path = `/api/calendar/feed/${secret}.ics`;
  return { url: `${protocol}://${host}${path}`, webcalUrl: `webcal://${host}${path}` };
}

/**
 * The iCalendar text of everything `userId` may see (./ics/icsFeed.ts), attendees with their
 * real e-mail addresses. `url` is the feed's own https address (URL property, UID host).
 */
export async function feedText(db: Db, userId: number, url: string): Promise<string> {
  const rows = await listVisibleEvents(db, userId, {});
  const events = await eventsJson(db, rows);
  const invitees = events.flatMap((event) => event.invitations.map((invitation) => invitation.userId));
  const users = await usersByIds(db, invitees);
  const emails = new Map([...users].map(([id, user]) => [id, user.email]));
  return eventsToIcs(events, { name: 'Teamspace', url, prodId: '//Teamspace//Calendar//EN', emails });
}
