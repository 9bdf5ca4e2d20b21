/**
 * Server configuration, read once from the environment (DESIGN §8 "Running it").
 * `loadConfig(env)` is pure: tests build a config from a plain object and override fields.
 */
import path from 'node:path';
import { z } from 'zod';
import type { CallIceServer } from '../shared/chat/call.types';
import { CALL_HEARTBEAT_TIMEOUT_MS, CALL_RING_MS } from '../shared/chat/call.types';
import { iceServersSetting } from './chat/callIceServers';

/** A fixed-window limit: at most `max` counted requests per `windowMs` milliseconds. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface ServerConfig {
  /** TCP port (default 3000) and host (default 0.0.0.0). */
  port: number;
  host: string;
  /** Folder for the SQLite file (`teamspace.sqlite`) and the mail outbox (default ./data). */
  dataDir: string;
  /** `postgres://…` switches the database to PostgreSQL. */
  databaseUrl?: string;
  /** PostgreSQL connections the server keeps at most (pg.Pool `max`; default 10). */
  pgPoolMax: number;
  /**
   * `synchronous_commit` of the server's PostgreSQL sessions; unset keeps the database's own
   * setting (on). `off` answers a write before its WAL reaches the disk: a crash of the database
   * machine may then lose the last acknowledged writes (never corrupt the database).
   */
  pgSynchronousCommit?: 'on' | 'off' | 'local' | 'remote_write' | 'remote_apply';
  /** `smtp://…` / `smtps://…`: mails go out by SMTP; otherwise they are logged and written to `<dataDir>/outbox`. */
  smtpUrl?: string;
  /** `redis://…`: several instances share live events through the socket.io Redis adapter. */
  redisUrl?: string;
  /** Built client (webpack output with index.html), default ./dist. */
  clientDir: string;
  /** Sender of outgoing mail. */
  mailFrom: string;
  /** Largest accepted request body in bytes (413 above it). */
  bodyLimitBytes: number;
  /**
   * Largest import body in bytes (issue 7 import routes; default IMPORT_MAX_BYTES of
   * src/shared/board/boardExport.ts). Tests lower it.
   */
  importMaxBytes?: number;
  /**
   * Shortest time between two automatic wiki revisions of a page (ms; issue 18, default
   * WIKI_REVISION_INTERVAL_MS of src/shared/wiki/wiki.types.ts). Tests lower it.
   */
  wikiRevisionIntervalMs?: number;
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  logLevel: string;
  /** Trust X-Forwarded-* headers (behind a reverse proxy) for the client IP. */
  trustProxy: boolean;
  /** Limits of DESIGN §3 Auth (429 RATE_LIMITED). */
  rateLimits: {
    /** Failed sign-ins per IP + e-mail (only failures count). */
    loginFailures: RateLimitRule;
    /** Registrations per IP. */
    registrations: RateLimitRule;
    /** Password-restore code requests per e-mail. */
    emailCodes: RateLimitRule;
    /** Every other request, per token (or per IP without one). */
    perUser: RateLimitRule;
  };
  /**
   * argon2id cost overrides. Empty in production (the argon2 package's argon2id defaults);
   * tests lower them to keep the suite fast.
   */
  argon2: { memoryCost?: number; timeCost?: number; parallelism?: number };
  /** How often the sticker scheduler polls for due card stickers, ms (default 1000; src/server/stickers/stickerScheduler.ts). */
  stickerSchedulerIntervalMs: number;
  /** How often the calendar scheduler polls for due event reminders, ms (default 1000; src/server/calendar/calendarScheduler.ts). */
  calendarSchedulerIntervalMs: number;
  /**
   * CSP `frame-ancestors` sources: who may show the app in a frame (spec/shell.md §4 embedding),
   * e.g. `["'self'", 'https://portal.example.com']`. Default `["'self'"]`
   * (src/server/plugins/securityHeaders.ts).
   */
  frameAncestors: string[];
  /** Conference calls (issue 17; src/server/chat/call*.ts; README "Conference calls"). */
  calls: CallSettings;
}

/** Conference call timing and ICE configuration (all times in ms unless named `…S`). */
export interface CallSettings {
  /** An empty call ends after this long (CALL_EMPTY_TIMEOUT_MS, default 0: when the last one leaves). */
  emptyTimeoutMs: number;
  /** A participant without a heartbeat for this long is removed (CALL_HEARTBEAT_TIMEOUT_MS, default 20 000). */
  heartbeatTimeoutMs: number;
  /** An invitation rings this long, then is missed (CALL_RING_MS, default 30 000). */
  ringMs: number;
  /** How often each instance sweeps stale participants, empty calls and expired invitations (default 1000). */
  sweepIntervalMs: number;
  /** ICE_SERVERS: RTCIceServer[] handed to clients (default []: host candidates only). */
  iceServers: CallIceServer[];
  /** TURN_SECRET: coturn `static-auth-secret`; TURN entries without credentials get short-lived ones. */
  turnSecret?: string;
  /** TURN_TTL_S: lifetime of those credentials in seconds (default 3600). */
  turnTtlS: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));
