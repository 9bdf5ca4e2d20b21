/**
 * Writes of the calendar screen with the "This event / All events" question for a series
 * (spec/shell.md §3, §7 PUT/DELETE /api/calendar/events/{id}): "this" sends
 * `?occurrence=<occurrence start ISO>` (the server keeps an override event), "all" changes the
 * series, its start shifted by as much as the occurrence moved. Errors reach the caller (spec §8).
 */
import { useCallback, type ReactNode } from 'react';
import type { CalendarEvent, CreateEventBody, UpdateEventBody } from '../../../shared/calendar/calendar.schemas';
import { useCreateEventMutation, useDeleteEventMutation, useUpdateEventMutation } from './calendarApi';
import type { ShownEvent } from './expandEvents';
import { useScopeQuestion } from './ScopeQuestion';

const isSeries = (event: CalendarEvent) => event.isRecurring && !!event.recurrenceRule;

/** A series body for "all events": the series' own start moved by the occurrence's shift. */
export function shiftedSeriesBody(
  series: CalendarEvent,
  occurrence: ShownEvent,
  body: UpdateEventBody,
): UpdateEventBody {
  if (!body.startDate || !body.endDate) return body;
  const delta = Date.parse(body.startDate) - Date.parse(occurrence.startDate);
  const duration = Date.parse(body.endDate) - Date.parse(body.startDate);
  const start = Date.parse(series.startDate) + delta;
  return { ...body, startDate: new Date(start).toISOString(), endDate: new Date(start + duration).toISOString() };
}

export interface CalendarWrites {
  /** The scope question's dialog, to render once. */
  scopeDialog: ReactNode;
  create: (body: CreateEventBody) => Promise<void>;
  /** Resolves false when the user cancelled the scope question. */
  update: (target: ShownEvent, body: UpdateEventBody) => Promise<boolean>;
  remove: (target: ShownEvent) => Promise<boolean>;
}

/** `held`: the stored events (series with their own start), to shift a series by an occurrence's move. */
export function useCalendarWrites(held: readonly CalendarEvent[]): CalendarWrites {
  const { element, ask } = useScopeQuestion();
  const [createEvent] = useCreateEventMutation();
  const [updateEvent] = useUpdateEventMutation();
  const [deleteEvent] = useDeleteEventMutation();

  const create = useCallback(
    async (body: CreateEventBody) => {
      await createEvent(body).unwrap();
    },
    [createEvent],
  );

  const update = useCallback(
    async (target: ShownEvent, body: UpdateEventBody) => {
      if (!isSeries(target)) {
        await updateEvent({ id: target.id, body }).unwrap();
        return true;
      }
      const scope = await ask('change');
      if (!scope) return false;
      if (scope === 'this') {
        const { isRecurring: _r, recurrenceRule: _rule, ...rest } = body;
        await updateEvent({ id: target.id, occurrence: target.startDate, body: rest }).unwrap();
        return true;
      }
      const series = held.find((event) => event.id === target.id) ?? target;
      await updateEvent({ id: target.id, body: shiftedSeriesBody(series, target, body) }).unwrap();
      return true;
    },
    [ask, held, updateEvent],
  );

  const remove = useCallback(
    async (target: ShownEvent) => {
      if (!isSeries(target)) {
        await deleteEvent({ id: target.id }).unwrap();
        return true;
      }
      const scope = await ask('delete');
      if (!scope) return false;
      await deleteEvent({ id: target.id, ...(scope === 'this' ? { occurrence: target.startDate } : {}) }).unwrap();
      return true;
    },
    [ask, deleteEvent],
  );

  return { scopeDialog: element, create, update, remove };
}
