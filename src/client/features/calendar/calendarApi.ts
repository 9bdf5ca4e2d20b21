/**
 * The calendar's calls (spec/shell.md §7 Calendar; DESIGN §3 Route map), injected into the one api.
 * Errors follow spec §8: loading invitations, companies or members fails softly to empty lists;
 * loading events, create, update, delete, respond and invite errors reach the caller (ApiError of
 * api/baseQuery.ts, shown in words by the screen).
 *
 * Tags: `CalendarEvent` 'LIST' (every events window), `CalendarInvitation` 'LIST' (pending list),
 * `CalendarCompany` 'LIST' and `'members-<id>'`. Every write invalidates the events it changes;
 * a reconnect invalidates every tag (connectionListeners.ts). Live events: calendarEvents.ts.
 */
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { api } from '../../api/api';
import type {
  CalendarCompany,
  CalendarDeleted,
  CalendarEvent,
  CalendarInvitation,
  CalendarPerson,
  CreateEventBody,
  UpdateEventBody,
} from '../../../shared/calendar/calendar.schemas';
import { subscribeEventsWindow, subscribePendingInvitations } from './calendarEvents';

/** An events window (GET /api/calendar/events?from&to&projectId). */
export interface EventsArg {
  from: string;
  to: string;
  projectId?: number;
}

/** The tag of every events window: a write that adds or changes events invalidates it (icsApi.ts too). */
export const EVENTS = { type: 'CalendarEvent' as const, id: 'LIST' };
const INVITATIONS = { type: 'CalendarInvitation' as const, id: 'LIST' };

/** A GET whose failure is an empty list (spec §8 "fails softly to empty lists"). */
async function softList<T>(url: string, baseQuery: (arg: { url: string }) => ReturnType<BaseQueryFn>) {
  const answer = await baseQuery({ url });
  return { data: answer.error ? ([] as T[]) : ((answer.data ?? []) as T[]) };
}

export const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/calendar/events → the series and single events of the window the caller may see. */
    getEvents: build.query<CalendarEvent[], EventsArg>({
      query: ({ from, to, projectId }) => ({ url: '/api/calendar/events', params: { from, to, projectId } }),
      providesTags: [EVENTS],
      onCacheEntryAdded: subscribeEventsWindow,
    }),
    /** POST /api/calendar/events → the event (201). */
    createEvent: build.mutation<CalendarEvent, CreateEventBody>({
      query: (body) => ({ url: '/api/calendar/events', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [EVENTS]),
    }),
    /**
     * PUT /api/calendar/events/{id}[?occurrence=ISO] → the event (an override event for one
     * occurrence). A move of a whole event is shown at once in every held window and undone on failure.
     */
    updateEvent: build.mutation<CalendarEvent, { id: number; occurrence?: string; body: UpdateEventBody }>({
      query: ({ id, occurrence, body }) => ({
        url: `/api/calendar/events/${id}`,
        method: 'PUT',
        body,
        params: occurrence ? { occurrence } : undefined,
      }),
      async onQueryStarted({ id, occurrence, body }, { dispatch, getState, queryFulfilled }) {
        if (occurrence) return;
        const patches = calendarApi.util.selectCachedArgsForQuery(getState(), 'getEvents').map((arg) =>
          dispatch(
            calendarApi.util.updateQueryData('getEvents', arg, (draft) => {
              const held = draft.find((event) => event.id === id);
              if (held && body.startDate && body.endDate)
                Object.assign(held, { startDate: body.startDate, endDate: body.endDate });
            }),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((patch) => patch.undo());
        }
      },
      invalidatesTags: [EVENTS],
    }),
    /** DELETE /api/calendar/events/{id}[?occurrence=ISO]. */
    deleteEvent: build.mutation<CalendarDeleted, { id: number; occurrence?: string }>({
      query: ({ id, occurrence }) => ({
        url: `/api/calendar/events/${id}`,
        method: 'DELETE',
        params: occurrence ? { occurrence } : undefined,
      }),
      invalidatesTags: (_r, error) => (error ? [] : [EVENTS, INVITATIONS]),
    }),
    /** GET /api/calendar/invitations?status=pending → my pending invitations ([] on failure). */
    getPendingInvitations: build.query<CalendarInvitation[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        softList<CalendarInvitation>('/api/calendar/invitations?status=pending', baseQuery),
      providesTags: [INVITATIONS],
      onCacheEntryAdded: subscribePendingInvitations,
    }),
    /**
     * PUT /api/calendar/invitations/{id}/respond {status}. Any answer removes the invitation from
     * the pending list and reloads events (spec §4).
     */
    respondInvitation: build.mutation<
      CalendarInvitation,
      { id: number; status: 'accepted' | 'declined' | 'tentative' }
    >({
      query: ({ id, status }) => ({ url: `/api/calendar/invitations/${id}/respond`, method: 'PUT', body: { status } }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          calendarApi.util.updateQueryData('getPendingInvitations', undefined, (draft) =>
            draft.filter((invitation) => invitation.id !== id),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_r, error) => (error ? [] : [EVENTS, INVITATIONS]),
    }),
    /** POST /api/calendar/events/{id}/invitations {userIds, message, isOptional}. */
    inviteUsers: build.mutation<
      unknown,
      { eventId: number; userIds: number[]; message?: string; isOptional?: boolean }
    >({
      query: ({ eventId, ...body }) => ({ url: `/api/calendar/events/${eventId}/invitations`, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [EVENTS]),
    }),
    /** POST /api/calendar/events/{id}/reinvite/{userId} {message} → the invitation (pending again). */
    reinvite: build.mutation<CalendarInvitation, { eventId: number; userId: number; message?: string }>({
      query: ({ eventId, userId, message }) => ({
        url: `/api/calendar/events/${eventId}/reinvite/${userId}`,
        method: 'POST',
        body: message ? { message } : {},
      }),
      invalidatesTags: (_r, error) => (error ? [] : [EVENTS]),
    }),
    /** DELETE /api/calendar/invitations/{id}. */
    deleteInvitation: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/calendar/invitations/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : [EVENTS, INVITATIONS]),
    }),
    /** GET /api/calendar/companies → my companies with their members ([] on failure). */
    getCalendarCompanies: build.query<CalendarCompany[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) => softList<CalendarCompany>('/api/calendar/companies', baseQuery),
      providesTags: [{ type: 'CalendarCompany', id: 'LIST' }],
    }),
    /** GET /api/calendar/companies/{id}/members → the company's members ([] on failure). */
    getCalendarMembers: build.query<CalendarPerson[], number>({
      queryFn: (id, _api, _extra, baseQuery) =>
        softList<CalendarPerson>(`/api/calendar/companies/${id}/members`, baseQuery),
      providesTags: (_r, _e, id) => [{ type: 'CalendarCompany', id: `members-${id}` }],
    }),
  }),
});

export const {
  useGetEventsQuery,
  useCreateEventMutation,
  useUpdateEventMutation,
  useDeleteEventMutation,
  useGetPendingInvitationsQuery,
  useRespondInvitationMutation,
  useInviteUsersMutation,
  useReinviteMutation,
  useDeleteInvitationMutation,
  useGetCalendarCompaniesQuery,
  useGetCalendarMembersQuery,
} = calendarApi;
