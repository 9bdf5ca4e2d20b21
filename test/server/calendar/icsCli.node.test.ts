/**
 * `npm run import:ics` (scripts/importIcsCli.ts) against a running server's database, as an admin
 * would run it beside `npm start` (same DATA_DIR / DATABASE_URL): the file's events are written as
 * the user's personal events, which the server then lists; an unknown e-mail is refused with a
 * clear message and nothing is written; a dry run writes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CliError, importIcsFromCli } from '../../../scripts/importIcsCli';
import { parseIcs } from '../../../src/server/calendar/ics/icsImport';
import { forEachDialect, registerUser, type Json, type TestServer } from '../harness';
import { ok } from '../editor/editorFixture';

const FILE = path.join(__dirname, 'ics', 'fixtures', 'nextcloud.ics');
const quiet = () => {};
const envOf = (server: TestServer) => ({
  DATA_DIR: server.config.dataDir,
  ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl } : {}),
});

forEachDialect('import:ics command line', (ref) => {
  test('writes the file for the user into the server’s database', async () => {
    const registered = await registerUser(ref.server, 'Cleo Cli');
    const { token, user } = registered;
    const { email } = registered;
    const lines: string[] = [];
    const summary = await importIcsFromCli(
      [FILE, '--user', email.toUpperCase(), '--time-zone', 'UTC'],
      envOf(ref.server),
      (line) => lines.push(line),
    );
    const parsed = parseIcs(fs.readFileSync(FILE, 'utf8'), { defaultTimeZone: 'UTC' });
    const overrides = parsed.events.reduce((sum, series) => sum + series.overrides.length, 0);
    expect(summary).toMatchObject({ events: parsed.events.length, written: parsed.events.length, dryRun: false });
    expect(summary.writtenOverrides).toBe(overrides);
    expect(JSON.parse(lines[lines.length - 1])).toEqual(summary);
    const listed: Json[] = await ok(
      ref.server,
      { token, id: user.id, name: 'Cleo Cli' },
      'GET',
      '/api/calendar/events',
    );
    expect(listed).toHaveLength(parsed.events.length + overrides);
    expect(new Set(listed.map((event) => event.type))).toEqual(new Set(['personal']));
    const rows = await ref.server.app.db
      .selectFrom('calendarEvents')
      .select(['creatorId', 'reminderDueAt'])
      .where('creatorId', '=', user.id)
      .execute();
    expect(rows).toHaveLength(parsed.events.length + overrides);
  });

  test('an unknown e-mail is refused and nothing is written; a dry run writes nothing', async () => {
    const before = await ref.server.app.db.selectFrom('calendarEvents').select('id').execute();
    await expect(importIcsFromCli([FILE, '--user', 'nobody@example.com'], envOf(ref.server), quiet)).rejects.toEqual(
      new CliError('No user with the e-mail nobody@example.com: sign up first, or check the address.'),
    );
    const dry = await importIcsFromCli([FILE, '--user', 'nobody@example.com', '--dry-run'], envOf(ref.server), quiet);
    expect(dry).toMatchObject({ written: 0, writtenOverrides: 0, dryRun: true });
    expect(await ref.server.app.db.selectFrom('calendarEvents').select('id').execute()).toHaveLength(before.length);
  });
});
