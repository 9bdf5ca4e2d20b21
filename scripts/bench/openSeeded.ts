/**
 * The seeded demo board in the open benchmark (issue 13 item 8 and goal "≤ 0.5 s for the seeded
 * board"; `npm run bench:open -- --seeded`):
 * - `runDemoSeed`: fills the bench server's data dir / database with `npm run seed`
 *   (scripts/seed.ts, run as `node --import tsx scripts/seed.ts` with the server's env) before the
 *   server starts;
 * - `openSeededBoard`: signs in as the seed's first user (A, owner) and second user (B, admin)
 *   with `POST /auth/login`, takes the first board of the first project of A's first company (the
 *   board `/cabinet/project/{id}/board` opens when none was selected before: GET /company,
 *   GET /company/{id}, GET /project/{id}) and reads its columns' first pages
 *   (GET /editor/columns/{boardId}) into a `BenchBoard`: `first` = top card of column 1, `second` =
 *   the next card of column 1, `renamed` = top card of column 2. The demo's titles repeat
 *   ("Fix the login page" may be on several cards), and the probe finds cards by title, so each pick
 *   moves down its column to the next card whose title is on no other first-page card.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { apiCall, type BenchBoard, type BenchCard } from './openSeed';

const ROOT = path.resolve(__dirname, '../..');
/** The seed's users (scripts/seed.ts USERS[0], USERS[1]) and their shared password. */
const SEED_USER_A = 'anna@demo.teamspace';
const SEED_USER_B = 'boris@demo.teamspace';
const SEED_PASSWORD = 'teamspace-demo';

/** Runs scripts/seed.ts with the server's env (DATA_DIR / DATABASE_URL); rejects when it fails. */
export function runDemoSeed(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/seed.ts')], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`scripts/seed.ts exited with ${code}`))));
  });
}

/** `POST /auth/login`; the bearer token of the answer's Authorization header. */
async function login(baseUrl: string, email: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password: SEED_PASSWORD }),
  });
  const text = await answer.text();
  const token = answer.headers.get('authorization')?.replace(/^Bearer /, '');
  if (answer.status >= 300 || !token) throw new Error(`sign-in of ${email} failed: ${answer.status} ${text}`);
  return token;
}

/** Escapes `text` for a RegExp source. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The seeded board with the tokens of its users A and B (see the file comment). */
export interface SeededBoard {
  tokenA: string;
  tokenB: string;
  board: BenchBoard;
  /** Which cards were picked, e.g. `first "Fix CSV export" (column 1, row 1), …`, for the log. */
  picks: string;
}

/** Signs in the seed's users and builds the `BenchBoard` of the board A opens first (file comment). */
export async function openSeededBoard(baseUrl: string): Promise<SeededBoard> {
  const tokenA = await login(baseUrl, SEED_USER_A);
  const tokenB = await login(baseUrl, SEED_USER_B);
  const [company] = await apiCall<{ id: number }[]>(baseUrl, tokenA, 'GET', '/company');
  if (!company) throw new Error(`${SEED_USER_A} belongs to no company: did the seed run?`);
  const { projects } = await apiCall<{ projects: { id: number; archivedAt: string | null }[] }>(
    baseUrl,
    tokenA,
    'GET',
    `/company/${company.id}`,
  );
  const project = projects.find((p) => p.archivedAt === null);
  if (!project) throw new Error(`company ${company.id} has no open project`);
  const { boards } = await apiCall<{ boards: { id: number }[] }>(baseUrl, tokenA, 'GET', `/project/${project.id}`);
  if (!boards[0]) throw new Error(`project ${project.id} has no board`);
  const boardId = boards[0].id;
  const columns = await apiCall<{ cards: BenchCard[]; cardsCount: number }[]>(
    baseUrl,
    tokenA,
    'GET',
    `/editor/columns/${boardId}`,
  );
  const names = columns.flatMap((column) => column.cards.map((card) => card.name));
  const unique = (card: BenchCard) => names.filter((name) => name === card.name).length === 1;
  const pick = (column: number, after?: BenchCard): BenchCard => {
    const cards = columns[column - 1]?.cards ?? [];
    const from = after ? cards.findIndex((card) => card.id === after.id) + 1 : 0;
    const card = cards.slice(from).find(unique);
    if (!card) throw new Error(`column ${column} of board ${boardId} has no card with a title of its own`);
    return { id: card.id, name: card.name };
  };
  const first = pick(1);
  const second = pick(1, first);
  const renamed = pick(2);
  const where = (role: string, card: BenchCard, column: number) =>
    `${role} "${card.name}" (column ${column}, row ${columns[column - 1].cards.findIndex((c) => c.id === card.id) + 1})`;
  const cards = columns.reduce((sum, column) => sum + column.cardsCount, 0);
  const cardsPerColumn = Math.round(cards / Math.max(1, columns.length));
  return {
    tokenA,
    tokenB,
    picks: [where('first', first, 1), where('second', second, 1), where('renamed', renamed, 2)].join(', '),
    board: {
      label: `seeded ${columns.length} × ~${cardsPerColumn}`,
      columns: columns.length,
      cardsPerColumn,
      projectId: project.id,
      boardId,
      first,
      second,
      renamed,
      // The titles of the first pages, renamed ones included (` r<run>…`, see openMeasure.ts).
      cardPattern: `^(${[...new Set(names)].map(literal).join('|')})( r\\d+.*)?$`,
    },
  };
}
