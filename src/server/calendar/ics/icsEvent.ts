/**
 * One VEVENT (RFC 5545 §3.6.1) → an event body (spec/shell.md §3 Calendar event), with the notes
 * of what had no place. Rules:
 * - SUMMARY / DESCRIPTION / LOCATION → title / description / location, cut to the schema's limits;
 * - DTSTART;VALUE=DATE → all-day: start at 00:00 of that day and end at 00:00 of DTEND's day (DTEND
 *   is exclusive; without DTEND or DURATION one day) in the event's zone, kept as UTC instants;
 * - DTEND, else DURATION (days and weeks counted on the wall clock), else the start;
 * - RRULE → recurrenceRule (icsRule.ts); EXDATE → exceptions; a refused RRULE, or more than one,
 *   leaves the first occurrence as a single event; RDATE and EXRULE are reported and left out;
 * - VALARM with a TRIGGER before the start that is one of our reminder options → reminders.
 */
import { TZDate } from '@date-fns/tz';
import ICAL from 'ical.js';
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_REMINDER_OPTIONS_S,
  EVENT_TITLE_MAX,
  MAX_EVENT_DURATION_MS,
  MAX_EVENT_REMINDERS,
  MAX_RECURRENCE_EXCEPTIONS,
  WEEKDAY_CODES,
} from '../../../shared/calendar/calendar.schemas';
import { mapRecurrence } from './icsRule';
import { instantOf, instantsOf, secondsOfDay, zoneOfProperty } from './icsTime';
import type { ImportedEventBody } from './icsTypes';

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;
type Duration = InstanceType<typeof ICAL.Duration>;

/** A VEVENT read: its body, its RECURRENCE-ID (still in the file's terms) and notes for the report. */
export interface ReadEvent {
  uid: string;
  summary: string;
  body: ImportedEventBody;
  recurrenceId: { time: Time; tzid: string | undefined } | null;
  cancelled: boolean;
  notes: string[];
}

const iso = (ms: number) => new Date(ms).toISOString();
const text = (component: Component, name: string, max: number, notes: string[]) => {
  const raw = component.getFirstPropertyValue(name);
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (value.length <= max) return value;
  notes.push(`${name.toUpperCase()} is longer than ${max} characters: cut`);
  return value.slice(0, max);
};

/** The end of a DURATION after `startMs`: weeks and days on the wall clock of `zone`, the rest exact. */
function afterDuration(startMs: number, duration: Duration, zone: string): number {
  const sign = duration.isNegative ? -1 : 1;
  const end = new TZDate(startMs, zone);
  end.setDate(end.getDate() + sign * (duration.weeks * 7 + duration.days));
  return end.getTime() + sign * ((duration.hours * 60 + duration.minutes) * 60 + duration.seconds) * 1000;
}

/** Reminder offsets (seconds before the start) of the VALARMs; unknown ones are noted. */
function reminders(component: Component, notes: string[]): number[] {
  const found = new Set<number>();
  let unknown = 0;
  for (const alarm of component.getAllSubcomponents('valarm')) {
    const trigger = alarm.getFirstProperty('trigger');
    const value = trigger?.getFirstValue() as Duration | Time | undefined;
    const related = String(trigger?.getParameter('related') ?? 'START').toUpperCase();
    const seconds = value instanceof ICAL.Duration && related === 'START' ? -value.toSeconds() : NaN;
    if ((EVENT_REMINDER_OPTIONS_S as readonly number[]).includes(seconds) && found.size < MAX_EVENT_REMINDERS) {
      found.add(seconds);
    } else unknown += 1;
  }
  if (unknown > 0) notes.push(`${unknown} alarm(s) at times our reminder options do not offer were left out`);
  return [...found].sort((a, b) => a - b);
}