const int = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);
const optionalInt = z.coerce.number().int().positive().optional();
/**
 * One CSP source a frame parent may have: 'self', 'none', *, a scheme (`https:`) or an origin with
 * optional wildcard host and port (`https://*.example.com:8443`). Nothing that could end the
 * directive (`;`, `,`, spaces, quotes other than the keywords).
 */
const FRAME_SOURCE =
  /^(?:'self'|'none'|\*|[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9.-]+(?::(?:\d{1,5}|\*))?)$/i;
const frameAncestors = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value || "'self'").split(/\s+/))
  .refine((sources) => sources.every((source) => FRAME_SOURCE.test(source)), {
    error: "a space-separated list of CSP sources such as 'self' https://portal.example.com",
  })
  .refine((sources) => !sources.includes("'none'") || sources.length === 1, { error: "'none' stands alone" });

const envSchema = z.object({
  PORT: int(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText,
  SMTP_URL: optionalText,
  REDIS_URL: optionalText,
  PG_POOL_MAX: optionalText.transform((value) => value ?? '10').pipe(z.coerce.number<string>().int().min(1).max(1000)),
  PG_SYNCHRONOUS_COMMIT: optionalText.pipe(z.enum(['on', 'off', 'local', 'remote_write', 'remote_apply']).optional()),
  CLIENT_DIR: z.string().trim().min(1).default('./dist'),
  MAIL_FROM: z.string().trim().min(1).default('Teamspace <no-reply@teamspace.local>'),
  BODY_LIMIT_BYTES: int(10 * 1024 * 1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  RATE_LOGIN_MAX: int(10),
  RATE_LOGIN_WINDOW_MS: int(15 * MINUTE),
  RATE_REGISTER_MAX: int(20),
  RATE_REGISTER_WINDOW_MS: int(HOUR),
  RATE_EMAIL_CODE_MAX: int(5),
  RATE_EMAIL_CODE_WINDOW_MS: int(HOUR),
  RATE_USER_MAX: int(10_000),
  RATE_USER_WINDOW_MS: int(MINUTE),
  ARGON2_MEMORY_COST: optionalInt,
  ARGON2_TIME_COST: optionalInt,
  ARGON2_PARALLELISM: optionalInt,
  STICKER_SCHEDULER_INTERVAL_MS: z.coerce.number().int().positive().default(1000),
  CALENDAR_SCHEDULER_INTERVAL_MS: z.coerce.number().int().positive().default(1000),
  FRAME_ANCESTORS: frameAncestors,
  CALL_EMPTY_TIMEOUT_MS: int(0),
  CALL_HEARTBEAT_TIMEOUT_MS: z.coerce.number().int().positive().default(CALL_HEARTBEAT_TIMEOUT_MS),
  CALL_RING_MS: z.coerce.number().int().positive().default(CALL_RING_MS),
  CALL_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(1000),
  ICE_SERVERS: iceServersSetting,
  TURN_SECRET: optionalText,
  TURN_TTL_S: z.coerce.number().int().positive().default(3600),
});

/**
 * Builds the configuration from environment variables (pure; paths resolved against `cwd`).
 * Throws an Error naming every invalid variable, e.g. `PORT: Invalid input`.
 */
export function loadConfig(env: Record<string, string | undefined>, cwd: string = process.cwd()): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    pgPoolMax: e.PG_POOL_MAX,
    pgSynchronousCommit: e.PG_SYNCHRONOUS_COMMIT,
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    clientDir: path.resolve(cwd, e.CLIENT_DIR),
    mailFrom: e.MAIL_FROM,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      loginFailures: { max: e.RATE_LOGIN_MAX, windowMs: e.RATE_LOGIN_WINDOW_MS },
      registrations: { max: e.RATE_REGISTER_MAX, windowMs: e.RATE_REGISTER_WINDOW_MS },
      emailCodes: { max: e.RATE_EMAIL_CODE_MAX, windowMs: e.RATE_EMAIL_CODE_WINDOW_MS },
      perUser: { max: e.RATE_USER_MAX, windowMs: e.RATE_USER_WINDOW_MS },
    },
    argon2: {
      ...(e.ARGON2_MEMORY_COST ? { memoryCost: e.ARGON2_MEMORY_COST } : {}),
      ...(e.ARGON2_TIME_COST ? { timeCost: e.ARGON2_TIME_COST } : {}),
      ...(e.ARGON2_PARALLELISM ? { parallelism: e.ARGON2_PARALLELISM } : {}),
    },
    stickerSchedulerIntervalMs: e.STICKER_SCHEDULER_INTERVAL_MS,
    calendarSchedulerIntervalMs: e.CALENDAR_SCHEDULER_INTERVAL_MS,
    frameAncestors: e.FRAME_ANCESTORS,
    calls: {
      emptyTimeoutMs: e.CALL_EMPTY_TIMEOUT_MS,
      heartbeatTimeoutMs: e.CALL_HEARTBEAT_TIMEOUT_MS,
      ringMs: e.CALL_RING_MS,
      sweepIntervalMs: e.CALL_SWEEP_INTERVAL_MS,
      iceServers: e.ICE_SERVERS,
      turnSecret: e.TURN_SECRET,
      turnTtlS: e.TURN_TTL_S,
    },
  };
}
