/**
 * Table types of the shared calendar and the notification settings (migrations
 * 20261202090000_calendar, 20261202100000_notification_settings, 20261203090000_calendar_feeds),
 * part of the Database of ./database.ts with its conventions (camelCase columns, 0/1 flags, ISO text times).
 */
import type { Generated } from 'kysely';
import type { Flag } from './database';

/**
 * A calendar event (migration 20261202090000_calendar; spec/shell.md §3 Calendar event). Times are
 * ISO UTC text; `recurrenceRule` JSON text of RecurrenceRule, `reminders` JSON text of seconds.
 */
export interface CalendarEventsTable {
  id: Generated<number>;
  creatorId: number;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  /** 'personal' | 'meeting' | 'corporate'. */
  type: string;
  color: string | null;
  isAllDay: Flag;
  location: string;
  isRecurring: Flag;
  recurrenceRule: string | null;
  reminders: string;
  timeZone: string;
  projectId: number | null;
  companyId: number | null;
  /** On an override: the series and the original start of the occurrence it replaces. */
  recurrenceOfId: number | null;
  recurrenceId: string | null;
  /** Next instant a reminder is due (the scheduler's compare-and-set key); null: none. */
  reminderDueAt: string | null;
  /** Last due instant the scheduler handled; reminders at or before it are never sent again. */
  remindedUntil: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An invitation to a calendar event (one per event and user). */
export interface CalendarInvitationsTable {
  id: Generated<number>;
  eventId: number;
  userId: number;
  /** 'pending' | 'accepted' | 'declined' | 'tentative'. */
  status: string;
  message: string;
  isOptional: Flag;
  invitedBy: number | null;
  createdAt: string;
  respondedAt: string | null;
}

/** A user's general notification switches (migration 20261202100000_notification_settings); no row = defaults. */
export interface NotificationSettingsTable {
  userId: number;
  soundEnabled: Generated<Flag>;
  calendarSoundEnabled: Generated<Flag>;
  callSoundEnabled: Generated<Flag>;
  /** JSON object text. */
  meta: Generated<string>;
  updatedAt: string;
}

/** A user's switch for one chat room (chat rooms come later: `chatId` has no foreign key). */
export interface ChatNotificationSettingsTable {
  userId: number;
  chatId: number;
  enabled: Flag;
  updatedAt: string;
}

/** A user's switch for notifications from one other user. */
export interface UserNotificationSettingsTable {
  userId: number;
  targetUserId: number;
  enabled: Flag;
  updatedAt: string;
}

/** A user's private calendar feed (migration 20261203090000_calendar_feeds): the secret's SHA-256 hex only. */
export interface CalendarFeedsTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  createdAt: string;
}
