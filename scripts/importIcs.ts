/**
 * `npm run import:ics -- <file.ics> --user <e-mail> [--time-zone <IANA zone>] [--dry-run]`: reads an
 * iCalendar file (Google Calendar, Nextcloud, Apple, Outlook exports) and imports its events for the
 * user (spec/shell.md §3 Calendar event; src/server/calendar/ics/icsImport.ts). The zone reads
 * floating times and all-day dates when the file names none (default: this machine's zone).
 * Prints what was found and every line of what had no place; the LAST line is one JSON object
 * `{events, recurring, overrides, skipped, written, dryRun}`. Any error: a message on stderr, exit 1.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { IcsImportError, MAX_ICS_BYTES, parseIcs } from '../src/server/calendar/ics/icsImport';
import { persistImport } from '../src/server/calendar/ics/icsPersistSeam';

const USAGE = 'Usage: npm run import:ics -- <file.ics> --user <e-mail> [--time-zone <IANA zone>] [--dry-run]';

class CliError extends Error {}

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

async function main(argv: readonly string[]): Promise<void> {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const args = parseArgs(argv);
  const started = performance.now();
  const result = parseIcs(readText(args.file), { defaultTimeZone: args.timeZone });
  const recurring = result.events.filter((event) => event.body.isRecurring).length;
  const overrides = result.events.reduce((sum, event) => sum + event.overrides.length, 0);
  log(
    `Read ${args.file} in ${Math.round(performance.now() - started)} ms: ${result.events.length} events ` +
      `(${recurring} recurring), ${overrides} changed occurrences.`,
  );
  if (result.skipped.length > 0) {
    log(`Not imported, or imported in part (${result.skipped.length}):`);
    for (const item of result.skipped) {
      const what = [item.summary && `"${item.summary}"`, item.uid && `(${item.uid})`].filter(Boolean).join(' ');
      log(`  - ${what ? `${what}: ` : ''}${item.reason}`);
    }
  }
  const { written } = await persistImport(result, { userEmail: args.email, dryRun: args.dryRun });
  log(args.dryRun ? 'Dry run: nothing was written.' : `Wrote ${written} events for ${args.email}.`);
  const summary = {
    events: result.events.length,
    recurring,
    overrides,
    skipped: result.skipped.length,
    written,
    dryRun: args.dryRun,
  };
  log(JSON.stringify(summary));
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    const message =
      error instanceof CliError || error instanceof IcsImportError
        ? error.message
        : `Import failed: ${String(error instanceof Error ? error.message : error)}`;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  },
);
