/**
 * The one RTK Query api of the app (DESIGN §6, STYLE "Redux style guide"): every tag type is
 * declared here; features add their endpoints with `api.injectEndpoints` in `<feature>Api.ts`.
 * Queries are refetched after a socket reconnect by invalidating every tag (app/store.ts).
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/** Every cache tag of the product, declared once (later features use the ones after User). */
export const TAG_TYPES = [
  'User',
  'Board',
  // What a board's room keeps current (its columns and cards, its info): refetched after the first join.
  'BoardRoom',
  'Column',
  'Card',
  'Sticker',
  'Company',
  'Project',
  'Template',
  'Comment',
  'History',
  'CalendarEvent',
  'CalendarInvitation',
  'CalendarCompany',
  'CalendarFeed',
  'WikiPage',
  'WikiRevision',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
