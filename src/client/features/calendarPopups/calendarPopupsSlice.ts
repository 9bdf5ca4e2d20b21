/**
 * The `calendarPopups` slice (DESIGN §6; spec/shell.md §3 Calendar notification item, §4 Calendar
 * popups): items `{id, type: 'reminder' | 'invitation', data, show}`. The item id is
 * `<type>:<eventId>`, so a reminder or invitation for an event already shown UPDATES that item
 * (new data, shown again) instead of adding a second one. Popups are hidden one at a time or all
 * at once (`show: false`; a hidden item comes back when its event notifies again).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CalendarReminder } from '../../../shared/calendar/calendar.events';
import type { CalendarInvitation } from '../../../shared/calendar/calendar.schemas';

export type CalendarPopupItem =
  | { id: string; type: 'reminder'; data: CalendarReminder; show: boolean }
  | { id: string; type: 'invitation'; data: CalendarInvitation; show: boolean };

export interface CalendarPopupsState {
  items: CalendarPopupItem[];
}

/** The popup id of a notification: one per event and type. */
export const popupIdOf = (type: CalendarPopupItem['type'], eventId: number): string => `${type}:${eventId}`;

/** What a live event brings: the item without its id and `show`. */
export type PopupInput =
  { type: 'reminder'; data: CalendarReminder } | { type: 'invitation'; data: CalendarInvitation };

export const calendarPopupsSlice = createSlice({
  name: 'calendarPopups',
  initialState: (): CalendarPopupsState => ({ items: [] }),
  reducers: {
    /** A live reminder or invitation arrived: added, or the event's item updated in place. */
    popupReceived(state, action: PayloadAction<PopupInput>) {
      const { type, data } = action.payload;
      const id = popupIdOf(type, data.event.id);
      const item = { id, type, data, show: true } as CalendarPopupItem;
      const index = state.items.findIndex((existing) => existing.id === id);
      if (index >= 0) state.items[index] = item;
      else state.items.push(item);
    },
    /** The user closed one popup (or answered its invitation). */
    popupHidden(state, action: PayloadAction<string>) {
      for (const item of state.items) if (item.id === action.payload) item.show = false;
    },
    /** "Hide all". */
    allPopupsHidden(state) {
      for (const item of state.items) item.show = false;
    },
    /** Signed out: nothing of the previous user stays. */
    popupsCleared() {
      return { items: [] };
    },
  },
});

export const { popupReceived, popupHidden, allPopupsHidden, popupsCleared } = calendarPopupsSlice.actions;

type WithPopups = { calendarPopups: CalendarPopupsState };
export const selectCalendarPopups = (state: WithPopups) => state.calendarPopups.items;
