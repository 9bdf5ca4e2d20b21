/**
 * Stored events → an iCalendar feed (spec/shell.md §3 Calendar event / Invitation; the per-user
 * `webcal://…/api/calendar/feed/{secret}.ics` of the calendar's iCalendar item), written with
 * ical-generator 10. Pure: the route picks the events the user may see (spec §5) and sends the text
 * as `text/calendar; charset=utf-8`.
 *
 * Per event one VEVENT:
 * - UID `teamspace-<id>@<host>`; an override event (`recurrenceOfId`) carries its series' UID and a
 *   RECURRENCE-ID (its original start), or stands alone when its series is not in the list;
 * - DTSTART/DTEND with `TZID=<timeZone>` and wall times, plus a VTIMEZONE per zone built from the
 *   runtime's tz database (vtimezone.ts; no extra package), so repeats keep their time of day across
 *   daylight-saving changes in every client; 'UTC' events are written with `…Z`;
 * - all-day: DATE values of the start's day and of the (exclusive) end's day in the event's zone;
 * - RRULE (interval, until, count, byWeekday) and EXDATE from the rule (icsFeedRule.ts); an
 *   exception that an override in the feed replaces is written as its RECURRENCE-ID only;
 * - SUMMARY ('Untitled Event' when empty, as the client shows it), DESCRIPTION, LOCATION,
 *   ORGANIZER (creator), ATTENDEE per invitation with PARTSTAT (pending → NEEDS-ACTION) and ROLE
 *   (optional → OPT-PARTICIPANT), CATEGORIES (the type), X-APPLE-CALENDAR-COLOR, one VALARM
 *   (DISPLAY) per reminder offset; DTSTAMP / LAST-MODIFIED = updatedAt, CREATED = createdAt.
 * - a weekly series whose stored start is off its `byWeekday` days starts at its first occurrence
 *   (RFC 5545 counts DTSTART as one; our expansion does not).
 * Lines are folded by foldIcs (ical-generator's own folding is slow on big feeds).
 * COLOR (RFC 7986) is not written: it takes a CSS colour name and ours are hex values.
 */
import { TZDate } from '@date-fns/tz';
import ical, { ICalAlarmType, ICalAttendeeRole, ICalAttendeeStatus, type ICalEvent } from 'ical-generator';
import type { CalendarEvent, InvitationStatus } from '../../../shared/calendar/calendar.schemas';
import { dateText, firstStart, ruleLines } from './icsFeedRule';
import { foldIcs } from './icsFold';
import { isZone } from './icsTime';
import { vtimezone } from './vtimezone';

export interface FeedOptions {
  /** The calendar's name (NAME / X-WR-CALNAME). */
  name: string;
  /** The feed's own address (URL); its host also names the UIDs unless `host` is given. */
  url?: string;
  /** PRODID without the leading '-', e.g. '//Teamspace//Calendar//EN'. */
  prodId: string;
  /** The host part of UIDs; default: the host of `url`, else 'teamspace'. */
  host?: string;
  /** E-mail addresses of invitees by user id (EventInvitation carries none); missing ones get `user-<id>@<host>`. */
  emails?: ReadonlyMap<number, string>;
  /** How often clients should refresh, seconds (REFRESH-INTERVAL / X-PUBLISHED-TTL); default 1 hour. */
  ttlSeconds?: number;
  /** "Now", for the VTIMEZONE's range; default the current time. */
  now?: Date;
}

const PARTSTAT: Record<InvitationStatus, ICalAttendeeStatus> = {
  pending: ICalAttendeeStatus.NEEDSACTION,
  accepted: ICalAttendeeStatus.ACCEPTED,
  declined: ICalAttendeeStatus.DECLINED,
  tentative: ICalAttendeeStatus.TENTATIVE,
};

const zoneOf = (event: CalendarEvent) =>
  event.timeZone && event.timeZone !== 'UTC' && isZone(event.timeZone) ? event.timeZone : 'UTC';
/** A UTC-midnight Date of the instant's calendar day in `zone` (ical-generator writes DATEs in UTC). */
const dayOf = (ms: number, zone: string) => {
  const text = dateText(ms, zone);
  return new Date(Date.UTC(Number(text.slice(0, 4)), Number(text.slice(4, 6)) - 1, Number(text.slice(6, 8))));
};

/** Years each zone's VTIMEZONE must cover exactly: from its earliest event to the latest or now (+1). */
function zoneYears(events: CalendarEvent[], now: Date) {
  const years = new Map<string, { from: number; to: number }>();
  for (const event of events) {
    const zone = zoneOf(event);
    if (zone === 'UTC' || event.isAllDay) continue;
    const year = new Date(event.startDate).getUTCFullYear();
    const until = event.recurrenceRule?.until ? new Date(event.recurrenceRule.until).getUTCFullYear() : year;
    const seen = years.get(zone) ?? { from: year, to: now.getUTCFullYear() + 1 };
    years.set(zone, { from: Math.min(seen.from, year), to: Math.max(seen.to, until + 1) });
  }
  return years;
}

/**
 * The feed text (CRLF lines, folded at 75 octets). Events the caller passes are all written; an
 * override whose series is absent is written as a plain event.
 */
