/**
 * Test helpers: an INDEPENDENT expansion of an iCalendar text by ical.js itself (its RecurExpansion
 * with EXDATE, RECURRENCE-ID exceptions related with `relateException`, cancelled ones dropped) and
 * ours (occurrencesIn over parseIcs's result, each override replacing the occurrence it was cut
 * from). Both give "start/end" ISO pairs per UID, sorted, for occurrences overlapping the window.
 */
import { TZDate } from '@date-fns/tz';
import ICAL from 'ical.js';
import type { IcsImportResult } from '../../../../src/server/calendar/ics/icsImport';
import { occurrencesIn } from '../../../../src/shared/calendar/recurrence';

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;

export interface Window {
  from: Date;
  to: Date;
}

const pair = (start: number, end: number) => `${new Date(start).toISOString()}/${new Date(end).toISOString()}`;

/** ical.js's occurrences per UID. DATE values are read as midnight in `dateZone`. */
export function icalOccurrences(text: string, window: Window, dateZone: string): Map<string, string[]> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const toMs = (time: Time) =>
    time.isDate ? new TZDate(time.year, time.month - 1, time.day, dateZone).getTime() : time.toUnixTime() * 1000;
  const byUid = new Map<string, { master?: Component; exceptions: Component[] }>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const uid = String(vevent.getFirstPropertyValue('uid'));
    const group = byUid.get(uid) ?? { exceptions: [] };
    if (vevent.hasProperty('recurrence-id')) group.exceptions.push(vevent);
    else group.master = vevent;
    byUid.set(uid, group);
  }
  const result = new Map<string, string[]>();
  const fromMs = window.from.getTime();
  const toMsWindow = window.to.getTime();
  for (const [uid, group] of byUid) {
    if (!group.master?.hasProperty('dtstart')) continue; // ical.js cannot expand an event without a start
    const event = new ICAL.Event(group.master);
    for (const exception of group.exceptions) event.relateException(exception);
    const found: [number, number][] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(), steps = 0; next && steps < 20_000; next = iterator.next(), steps += 1) {
      if (toMs(next) >= toMsWindow + 40 * 86_400_000) break; // past the window, occurrences moved into it included
      const details = event.getOccurrenceDetails(next);
      const status = String(details.item.component.getFirstPropertyValue('status') ?? '').toUpperCase();
      if (status === 'CANCELLED') continue;
      found.push([toMs(details.startDate), toMs(details.endDate)]);
      if (!event.isRecurring()) break;
    }
    const inWindow = found.filter(([start, end]) => start < toMsWindow && end > fromMs);
    result.set(
      uid,
      inWindow.sort((a, b) => a[0] - b[0]).map(([start, end]) => pair(start, end)),
    );
  }
  return result;
}

/** Our occurrences per UID: the series expanded by occurrencesIn, plus its overrides in the window. */
export function ourOccurrences(result: IcsImportResult, window: Window): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const fromMs = window.from.getTime();
  const toMs = window.to.getTime();
  for (const series of result.events) {
    const found = occurrencesIn(series.body, { ...window, limit: 10_000 }).map((o) => [
      o.start.getTime(),
      o.end.getTime(),
    ]);
    for (const override of series.overrides) {
      const start = Date.parse(override.body.startDate);
      const end = Date.parse(override.body.endDate);
      if (start < toMs && end > fromMs) found.push([start, end]); // as occurrencesIn counts overlap
    }
    map.set(
      series.uid,
      found.sort((a, b) => a[0] - b[0]).map(([start, end]) => pair(start, end)),
    );
  }
  return map;
}
