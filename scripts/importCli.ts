/**
 * The import command lines (issue 7 Deliver 2; DESIGN §3 "The CLI reads the same configuration as
 * the server (DATA_DIR, DATABASE_URL) and writes to the database directly"):
 *   npm run import:trello -- <export.json> --user <e-mail> [--company <id>] [--project <id>]
 *   npm run import:board  -- <board.teamspace.json> --user <e-mail> [--company <id>] [--project <id>]
 * The user must exist. Company: --company (the user must be a member), else the user's first
 * company. Project: --project (of that company), else the company's first open project, else a new
 * one named "Imported from Trello" / "Imported boards". Progress lines go to stdout, and the LAST
 * line is exactly one JSON object, the import report `{boardId, columns, cards, archivedCards,
 * subCards, comments, skipped}`. Any error: a clear message on stderr, exit code 1, no JSON line.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { boardExportSchema, IMPORT_MAX_BYTES, type ImportReport } from '../src/shared/board/boardExport';
import { actorOf, requireCompany, requireProject } from '../src/server/access/access.service';
import { loadConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/createDatabase';
import type { Db } from '../src/server/editor/cards.repository';
import { translatorFor } from '../src/server/http/i18n';
import { importBoardExport } from '../src/server/import/boardImport/importBoardExport';
import { loadCompanyPeople, type CompanyPeople } from '../src/server/import/companyPeople';
import { convertTrelloExport } from '../src/server/import/trello/trelloConvert';
import { TrelloExportError } from '../src/server/import/trello/trelloExport';
import { failureOf } from '../src/server/plugins/errors';
import { insertProject } from '../src/server/project/project.repository';

export type ImportFormat = 'trello' | 'board';

/** A problem the user can fix: printed as is, exit code 1. */
class CliError extends Error {}

interface Args {
  file: string;
  email: string;
  companyId?: number;
  projectId?: number;
}

function parseArgs(argv: readonly string[], format: ImportFormat): Args {
  const usage = `Usage: npm run import:${format} -- <file.json> --user <e-mail> [--company <id>] [--project <id>]`;
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2);
      const value = inline ?? argv[(i += 1)];
      if (value === undefined) throw new CliError(`--${name} needs a value.\n${usage}`);
      options[name] = value;
    } else positional.push(arg);
  }
  const id = (name: string): number | undefined => {
    if (options[name] === undefined) return undefined;
    const value = Number(options[name]);
    if (!Number.isInteger(value) || value <= 0) throw new CliError(`--${name} must be a positive integer id.`);
    return value;
  };
  if (positional.length !== 1 || !options.user) throw new CliError(usage);
  return {
    file: positional[0],
    email: options.user.trim().toLowerCase(),
    companyId: id('company'),
    projectId: id('project'),
  };
}

function readJson(file: string): unknown {
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch {
    throw new CliError(`Cannot read the file ${file}.`);
  }
  if (size > IMPORT_MAX_BYTES) {
    throw new CliError(`The file is too large: an import may be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`);
  }
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  } catch {
    throw new CliError('The file is not valid JSON: it may be truncated or damaged.');
  }
}

/** The company and project to import into (see the file header). */
async function placeOf(db: Db, args: Args, format: ImportFormat, log: (line: string) => void) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'isSystemAdmin', 'name'])
    .where('email', '=', args.email)
    .executeTakeFirst();
  if (!user) throw new CliError(`No user with the e-mail ${args.email}.`);
  const actor = actorOf({ user });
  if (args.projectId !== undefined) {
    const { project, companyId } = await requireProject(db, actor, args.projectId);
    if (args.companyId !== undefined && companyId !== args.companyId) {
      throw new CliError(`Project ${args.projectId} is not in company ${args.companyId}.`);
    }
    return { user, companyId, projectId: project.id };
  }
  let companyId = args.companyId;
  if (companyId !== undefined) await requireCompany(db, actor, companyId);
  else {
    const first = await db
      .selectFrom('companyMembers')
      .select('companyId')
      .where('userId', '=', user.id)
      .orderBy('id')
      .executeTakeFirst();
    if (!first) throw new CliError(`${args.email} belongs to no company: give --company or join one first.`);
    companyId = first.companyId;
  }
  const project = await db
    .selectFrom('projects')
    .select('id')
    .where('companyId', '=', companyId)
    .where('archivedAt', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  if (project) return { user, companyId, projectId: project.id };
  const name = format === 'trello' ? 'Imported from Trello' : 'Imported boards';
  const created = await insertProject(db, companyId, name);
  log(`Created the project "${name}" (id ${created.id}) in company ${companyId}.`);
  return { user, companyId, projectId: created.id };
}

function convert(format: ImportFormat, json: unknown, people: CompanyPeople) {
  if (format === 'trello') {
    try {
      return convertTrelloExport(json, people);
    } catch (error) {
      if (error instanceof TrelloExportError) throw new CliError(error.message);
      throw error;
    }
  }
  const parsed = boardExportSchema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(top level)'}: ${issue.message}`)
      .join('; ');
    throw new CliError(`This file is not a Teamspace board export (${where}).`);
  }
  return { board: parsed.data, skipped: [] };
}

/** Runs one import; resolves with the report (also printed as the last line). */
export async function importFromCli(format: ImportFormat, argv: readonly string[]): Promise<ImportReport> {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const args = parseArgs(argv, format);
  const started = performance.now();
  const json = readJson(args.file);
  log(`Read ${args.file} (${Math.round(performance.now() - started)} ms).`);
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const { db } = await createDatabase(config);
  try {
    const place = await placeOf(db, args, format, log);
    const people = await loadCompanyPeople(db, place.companyId);
    const converted = convert(format, json, people);
    const cards = converted.board.columns.reduce((sum, column) => sum + column.cards.length, 0);
    log(
      `Converted "${converted.board.board.name}": ${converted.board.columns.length} columns, ${cards} top-level cards.`,
    );
    const written = await importBoardExport(db, {
      projectId: place.projectId,
      userId: place.user.id,
      file: converted.board,
      people,
    });
    const report: ImportReport = { ...written, skipped: [...converted.skipped, ...written.skipped] };
    log(
      `Wrote board ${report.boardId} into project ${place.projectId} (${Math.round(performance.now() - started)} ms).`,
    );
    log(JSON.stringify(report));
    return report;
  } finally {
    await db.destroy();
  }
}

/** The message of any failure, in English (AppErrors as the API would word them). */
function messageOf(error: unknown): string {
  if (error instanceof CliError) return error.message;
  const [status, body] = failureOf(error, translatorFor('en'));
  if (status >= 500) return `Import failed: ${error instanceof Error ? error.message : String(error)}`;
  if (body.code === 'NOT_FOUND') return 'Import failed: the company or project does not exist.';
  if (body.code === 'FORBIDDEN') return 'Import failed: the user may not create boards in that company.';
  return `Import failed: ${body.error}`;
}

/** Entry point of the scripts: runs the import, or prints the error and exits 1. */
export function runImportCli(format: ImportFormat): void {
  importFromCli(format, process.argv.slice(2)).then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`${messageOf(error)}\n`);
      process.exit(1);
    },
  );
}
