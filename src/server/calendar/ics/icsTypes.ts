/**
 * What an iCalendar import yields (spec/shell.md §3 Calendar event; DESIGN §3 answers): one
 * `ImportedSeries` per UID — the event (a series when it recurs) as a POST /api/calendar/events body
 * and its changed occurrences (RECURRENCE-ID) as override bodies — and, for everything that had no
 * place, a `skipped` line in plain English. A line may also say what was kept instead ("imported
 * as its first occurrence only").
 */
import type { RecurrenceRule } from '../../../shared/calendar/calendar.schemas';

/** Refuses a whole file (too big, too many events, not iCalendar); routes answer it with 400. */
export class IcsImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IcsImportError';
  }
}

/** Files over this many bytes (UTF-8) are refused. */
export const MAX_ICS_BYTES = 10 * 1024 * 1024;
/** Files with more VEVENT components than this are refused. */
export const MAX_ICS_EVENTS = 20_000;

/** A body `createEventBody` accepts (times ISO, UTC instants; see icsTime.ts for the zone rules). */
export interface ImportedEventBody {
  title: string;
  description: string;
  location: string;
  /** ISO instant; for an all-day event 00:00 of its first day in `timeZone`. */
  startDate: string;
  /** ISO instant; for an all-day event 00:00 of the day after its last one (DTEND is exclusive). */
  endDate: string;
  isAllDay: boolean;
  /** IANA zone of the wall-clock times: the TZID, 'UTC' for `…Z` times, else the default zone. */
  timeZone: string;
  isRecurring: boolean;
  recurrenceRule: RecurrenceRule | null;
  /** Seconds before the start, from VALARMs our reminder options know. */
  reminders: number[];
  type: 'personal';
}

/** One changed occurrence: its original start (RECURRENCE-ID, ISO) and what it became. */
export interface ImportedOverride {
  recurrenceId: string;
  body: ImportedEventBody;
}

/**
 * One UID of the file. The series' `recurrenceRule.exceptions` already holds every override's
 * `recurrenceId` (spec §3: an override event replaces the occurrence it was cut from) and every
 * cancelled occurrence.
 */
export interface ImportedSeries {
  uid: string;
  body: ImportedEventBody;
  overrides: ImportedOverride[];
}

/** Something that had no place, or was kept in part; `uid`/`summary` empty when not about one event. */
export interface IcsSkipped {
  uid: string;
  summary: string;
  reason: string;
}

export interface IcsImportResult {
  events: ImportedSeries[];
  skipped: IcsSkipped[];
}

export interface IcsImportOptions {
  /** IANA zone for floating times and all-day dates when the file names none (X-WR-TIMEZONE). */
  defaultTimeZone: string;
}
