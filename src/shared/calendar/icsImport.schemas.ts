/**
 * The iCalendar calls' contract (spec/shell.md §3 Calendar event; src/server/calendar/icsRoutes.ts):
 * the import body both sides check, and the answers of the import and the private feed calls.
 */
import { z } from 'zod';
import { V } from '../validation';
import { isTimeZone } from './calendar.schemas';

/**
 * POST /api/calendar/import: the text of an .ics file (at most 10 MB; the server refuses a larger
 * one with its reason) and the IANA zone that floating times and all-day dates are read in when
 * the file names none (X-WR-TIMEZONE); default 'UTC'. The client sends the browser's zone.
 */
export const icsImportBody = z.object({
  ics: z.string({ error: V.invalidFormat }),
  timeZone: z
    .string({ error: V.invalidFormat })
    .max(64, { error: V.maxLength })
    .refine(isTimeZone, { error: V.invalidFormat })
    .optional(),
});
export type IcsImportBody = z.input<typeof icsImportBody>;

/** Something of the file that had no place, or was kept in part (`uid`/`summary` empty when not about one event). */
export interface IcsSkippedItem {
  uid: string;
  summary: string;
  reason: string;
}

/** 201 of POST /api/calendar/import: series and single events written, changed occurrences written, what had no place. */
export interface IcsImportAnswer {
  events: number;
  overrides: number;
  skipped: IcsSkippedItem[];
}

/** GET /api/calendar/feed: whether the caller has a private feed, and since when (ISO). */
export interface CalendarFeedState {
  exists: boolean;
  createdAt: string | null;
}

/** 201 of POST /api/calendar/feed: the new address (shown only now), as https and as webcal. */
export interface CalendarFeedUrls {
  url: string;
  webcalUrl: string;
}
