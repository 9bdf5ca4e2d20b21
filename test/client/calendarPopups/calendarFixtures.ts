/** Calendar events and invitations as the server sends them (src/shared/calendar/calendar.schemas.ts). */
import type { CalendarEvent, CalendarInvitation } from '../../../src/shared/calendar/calendar.schemas';

export function anEvent(over: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: 1,
    title: 'Planning',
    description: '',
    startDate: '2026-12-01T10:00:00.000Z',
    endDate: '2026-12-01T11:00:00.000Z',
    type: 'meeting',
    color: null,
    isAllDay: false,
    location: '',
    isRecurring: false,
    recurrenceRule: null,
    reminders: [900],
    timeZone: 'UTC',
    projectId: null,
    creator: { userId: 2, name: 'Bob', email: 'bob@example.com', avatar: null },
    invitations: [],
    recurrenceOfId: null,
    recurrenceId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

export function anInvitation(over: Partial<CalendarInvitation> = {}): CalendarInvitation {
  return {
    id: 10,
    status: 'pending',
    message: 'Приглашение на событие: Planning',
    isOptional: false,
    userId: 1,
    invitedBy: { id: 2, displayName: 'Bob', email: 'bob@example.com', avatar: null },
    event: anEvent(),
    createdAt: '2026-11-20T10:00:00.000Z',
    respondedAt: null,
    ...over,
  };
}
