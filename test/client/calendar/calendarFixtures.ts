/** Calendar events and invitations as the server sends them (src/shared/calendar/calendar.schemas.ts). */
import type { CalendarEvent, CalendarInvitation } from '../../../src/shared/calendar/calendar.schemas';

export const anEvent = (over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: 1,
  title: 'Standup',
  description: '',
  startDate: '2026-03-10T09:00:00.000Z',
  endDate: '2026-03-10T09:30:00.000Z',
  type: 'personal',
  color: null,
  isAllDay: false,
  location: '',
  isRecurring: false,
  recurrenceRule: null,
  reminders: [900],
  timeZone: 'UTC',
  projectId: null,
  creator: { userId: 1, name: 'Ann', email: 'ann@example.com', avatar: null },
  invitations: [],
  recurrenceOfId: null,
  recurrenceId: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  ...over,
});

export const anInvitation = (over: Partial<CalendarInvitation> = {}): CalendarInvitation => ({
  id: 50,
  status: 'pending',
  message: 'Join us',
  isOptional: false,
  userId: 1,
  invitedBy: { id: 2, displayName: 'Bob', email: 'bob@example.com', avatar: null },
  event: anEvent({
    id: 20,
    title: 'Planning',
    type: 'meeting',
    creator: { userId: 2, name: 'Bob', email: 'bob@example.com', avatar: null },
  }),
  createdAt: '2026-03-01T00:00:00.000Z',
  respondedAt: null,
  ...over,
});

export const ok = (data: unknown) => ({ success: true, status: 'ok', data });
