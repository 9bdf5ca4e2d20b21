/**
 * `.ics` import (spec/shell.md §3 Calendar event, §5 recurring; DESIGN §3): `parseIcs(text,
 * {defaultTimeZone})` → `{events, skipped}` (icsTypes.ts), pure, no storage. Uses ical.js for the
 * parsing and the file's VTIMEZONEs (registered with `ICAL.TimezoneService` while the file is read,
 * then the registry is put back as it was).
 *
 * - Each UID becomes one ImportedSeries: its VEVENT without RECURRENCE-ID is the event; VEVENTs with
 *   a RECURRENCE-ID become its overrides (their original start joins the series' exceptions, as an
 *   override event does in our store); with STATUS:CANCELLED only the exception is kept.
 * - A RECURRENCE-ID without its series is imported as a single event and reported.
 * - A malformed VEVENT (ical.js cannot parse it, no DTSTART, longer than 366 days) is skipped and
 *   reported; it never fails the file. VTODO / VJOURNAL / VFREEBUSY are counted and reported.
 * - The whole file is refused with IcsImportError when it is not iCalendar, over MAX_ICS_BYTES, or
 *   holds more than MAX_ICS_EVENTS VEVENTs (routes answer 400).
 */
import ICAL from 'ical.js';
import { isTimeZone, MAX_RECURRENCE_EXCEPTIONS } from '../../../shared/calendar/calendar.schemas';
import { parseBlock, rawIdentity, splitBlocks, type IcsBlock } from './icsBlocks';
import { readEvent, type ReadEvent } from './icsEvent';
import { ianaOf, instantOf } from './icsTime';
import {
  IcsImportError,
  MAX_ICS_BYTES,
  MAX_ICS_EVENTS,
  type IcsImportOptions,
  type IcsImportResult,
  type IcsSkipped,
  type ImportedSeries,
} from './icsTypes';

export { IcsImportError, MAX_ICS_BYTES, MAX_ICS_EVENTS } from './icsTypes';
export type * from './icsTypes';

type Timezone = InstanceType<typeof ICAL.Timezone>;

const OTHER_KINDS: Record<string, string> = {
  VTODO: 'to-do(s) (VTODO)',
  VJOURNAL: 'journal entry(ies) (VJOURNAL)',
  VFREEBUSY: 'free/busy block(s) (VFREEBUSY)',
};

/** Registers the file's VTIMEZONEs; returns how to put the registry back. */
function registerZones(blocks: IcsBlock[], skipped: IcsSkipped[]): () => void {
  const previous = new Map<string, Timezone | undefined>();
  for (const block of blocks.filter((b) => b.name === 'VTIMEZONE')) {
    try {
      const component = parseBlock(block);
      const tzid = String(component.getFirstPropertyValue('tzid') ?? '');
      if (!tzid || previous.has(tzid)) continue;
      previous.set(tzid, ICAL.TimezoneService.has(tzid) ? ICAL.TimezoneService.get(tzid) : undefined);
      ICAL.TimezoneService.register(component);
    } catch (error) {
      skipped.push({ uid: '', summary: '', reason: `A time zone (VTIMEZONE) could not be read: ${message(error)}` });
    }
  }
  return () => {
    for (const [tzid, zone] of previous) {
      if (zone) ICAL.TimezoneService.register(zone, tzid);
      else ICAL.TimezoneService.remove(tzid);
    }
  };
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Reads an iCalendar text. Throws IcsImportError for a file it refuses; everything else that has no
 * place is in `skipped`.
 */
export function parseIcs(text: string, options: IcsImportOptions): IcsImportResult {
  if (Buffer.byteLength(text, 'utf8') > MAX_ICS_BYTES) {
    throw new IcsImportError(`The file is larger than ${MAX_ICS_BYTES / 1024 / 1024} MB`);
  }
  const { blocks, calendarProps } = splitBlocks(text);
  const eventBlocks = blocks.filter((block) => block.name === 'VEVENT');
  if (eventBlocks.length > MAX_ICS_EVENTS) {
    throw new IcsImportError(`The file has more than ${MAX_ICS_EVENTS.toLocaleString('en')} events`);
  }
  const fileZone = ianaOf(calendarProps.get('X-WR-TIMEZONE'));
  const fallbackZone = fileZone ?? (isTimeZone(options.defaultTimeZone) ? options.defaultTimeZone : 'UTC');

  const skipped: IcsSkipped[] = [];
  const restoreZones = registerZones(blocks, skipped);
  try {
    const read: ReadEvent[] = [];
    for (const block of eventBlocks) {
      try {
        read.push(readEvent(parseBlock(block), fallbackZone));
      } catch (error) {
        const { uid, summary } = rawIdentity(block);
        skipped.push({ uid, summary, reason: `Malformed event skipped: ${message(error)}` });
      }
    }
    for (const [kind, label] of Object.entries(OTHER_KINDS)) {
      const count = blocks.filter((block) => block.name === kind).length;
      if (count > 0) skipped.push({ uid: '', summary: '', reason: `${count} ${label} are not events: ignored` });
    }
    return { events: assemble(read, skipped), skipped };
  } finally {
    restoreZones();
  }
}

/** Groups what was read by UID: series with their overrides and exceptions. */
function assemble(read: ReadEvent[], skipped: IcsSkipped[]): ImportedSeries[] {
  const events: ImportedSeries[] = [];
  const masters = new Map<string, ImportedSeries>();
  const note = (event: ReadEvent, reason: string) => skipped.push({ uid: event.uid, summary: event.summary, reason });
  let unnamed = 0;
  for (const event of read) {
    event.notes.forEach((reason) => note(event, reason));
    if (event.recurrenceId) continue;
    if (event.cancelled) {
      note(event, 'Cancelled event (STATUS:CANCELLED) skipped');
      continue;
    }
    const series: ImportedSeries = { uid: event.uid || `no-uid-${(unnamed += 1)}`, body: event.body, overrides: [] };
    events.push(series);
    if (event.uid && !masters.has(event.uid)) masters.set(event.uid, series);
  }

  for (const event of read.filter((e) => e.recurrenceId)) {
    const series = masters.get(event.uid);
    if (!series) {
      if (event.cancelled) note(event, 'Cancelled occurrence of a series not in the file skipped');
      else {
        note(event, 'Changed occurrence (RECURRENCE-ID) of a series not in the file: imported as a single event');
        events.push({ uid: event.uid, body: event.body, overrides: [] });
      }
      continue;
    }
    const rule = series.body.recurrenceRule;
    if (!rule) {
      note(event, 'Changed occurrence of an event imported without its repeats: left out');
      continue;
    }
    const { time, tzid } = event.recurrenceId!;
    const ridMs = instantOf(time, tzid, series.body.timeZone);
    if (!Number.isFinite(ridMs)) {
      note(event, 'Changed occurrence with an invalid RECURRENCE-ID: left out');
      continue;
    }
    const recurrenceId = new Date(ridMs).toISOString();
    const exceptions = new Set(rule.exceptions ?? []);
    exceptions.add(recurrenceId);
    rule.exceptions = [...exceptions].sort().slice(0, MAX_RECURRENCE_EXCEPTIONS);
    if (!event.cancelled) {
      series.overrides = series.overrides.filter((o) => o.recurrenceId !== recurrenceId);
      series.overrides.push({ recurrenceId, body: event.body });
    }
  }
  return events;
}