export function eventsToIcs(events: CalendarEvent[], options: FeedOptions): string {
  const host = options.host || (options.url ? new URL(options.url).hostname : '') || 'teamspace';
  const uidOf = (id: number) => `teamspace-${id}@${host}`;
  const years = zoneYears(events, options.now ?? new Date());
  const header = {
    name: options.name,
    prodId: options.prodId,
    ttl: options.ttlSeconds ?? 3600,
    url: options.url ?? null,
  };
  // The events are made by ical-generator and written one by one (see the end), folded by foldIcs.
  const calendar = ical(header);
  const byId = new Map(events.map((event) => [event.id, event]));
  // Starts replaced by an override in this feed: RECURRENCE-ID, not EXDATE (an EXDATE would hide
  // the override too in ical.js, Google and Apple).
  const overridden = new Set(
    events
      .filter((e) => e.recurrenceOfId !== null && e.recurrenceId && byId.has(e.recurrenceOfId))
      .map((e) => `${e.recurrenceOfId}@${Date.parse(e.recurrenceId!)}`),
  );

  for (const event of events) {
    const series = event.recurrenceOfId !== null ? byId.get(event.recurrenceOfId) : undefined;
    const zone = zoneOf(event);
    // A series whose start is off its weekdays begins, for RFC clients, at its first real occurrence.
    const startMs = event.isRecurring && !series ? firstStart(event) : Date.parse(event.startDate);
    const endMs = Math.max(startMs, startMs + Date.parse(event.endDate) - Date.parse(event.startDate));
    const title = event.title.trim() || 'Untitled Event';
    const timed = zone === 'UTC' ? { start: new Date(startMs), end: new Date(endMs) } : null;
    const vevent = calendar.createEvent({
      id: uidOf(series ? series.id : event.id),
      stamp: new Date(event.updatedAt),
      created: new Date(event.createdAt),
      lastModified: new Date(event.updatedAt),
      summary: title,
      description: event.description || null,
      location: event.location || null,
      categories: [{ name: event.type }],
      ...(event.isAllDay
        ? {
            allDay: true,
            start: dayOf(startMs, zone),
            // DTEND is exclusive; an all-day event lasts at least its day.
            end: new Date(Math.max(dayOf(endMs, zone).getTime(), dayOf(startMs, zone).getTime() + 86_400_000)),
          }
        : (timed ?? { start: new TZDate(startMs, zone), end: new TZDate(endMs, zone), timezone: zone })),
    });
    vevent.organizer({ name: event.creator.name || event.creator.email, email: event.creator.email });
    for (const invitation of event.invitations) {
      vevent.createAttendee({
        name: invitation.displayName,
        email: options.emails?.get(invitation.userId) ?? `user-${invitation.userId}@${host}`,
        status: PARTSTAT[invitation.status],
        role: invitation.isOptional ? ICalAttendeeRole.OPT : ICalAttendeeRole.REQ,
      });
    }
    for (const seconds of event.reminders) {
      vevent.createAlarm({ type: ICalAlarmType.display, trigger: seconds, description: title });
    }
    if (event.color) vevent.x('X-APPLE-CALENDAR-COLOR', event.color);
    if (event.isRecurring && event.recurrenceRule && !series) {
      const exceptions = (event.recurrenceRule.exceptions ?? []).filter(
        (iso) => !overridden.has(`${event.id}@${Date.parse(iso)}`),
      );
      const rule = { ...event.recurrenceRule, exceptions };
      vevent.repeating(ruleLines(rule, { zone, isAllDay: event.isAllDay }, event));
    }
    if (series && event.recurrenceId) writeRecurrenceId(vevent, series, Date.parse(event.recurrenceId), zone);
  }
  // Calendar properties, then one VTIMEZONE per zone in use, then the events (RFC 5545 §3.6).
  const shell = ical(header)
    .toString()
    .replace(/\r\nEND:VCALENDAR$/, '');
  const zones = [...years].map(([zone, range]) => vtimezone(zone, range.from, range.to));
  const vevents = calendar.events().map((vevent) => vevent.toString().replace(/\r\n$/, ''));
  return foldIcs([shell, ...zones, ...vevents, 'END:VCALENDAR'].join('\r\n'));
}

/**
 * RECURRENCE-ID in the series' own value type (RFC 5545 §3.8.4.4): a DATE for an all-day series
 * (ical-generator only writes DATE-TIMEs there, so that one line is rewritten), else the instant in
 * the override's zone (`zone`, as its DTSTART).
 */
function writeRecurrenceId(vevent: ICalEvent, series: CalendarEvent, ms: number, zone: string) {
  // ical-generator reads a plain Date's wall time in the process zone; a TZDate carries its own.
  vevent.recurrenceId(zone === 'UTC' ? new Date(ms) : new TZDate(ms, zone));
  if (!series.isAllDay) return;
  const line = `RECURRENCE-ID;VALUE=DATE:${dateText(ms, zoneOf(series))}`;
  const write = vevent.toString.bind(vevent);
  vevent.toString = () => write().replace(/^RECURRENCE-ID[^\r\n]*$/m, line);
}
