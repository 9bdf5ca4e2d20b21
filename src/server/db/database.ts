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
  BoardSharesTable,
  BoardStickersTable,
  BoardsTable,
  CardHistoryTable,
  CardMembersTable,
  CardStickersTable,
  CardsTable,
  ColumnsTable,
  CommentsTable,
  TaskTemplatesTable,
} from './boardTables';
import type {
  CalendarEventsTable,
  CalendarFeedsTable,
  CalendarInvitationsTable,
  ChatNotificationSettingsTable,
  NotificationSettingsTable,
  UserNotificationSettingsTable,
} from './calendarTables';
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

// Every table type of the feature modules, for the repositories that import them from here.
export type * from './boardTables';
export type * from './calendarTables';
export type * from './chatTables';
export type * from './drawingTables';
export type * from './wikiTables';

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
