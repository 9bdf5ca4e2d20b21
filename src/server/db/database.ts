/**
 * Table types of the database (Kysely). Columns are camelCase here and snake_case in SQL
 * (Kysely's CamelCasePlugin maps them). Conventions that keep one set of migrations portable
 * between SQLite and PostgreSQL (DESIGN §2):
 * - ids are integers (`serial` on PostgreSQL, `integer primary key autoincrement` on SQLite);
 * - booleans are integers 0/1 (better-sqlite3 cannot bind JS booleans);
 * - times are ISO-8601 UTC strings (`new Date().toISOString()`), which sort as text;
 * - JSON objects are stored as text and parsed by the repository.
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AuditLogTable } from './adminTables';
import type {
  ChatCallInvitationsTable,
  ChatCallParticipantsTable,
  ChatCallsTable,
  ChatMembersTable,
  ChatMessagesTable,
  ChatReactionsTable,
  ChatRoomsTable,
} from './chatTables';
import type { DrawingFilesTable, DrawingVersionsTable, DrawingsTable } from './drawingTables';
import type { SavedQueriesTable } from './queryTables';
import type { WikiImagesTable, WikiPageUpdatesTable, WikiPagesTable, WikiRevisionsTable } from './wikiTables';

export type {
  ChatCallInvitationsTable,
  ChatCallParticipantsTable,
  ChatCallsTable,
  ChatMembersTable,
  ChatMessagesTable,
  ChatReactionsTable,
  ChatRoomsTable,
} from './chatTables';
export type { DrawingFilesTable, DrawingVersionsTable, DrawingsTable } from './drawingTables';
export type { WikiImagesTable, WikiPageUpdatesTable, WikiPagesTable, WikiRevisionsTable } from './wikiTables';

/** 0 or 1. */
export type Flag = number;

export interface UsersTable {
  id: Generated<number>;
  /** Lower-cased, unique. */
  email: string;
  /** The display name; also `profile.name` on the wire. */
  name: string;
  /** argon2id encoded hash. Never leaves the server. */
  passwordHash: string;
  isSystemAdmin: Flag;
  avatar: string | null;
  /** JSON object text (default '{}'). */
  meta: Generated<string>;
  backgroundImage: string | null;
  backgroundColor: string | null;
  /** Columns with a database default are optional on insert. */
  backgroundShowEverywhere: Generated<Flag>;
  backgroundEnabled: Generated<Flag>;
  createdAt: string;
  updatedAt: string;
  /** Set while an administrator has blocked the account (migration 20261220090200_admin). */
  blockedAt: string | null;
  /** Last authenticated request or socket connect, at most once a minute (src/server/admin/lastSeen.ts). */
  lastSeenAt: string | null;
}

/** A sign-in session: the sha256 of an opaque bearer token with its expiry. */
export interface SessionsTable {
  id: Generated<number>;
  userId: number;
  /** sha256 hex of the token; the token itself is never stored. */
  tokenHash: string;
  /** 1 = "stay signed in" (long lifetime), kept through refresh rotation. */
  remember: Generated<Flag>;
  expiresAt: string;
  createdAt: string;
}

/** A password-restore code (sha256 of e-mail + code), valid until `expiresAt`. */
export interface EmailCodesTable {
  id: Generated<number>;
  email: string;
  codeHash: string;
  /** Wrong guesses so far; the code dies after a few. */
  attempts: Generated<number>;
  expiresAt: string;
  createdAt: string;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  /** Last task number given out (DESIGN §4 counter); bumped atomically with RETURNING. */
  taskCounter: Generated<number>;
  createdAt: string;
  updatedAt: string;
  /** Set while a system admin has archived the company (migration 20261220090200_admin). */
  archivedAt: string | null;
}

export interface CompanyMembersTable {
  id: Generated<number>;
  companyId: number;
  userId: number;
  /** 'owner' | 'admin' | 'member' (src/shared/company/company.schemas.ts COMPANY_ROLES). */
  role: string;
  joinedAt: string;
}

export interface InviteLinksTable {
  id: Generated<number>;
  companyId: number;
  token: string;
  expiresAt: string | null;
  maxUses: number | null;
  uses: Generated<number>;
  revokedAt: string | null;
  createdBy: number | null;
  createdAt: string;
}

