/**
 * `npm run import:ics -- <file.ics> --user <e-mail> [--time-zone <IANA zone>] [--dry-run]`: imports
 * an iCalendar file as the user's personal events (./importIcsCli.ts). Exit 0 on success; any
 * error prints its message on stderr and exits 1.
 */
import { cliMessageOf, importIcsFromCli } from './importIcsCli';

importIcsFromCli(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${cliMessageOf(error)}\n`);
    process.exit(1);
  },
);
