/**
 * `npm run import:ics -- <file.ics> --user <e-mail> [--time-zone <IANA zone>] [--dry-run]`: reads an
 * iCalendar file (Google Calendar, Nextcloud, Apple, Outlook exports) and imports its events as the
 * user's personal events (spec/shell.md §3 Calendar event; src/server/calendar/ics/icsImport.ts
 * reads, src/server/calendar/calendarImport.ts writes). Like the other import commands it reads the
 * server's configuration (DATA_DIR, DATABASE_URL; DESIGN §3) and writes to the database directly.
 * The zone reads floating times and all-day dates when the file names none (default: this
 * machine's zone). Prints what was found and every line of what had no place; the LAST line is one
 * JSON object `{events, recurring, overrides, skipped, written, writtenOverrides, dryRun}`. Any
 * error (unknown user, unreadable or refused file): a message on stderr, exit 1 (./importIcs.ts).
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { importIcs } from '../src/server/calendar/calendarImport';
import { IcsImportError, MAX_ICS_BYTES, parseIcs } from '../src/server/calendar/ics/icsImport';
import { loadConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/createDatabase';

const USAGE = 'Usage: npm run import:ics -- <file.ics> --user <e-mail> [--time-zone <IANA zone>] [--dry-run]';

/** A problem the user can fix: printed as is, exit code 1. */
export class CliError extends Error {}

/** The last line's summary. */
export interface IcsCliSummary {
  events: number;
  recurring: number;
  overrides: number;
  skipped: number;
  /** Series and single events written (0 on a dry run). */
  written: number;
  /** Override rows written. */
  writtenOverrides: number;
  dryRun: boolean;
}

function parseArgs(argv: readonly string[]) {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--dry-run') options['dry-run'] = true;
    else if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2);
      const value = inline ?? argv[(i += 1)];
      if (value === undefined) throw new CliError(`--${name} needs a value.\n${USAGE}`);
      options[name] = value;
    } else positional.push(arg);
  }
  if (positional.length !== 1 || typeof options.user !== 'string') throw new CliError(USAGE);
  const timeZone = typeof options['time-zone'] === 'string' ? options['time-zone'] : undefined;
  return {
    file: positional[0],
    email: options.user.trim().toLowerCase(),
    dryRun: options['dry-run'] === true,
    timeZone: timeZone ?? (Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'),
  };
}

function readText(file: string): string {
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch {
    throw new CliError(`Cannot read the file ${file}.`);
  }
  if (size > MAX_ICS_BYTES) throw new CliError(`The file is larger than ${MAX_ICS_BYTES / 1024 / 1024} MB.`);
  return fs.readFileSync(file, 'utf8');
}

/**
 * Runs one import with `env` as the server's environment (DATA_DIR, DATABASE_URL); `log` gets each
 * line. Resolves with the summary (also the last line); rejects with CliError or IcsImportError.
 */
export async function importIcsFromCli(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<IcsCliSummary> {
  const args = parseArgs(argv);
  const started = performance.now();
  const result = parseIcs(readText(args.file), { defaultTimeZone: args.timeZone });
  const recurring = result.events.filter((event) => event.body.isRecurring).length;
  const overrides = result.events.reduce((sum, event) => sum + event.overrides.length, 0);
  log(
    `Read ${args.file} in ${Math.round(performance.now() - started)} ms: ${result.events.length} events ` +
      `(${recurring} recurring), ${overrides} changed occurrences.`,
  );
  let written = { events: 0, overrides: 0, skipped: result.skipped };
  if (!args.dryRun) {
    const { db } = await createDatabase(loadConfig({ LOG_LEVEL: 'warn', ...env }));
    try {
      const user = await db.selectFrom('users').select('id').where('email', '=', args.email).executeTakeFirst();
      if (!user) throw new CliError(`No user with the e-mail ${args.email}: sign up first, or check the address.`);
      written = await importIcs(db, user.id, result);
    } finally {
      await db.destroy();
    }
  }
  if (written.skipped.length > 0) {
    log(`Not imported, or imported in part (${written.skipped.length}):`);
    for (const item of written.skipped) {
      const what = [item.summary && `"${item.summary}"`, item.uid && `(${item.uid})`].filter(Boolean).join(' ');
      log(`  - ${what ? `${what}: ` : ''}${item.reason}`);
    }
  }
  log(
    args.dryRun
      ? 'Dry run: nothing was written.'
      : `Wrote ${written.events} events and ${written.overrides} changed occurrences for ${args.email} ` +
          `(${Math.round(performance.now() - started)} ms).`,
  );
  const summary: IcsCliSummary = {
    events: result.events.length,
    recurring,
    overrides,
    skipped: written.skipped.length,
    written: written.events,
    writtenOverrides: written.overrides,
    dryRun: args.dryRun,
  };
  log(JSON.stringify(summary));
  return summary;
}

/** The message of any failure, in English. */
export const cliMessageOf = (error: unknown): string =>
  error instanceof CliError || error instanceof IcsImportError
    ? error.message
    : `Import failed: ${String(error instanceof Error ? error.message : error)}`;
