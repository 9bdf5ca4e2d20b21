/**
 * How the concurrency test calls each route the route table marks with `race`: the caller, the
 * request and any preparation, on one fresh set of objects (world.ts `freshIds`). Most routes
 * are called by company A's owner with the row's own request; the exceptions are listed here.
 * Also `rowCounts`: a fingerprint of every table (rows, and rows still live where deletion is
 * soft) whose change a burst of identical calls must make exactly as one call does.
 */
import { sql } from 'kysely';
import { registerUser, type TestServer } from '../harness';
import { requestOf, ROUTES } from './routeTable';
import { must, PASSWORD, signIn, type Ids, type World } from './world';

export interface RacePlan {
  token?: string;
  method: string;
  url: string;
  body?: unknown;
}

type Planner = (world: World, ids: Ids) => Promise<RacePlan>;

/** The route's own request (route table row) as the owner, or as the first role it allows. */
const asTable =
  (key: string, body?: (ids: Ids) => unknown): Planner =>
  async (world, ids) => {
    const entry = ROUTES[key];
    const role = (['owner', 'admin', 'member'] as const).find((name) => entry.access[name] === 'ok') ?? 'owner';
    const request = requestOf(key, ids);
    return { token: world.tokens[role], ...request, ...(body ? { body: body(ids) } : {}) };
  };

/** Routes whose race needs another caller, body or object than their route table row. */
const SPECIAL: Record<string, (key: string) => Planner> = {
  // One new user joins by the link: one membership, the link used once.
  'POST /company/{id}/join/{token}': (key) => async (world, ids) => ({
    ...(await asTable(key)(world, ids)),
    token: (await registerUser(world.server, 'Racing Joiner')).token,
  }),
  // The set's plain member leaves (the owner may not).
  'POST /company/{id}/leave': (key) => async (world, ids) => ({
    ...(await asTable(key)(world, ids)),
    token: await signIn(world.server, { email: ids.emails[ids.emails.length - 1], password: PASSWORD }),
  }),
  // A sign-up: no token.
  'POST /auth/register': (key) => async (world, ids) => ({ ...(await asTable(key)(world, ids)), token: undefined }),
  // A type that exists once per board (spec/board.md §3), not the row's named text field.
  'POST /board/{boardId}/stickers': (key) => asTable(key, () => ({ type: 'deadline' })),
  // Turning the guest link on for a board that has none yet (the row regenerates the token).
  'PUT /board/{boardId}/share': () => async (world, ids) => {
    const board = await must(world.server, world.tokens.owner, 'POST', `/project/${ids.projectId}/boards`, {
      name: `Unshared ${ids.marker}`,
    });
    return { token: world.tokens.owner, method: 'PUT', url: `/board/${board.id}/share`, body: { enabled: true } };
  },
};

/** The plan of a marked route on `ids` (preparation done). */
export function planOf(key: string): Planner {
  return (SPECIAL[key] ?? asTable)(key);
}

/** Soft-deleted tables and the column that marks a row deleted. */
const SOFT: Record<string, string> = { board_stickers: 'deleted_at', invite_links: 'revoked_at' };
const TABLES = [
  'users',
  'sessions',
  'email_codes',
  'companies',
  'company_members',
  'invite_links',
  'projects',
  'boards',
  'columns',
  'cards',
  'card_members',
  'comments',
  'card_history',
  'board_stickers',
  'card_stickers',
  'task_templates',
  'board_shares',
  'calendar_events',
  'calendar_invitations',
  'calendar_feeds',
  'chat_rooms',
  'chat_members',
];

/** Rows per table (and live rows of soft-deleted tables, as `<table>.live`), straight from the database. */
export async function rowCounts(server: TestServer): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const live = SOFT[table] ? sql`count(*) filter (where ${sql.ref(SOFT[table])} is null)` : sql`0`;
    const { rows } = await sql<{ total: number | string; live: number | string }>`
      select count(*) as total, ${live} as live from ${sql.table(table)}`.execute(server.app.db);
    counts[table] = Number(rows[0].total);
    if (SOFT[table]) counts[`${table}.live`] = Number(rows[0].live);
  }
  return counts;
}

/** `after - before` per key, zeros left out. */
export function delta(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const changes: Record<string, number> = {};
  for (const key of Object.keys(after)) if (after[key] !== before[key]) changes[key] = after[key] - before[key];
  return changes;
}