/** Reads one VEVENT; throws (with a plain message) when it has no usable start. */
export function readEvent(component: Component, fallbackZone: string): ReadEvent {
  const notes: string[] = [];
  const uid = String(component.getFirstPropertyValue('uid') ?? '').trim();
  const summary = text(component, 'summary', EVENT_TITLE_MAX, notes);
  const startProp = component.getFirstProperty('dtstart');
  const start = startProp?.getFirstValue() as Time | undefined;
  if (!startProp || !start || typeof start !== 'object') throw new Error('it has no start (DTSTART)');
  const isAllDay = start.isDate;
  const where = zoneOfProperty(startProp, fallbackZone);
  if (where.guessed) notes.push(`Time zone "${where.foreignTzid}" is unknown: its repeats follow ${where.zone}`);
  const zone = where.zone;
  const startMs = instantOf(start, startProp.getParameter('tzid') as string | undefined, zone);
  if (!Number.isFinite(startMs)) throw new Error('its start (DTSTART) is not a valid date');

  const endProp = component.getFirstProperty('dtend');
  const endTime = endProp?.getFirstValue() as Time | undefined;
  const duration = component.getFirstPropertyValue('duration') as Duration | null;
  let endMs = startMs;
  if (endProp && endTime) endMs = instantOf(endTime, endProp.getParameter('tzid') as string | undefined, zone);
  else if (duration instanceof ICAL.Duration) endMs = afterDuration(startMs, duration, zone);
  else if (isAllDay) endMs = afterDuration(startMs, ICAL.Duration.fromData({ days: 1 }), zone);
  if (!Number.isFinite(endMs) || endMs < startMs) {
    notes.push('its end is before its start: it ends when it starts');
    endMs = startMs;
  }
  if (endMs - startMs > MAX_EVENT_DURATION_MS) throw new Error('it lasts more than 366 days');

  const body: ImportedEventBody = {
    title: summary,
    description: text(component, 'description', EVENT_DESCRIPTION_MAX, notes),
    location: text(component, 'location', EVENT_LOCATION_MAX, notes),
    startDate: iso(startMs),
    endDate: iso(endMs),
    isAllDay,
    timeZone: zone,
    isRecurring: false,
    recurrenceRule: null,
    reminders: reminders(component, notes),
    type: 'personal',
  };

  const ridProp = component.getFirstProperty('recurrence-id');
  const recurrenceId = ridProp
    ? { time: ridProp.getFirstValue() as Time, tzid: ridProp.getParameter('tzid') as string | undefined }
    : null;
  if (ridProp && String(ridProp.getParameter('range') ?? '').toUpperCase() === 'THISANDFUTURE') {
    notes.push('RANGE=THISANDFUTURE is not supported: only the one occurrence was changed');
  }
  if (!recurrenceId) readRecurrence(component, body, startMs, start, notes);
  const cancelled = String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
  return { uid, summary, body, recurrenceId, cancelled, notes };
}

/** RRULE / EXDATE / RDATE / EXRULE of a series → body.recurrenceRule (or a note). */
function readRecurrence(component: Component, body: ImportedEventBody, startMs: number, start: Time, notes: string[]) {
  const rrules = component.getAllProperties('rrule');
  if (component.hasProperty('rdate')) notes.push('RDATE (extra dates) is not supported: the extra dates were left out');
  if (component.hasProperty('exrule')) notes.push('EXRULE is not supported: its dates were not left out');
  if (rrules.length === 0) return;
  if (rrules.length > 1) {
    notes.push('More than one RRULE is not supported: imported as its first occurrence only');
    return;
  }
  const local = new TZDate(startMs, body.timeZone);
  const mapping = mapRecurrence(rrules[0].getFirstValue() as InstanceType<typeof ICAL.Recur>, {
    startMs,
    zone: body.timeZone,
    isAllDay: start.isDate,
    month: local.getMonth() + 1,
    day: local.getDate(),
    weekday: WEEKDAY_CODES[(local.getDay() + 6) % 7],
  });
  if (!mapping.ok) {
    notes.push(mapping.reason);
    return;
  }
  if (mapping.note) notes.push(mapping.note);
  const timeOfDay = body.isAllDay ? undefined : secondsOfDay(startMs, body.timeZone);
  const excluded = instantsOf(component.getAllProperties('exdate'), body.timeZone, timeOfDay).map((x) => x.ms);
  const exceptions = [...new Set(excluded.filter(Number.isFinite))].sort((a, b) => a - b);
  if (exceptions.length > MAX_RECURRENCE_EXCEPTIONS) {
    notes.push(`More than ${MAX_RECURRENCE_EXCEPTIONS} EXDATEs: only the first ${MAX_RECURRENCE_EXCEPTIONS} were kept`);
  }
  body.isRecurring = true;
  body.recurrenceRule = { ...mapping.rule, exceptions: exceptions.slice(0, MAX_RECURRENCE_EXCEPTIONS).map(iso) };
}
