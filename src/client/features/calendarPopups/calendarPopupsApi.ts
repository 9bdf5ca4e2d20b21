/**
 * The popup's invitation answer (spec/shell.md §7 `PUT /api/calendar/invitations/{id}/respond`
 * {status}; the route belongs to the calendar feature). On success the popup is hidden and
 * `invitationAnsweredInPopup` tells the calendar screens to reload what they show (spec §4
 * Invitation: "Any answer removes it from the pending list and reloads events"); errors reach the
 * caller (spec §8).
 */
import { createAction } from '@reduxjs/toolkit';
import type { CalendarInvitation } from '../../../shared/calendar/calendar.schemas';
import { api } from '../../api/api';
import { popupHidden, popupIdOf } from './calendarPopupsSlice';

export type PopupAnswer = 'accepted' | 'declined';

/** Dispatched after a successful answer from a popup: `{invitationId, eventId, status}`. */
export const invitationAnsweredInPopup = createAction<{ invitationId: number; eventId: number; status: PopupAnswer }>(
  'calendarPopups/invitationAnswered',
);

export const calendarPopupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    respondFromPopup: build.mutation<
      CalendarInvitation,
      { invitationId: number; eventId: number; status: PopupAnswer }
    >({
      query: ({ invitationId, status }) => ({
        url: `/api/calendar/invitations/${invitationId}/respond`,
        method: 'PUT',
        body: { status },
      }),
      // The calendar screens' lists (calendarApi.ts tags) reload: the server does not echo an
      // answer to the tab that gave it.
      invalidatesTags: (_result, error) =>
        error
          ? []
          : [
              { type: 'CalendarEvent', id: 'LIST' },
              { type: 'CalendarInvitation', id: 'LIST' },
            ],
      async onQueryStarted(answer, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(popupHidden(popupIdOf('invitation', answer.eventId)));
        dispatch(invitationAnsweredInPopup(answer));
      },
    }),
  }),
});

export const { useRespondFromPopupMutation } = calendarPopupsApi;