export interface ProjectsTable {
  id: Generated<number>;
  companyId: number;
  name: string;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface BoardsTable {
  id: Generated<number>;
  projectId: number;
  name: string;
  bgImage: string | null;
  bgColor: string | null;
  displayType: Generated<string>;
  createdAt: string;
  updatedAt: string;
}

export interface ColumnsTable {
  id: Generated<number>;
  boardId: number;
  name: string;
  color: string | null;
  /** Left to right, ascending. */
  sort: number;
  /** Set while the column is archived: off the board, with its cards, until restored. */
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CardsTable {
  id: Generated<number>;
  boardId: number;
  columnId: number;
  parentCardId: number | null;
  /** Task number, unique within the company. */
  counter: number;
  companyId: number;
  name: string;
  /** `desc` on the wire. */
  description: string | null;
  color: string | null;
  /** Higher first, ≥ 0, unique within column + parent + archived. */
  sort: number;
  createdBy: number | null;
  /** An imported creator who is no company member (created_by null): their name as text. */
  creatorName: string | null;
  /** 1: created through the board's guest link (created_by null); migration 20261127090000_guest_authors. */
  createdByGuest: Generated<Flag>;
  createdAt: string;
  updatedAt: string;
  movedAt: string;
  doneAt: string | null;
  archivedAt: string | null;
  historyCount: Generated<number>;
  messageCount: Generated<number>;
}

export interface CardMembersTable {
  id: Generated<number>;
  cardId: number;
  userId: number;
  isResponsible: Flag;
  createdAt: string;
}

export interface CommentsTable {
  id: Generated<number>;
  cardId: number;
  authorId: number | null;
  /** An imported author who is not a company member (author_id null); migration 20261122120000_import. */
  authorName: string | null;
  text: string;
  createdAt: string;
  updatedAt: string;
}

export interface CardHistoryTable {
  id: Generated<number>;
  cardId: number;
  actorId: number | null;
  /** An imported actor who is not a company member (actor_id null); migration 20261122120000_import. */
  actorName: string | null;
  /** 1: a guest of the board's link (actor_id null); migration 20261127090000_guest_authors. */
  actorGuest: Generated<Flag>;
  action: string;
  field: string | null;
  /** JSON text. */
  fromValue: string | null;
  /** JSON text. */
  toValue: string | null;
  createdAt: string;
}

/** A board sticker definition (migration 20261122060000_stickers). */
export interface BoardStickersTable {
  id: Generated<number>;
  boardId: number;
  type: string;
  name: string | null;
  icon: string | null;
  /** 0 or 1. */
  isActive: number;
  /** JSON text of the configs. */
  configs: string;
  sort: number;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A sticker attached to a card; `dueAt` is the scheduler's next action time (null: none). */
export interface CardStickersTable {
  id: Generated<number>;
  cardId: number;
  boardStickerId: number;
  /** JSON text of the value; null when not set. */
  value: string | null;
  dueAt: string | null;
  updatedBy: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A board's task template (migration 20261122080000_templates); lists are JSON text. */
export interface TaskTemplatesTable {
  id: Generated<number>;
  boardId: number;
  name: string;
  description: string | null;
  taskName: string;
  taskDescription: string | null;
  /** JSON text: user ids. */
  executors: string;
  /** JSON text: user ids. */
  responsible: string;
  /** JSON text: `[{stickerId, value}]` (board sticker ids). */
  stickers: string;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A board's guest link (migration 20261122100000_shares); one per board, flags 0/1. */
export interface BoardSharesTable {
  id: Generated<number>;
  boardId: number;
  /** Random base64url; unique. Regenerating replaces it. */
  token: string;
  enabled: Generated<Flag>;
  allowCreateTasks: Generated<Flag>;
  showExecutorsAndResponsible: Generated<Flag>;
  createdAt: string;
  updatedAt: string;
}

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

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  emailCodes: EmailCodesTable;
  companies: CompaniesTable;
  companyMembers: CompanyMembersTable;
  inviteLinks: InviteLinksTable;
  projects: ProjectsTable;
  boards: BoardsTable;
  columns: ColumnsTable;
  cards: CardsTable;
  cardMembers: CardMembersTable;
  comments: CommentsTable;
  cardHistory: CardHistoryTable;
  boardStickers: BoardStickersTable;
  cardStickers: CardStickersTable;
  taskTemplates: TaskTemplatesTable;
  boardShares: BoardSharesTable;
  calendarEvents: CalendarEventsTable;
  calendarInvitations: CalendarInvitationsTable;
  notificationSettings: NotificationSettingsTable;
  chatNotificationSettings: ChatNotificationSettingsTable;
  userNotificationSettings: UserNotificationSettingsTable;
  calendarFeeds: CalendarFeedsTable;
  chatRooms: ChatRoomsTable;
  chatCalls: ChatCallsTable;
  chatCallParticipants: ChatCallParticipantsTable;
  chatCallInvitations: ChatCallInvitationsTable;
  chatMembers: ChatMembersTable;
  chatMessages: ChatMessagesTable;
  chatReactions: ChatReactionsTable;
  wikiPages: WikiPagesTable;
  wikiPageUpdates: WikiPageUpdatesTable;
  wikiRevisions: WikiRevisionsTable;
  wikiImages: WikiImagesTable;
  drawings: DrawingsTable;
  drawingVersions: DrawingVersionsTable;
  drawingFiles: DrawingFilesTable;
  savedQueries: SavedQueriesTable;
  auditLog: AuditLogTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type EmailCodeRow = Selectable<EmailCodesTable>;
export type NewEmailCode = Insertable<EmailCodesTable>;
