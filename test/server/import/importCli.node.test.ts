/**
 * The import command line (issue 7 Deliver 2): `npm run import:trello -- <export.json> --user
 * <e-mail> [--company <id>] [--project <id>]` run as a real process on the server's DATA_DIR —
 * its last line is exactly the JSON import report and the board is there for the server to show;
 * a bad file or an unknown user ends with a clear message on stderr, exit code 1 and no JSON line.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type Json, type TestServer } from '../harness';
import { ok, person, type Person } from '../editor/editorFixture';

const ROOT = path.resolve(__dirname, '../../..');
const FIXTURE = path.join(__dirname, 'fixtures/trello-board.json');

function runCli(server: TestServer, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/importTrello.ts', ...args],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: server.config.dataDir, DATABASE_URL: '' }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

let server: TestServer;
let owner: Person;
let email: string;
let companyId: number;
beforeAll(async () => {
  server = await startServer('sqlite');
  owner = await person(server, 'Olga Owner');
  email = (await ok(server, owner, 'GET', '/auth/user')).email;
  companyId = (await ok(server, owner, 'POST', '/company', { name: 'Acme' })).id;
});
afterAll(async () => {
  await server.close();
});

test('the last line is the JSON report and the board is in a new "Imported from Trello" project', async () => {
  const run = await runCli(server, [FIXTURE, '--user', email]);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  const lines = run.stdout.trim().split('\n');
  expect(lines.length).toBeGreaterThan(1);
  const report: Json = JSON.parse(lines[lines.length - 1]);
  expect(Object.keys(report).sort()).toEqual(
    ['archivedCards', 'boardId', 'cards', 'columns', 'comments', 'skipped', 'subCards'].sort(),
  );
  expect(lines.slice(0, -1).every((line) => !line.startsWith('{'))).toBe(true);

  const company = await ok(server, owner, 'GET', `/company/${companyId}`);
  expect(company.projects.map((p: Json) => p.name)).toEqual(['Imported from Trello']);
  const boards: Json[] = await ok(server, owner, 'GET', `/project/${company.projects[0].id}/boards`);
  expect(boards.map((b) => b.id)).toEqual([report.boardId]);
  // The board shows the open lists; the archived list is an archived column.
  const shown: Json[] = await ok(server, owner, 'GET', `/editor/columns/${report.boardId}`);
  const archived: Json[] = await ok(server, owner, 'GET', `/editor/columns/${report.boardId}/archived`);
  const columns = [...shown, ...archived];
  expect(archived.map((c) => c.name)).toEqual(['Old stuff']);
  expect(columns).toHaveLength(report.columns);
  expect(columns.reduce((sum, c) => sum + c.cardsCount + c.archiveCount, 0)).toBe(report.cards);
}, 60_000);

test('--project puts the board into that project', async () => {
  const project = await ok(server, owner, 'POST', `/company/${companyId}/projects`, { name: 'Target' });
  const run = await runCli(server, [
    FIXTURE,
    '--user',
    email,
    '--company',
    String(companyId),
    '--project',
    String(project.id),
  ]);
  expect(run.code).toBe(0);
  const report = JSON.parse(run.stdout.trim().split('\n').pop() as string);
  const boards: Json[] = await ok(server, owner, 'GET', `/project/${project.id}/boards`);
  expect(boards.map((b) => b.id)).toEqual([report.boardId]);
}, 60_000);

test('a file that is not a Trello export, a truncated file or an unknown user: exit 1, a message, no JSON', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamspace-cli-'));
  try {
    const notTrello = path.join(dir, 'hello.json');
    fs.writeFileSync(notTrello, '{"hello":"world"}');
    const truncated = path.join(dir, 'cut.json');
    fs.writeFileSync(truncated, fs.readFileSync(FIXTURE, 'utf8').slice(0, 500));
    const boardsBefore = (await server.app.db.selectFrom('boards').select('id').execute()).length;

    const runs = await Promise.all([
      runCli(server, [notTrello, '--user', email]),
      runCli(server, [truncated, '--user', email]),
      runCli(server, [FIXTURE, '--user', 'nobody@example.com']),
    ]);
    const messages = [
      /Not a Trello board export: missing "id", "name", "lists", "cards"/,
      /not valid JSON/,
      /No user with the e-mail nobody@example.com/,
    ];
    runs.forEach((run, index) => {
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(messages[index]);
      expect(run.stdout).not.toMatch(/^\{/m);
    });
    expect((await server.app.db.selectFrom('boards').select('id').execute()).length).toBe(boardsBefore);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
