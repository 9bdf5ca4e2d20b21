/**
 * The calendar's iCalendar calls (spec/shell.md §3 Calendar event; src/server/calendar/icsRoutes.ts),
 * injected into the one api. Loaded only with the import and feed dialogs, so the calendar's first
 * chunk does not carry them.
 * - importIcs `{ics, timeZone?}` → `{events, overrides, skipped}`; invalidates every events window
 *   (the server sends no live event for imported events: the client refetches).
 * - feedStatus → `{exists, createdAt}` (tag `CalendarFeed`).
 * - createFeed → `{url, webcalUrl}` (shown only now: the secret is not stored); deleteFeed → null.
 * Failures are ApiError (api/baseQuery.ts) with the server's message, e.g. 400 "not an iCalendar file".
 */
import { api } from '../../api/api';
import type {
  CalendarFeedState,
  CalendarFeedUrls,
  IcsImportAnswer,
  IcsImportBody,
} from '../../../shared/calendar/icsImport.schemas';
import { EVENTS } from './calendarApi';

const FEED = { type: 'CalendarFeed' as const, id: 'ME' };

export const icsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/calendar/import → 201 counts and skipped items. Always over HTTP: a file of up to
     * 10 MB is above the socket's message limit (the app body limit, server/plugins/realtime.ts).
     */
    importIcs: build.mutation<IcsImportAnswer, IcsImportBody>({
      query: (body) => ({ url: '/api/calendar/import', method: 'POST', body, transport: 'http' }),
      invalidatesTags: (_r, error) => (error ? [] : [EVENTS]),
    }),
    /** GET /api/calendar/feed → whether the caller has a private feed, and since when (ISO). */
    feedStatus: build.query<CalendarFeedState, void>({
      query: () => ({ url: '/api/calendar/feed' }),
      providesTags: [FEED],
    }),
    /**
     * POST /api/calendar/feed → 201 the new URLs (the old link stops working). Over HTTP: the server
     * builds the URL from the request's Host, which must be the one the browser uses.
     */
    createFeed: build.mutation<CalendarFeedUrls, void>({
      query: () => ({ url: '/api/calendar/feed', method: 'POST', transport: 'http' }),
      invalidatesTags: (_r, error) => (error ? [] : [FEED]),
    }),
    /** DELETE /api/calendar/feed → revokes the feed (also when there was none). */
    deleteFeed: build.mutation<null, void>({
      query: () => ({ url: '/api/calendar/feed', method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : [FEED]),
    }),
  }),
});

export const { useImportIcsMutation, useFeedStatusQuery, useCreateFeedMutation, useDeleteFeedMutation } = icsApi;
