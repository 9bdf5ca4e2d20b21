/**
 * Opens the database chosen by the configuration and brings its schema up to date
 * (DESIGN §2): SQLite via better-sqlite3 in WAL mode at `<dataDir>/teamspace.sqlite` by default,
 * PostgreSQL via pg when `databaseUrl` is set. The same migrations run on both.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { ServerConfig } from '../config';
import type { Database } from './database';
import { migrationProvider } from './migrations';

export type DialectName = 'sqlite' | 'postgres';

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
}

/** Name of the SQLite file inside DATA_DIR. */
export const SQLITE_FILE = 'teamspace.sqlite';

/**
 * Opens the database and runs pending migrations. Throws when the database cannot be reached
 * or a migration fails (the server must not start on a half-migrated schema).
 * @param onPoolError called for errors of idle PostgreSQL connections (logged by the caller).
 */
export async function createDatabase(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'> &
    Partial<Pick<ServerConfig, 'pgPoolMax' | 'pgSynchronousCommit'>>,
  onPoolError: (error: Error) => void = () => {},
): Promise<OpenDatabase> {
  const opened = config.databaseUrl
    ? openPostgres(config, config.databaseUrl, onPoolError)
    : openSqlite(config.dataDir);
  try {
    await migrateToLatest(opened.db);
  } catch (error) {
    await opened.db.destroy();
    throw error;
  }
  return opened;
}

function openSqlite(dataDir: string): OpenDatabase {
  fs.mkdirSync(dataDir, { recursive: true });
  const database = new SQLite(path.join(dataDir, SQLITE_FILE));
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  // Another process (the import CLI, a second instance) may hold the write lock briefly.
  database.pragma('busy_timeout = 5000');
  // SQLite's lower() and LIKE fold ASCII only; searches must match Cyrillic in any case too.
  database.function('unicode_lower', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLowerCase() : text,
  );
  // Deadline filters compare stored ISO texts as instants (PostgreSQL: migration 20261201090000).
  database.function('iso_instant', { deterministic: true }, isoInstant);
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database }), plugins: [new CamelCasePlugin()] }),
    dialect: 'sqlite',
  };
}

/**
 * A stored ISO date or date-time (`2026-05-04`, `2026-05-04T10:00+03:00`, …) as the UTC instant
 * Date#toISOString writes; a text without a zone is read as UTC (as PostgreSQL's `iso_instant`
 * reads it); null when not a readable date. SQLite's `iso_instant(text)` (the board's deadline
 * filters, editor/filters.ts).
 */
export function isoInstant(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  // A day the calendar lacks (2026-02-30) is unreadable, as on PostgreSQL; Date.parse rolls it over.
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (day && new Date(Date.UTC(+day[1], +day[2] - 1, +day[3])).getUTCDate() !== +day[3]) return null;
  const zoned = /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text) ? `${text}Z` : text;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

function openPostgres(
  config: Partial<Pick<ServerConfig, 'pgPoolMax' | 'pgSynchronousCommit'>>,
  connectionString: string,
  onPoolError: (error: Error) => void,
): OpenDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: config.pgPoolMax ?? 10,
    // A session setting sent with the connection's start-up packet: no extra round trip.
    ...(config.pgSynchronousCommit ? { options: `-c synchronous_commit=${config.pgSynchronousCommit}` } : {}),
  });
  pool.on('error', onPoolError);
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] }),
    dialect: 'postgres',
  };
}

/** Runs every pending migration; throws the first failure. Migrations use snake_case names themselves. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db: db.withoutPlugins(), provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
}
