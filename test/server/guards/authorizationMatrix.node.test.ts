/**
 * The authorization matrix (DESIGN §5 Permissions, §3 Auth, Transports, Envelope): every route of
 * the OpenAPI document × {anonymous, guest of A's shared board, member, admin, owner, outsider,
 * system admin} with company A's ids, and the signed-in roles also with company B's ids, on SQLite
 * and PostgreSQL; the signed-in roles also over the socket `api`. Expected outcomes come from the
 * one route table (./routeTable.ts): a route without a row fails here.
 *
 * Every answer is checked for: no 5xx; the status the row expects; a refused answer (401/403/404)
 * is the error envelope without data; no password hash, session-token hash or e-mail code hash; no
 * session token in a body, and none in the Authorization header but the caller's own or a new one;
 * e-mails only of people the caller may see (its own; its companies' members, DESIGN §3 "User JSON"
 * and the company members list; everyone for the system admin; none for guests and anonymous
 * callers); another company's data (its `marker`) only for its members, the system admin, a guest
 * of its board, or the holder of its link token; its people's names (`peopleMarker`) never to a
 * guest of a link that hides them or to a non-member — except to the holder of a person's own
 * secret (`personalToken`: a calendar feed), who sees that person's names and e-mails. After the refused calls of a write route,
 * both companies read the same as before (read as their owners).
 *
 * Phases, in order: refused calls (state compared per write route), allowed calls, the socket
 * `api`, allowed destructive calls on fresh objects, session-ending calls with fresh sign-ins,
 * and last the calls that change the caller's own membership.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { call, forEachDialect, openSocket, socketCall, tokenOf, type Json, type TestServer } from '../harness';
import { expectedOutcome, requestOf, ROUTES, splitKey, statusMatches, type Outcome, type Which } from './routeTable';
import { buildWorld, freshIds, ROLES, signIn, SIGNED_IN_ROLES, type Ids, type Role, type World } from './world';

jest.setTimeout(120_000);

/**
 * Cases that fail today because of a known defect whose fix is under way elsewhere; each names the
 * route, who calls and a text of the problem. Remove the entry with the fix. (Empty: keep it so.)
 */
const KNOWN_DEFECTS: { key: string; role?: Role; problem: string; defect: string }[] = [];

interface Case {
  key: string;
  role: Role;
  which: Which;
  expected: Outcome;
  transport: 'http' | 'socket';
}

interface Answer {
  status: number;
  body: Json;
  authorization: string | undefined;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const HEX64 = /\b[0-9a-f]{64}\b/g;

/** Runs `fn` over `items`, at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const excerpt = (body: Json) => (typeof body === 'string' ? body : JSON.stringify(body)).slice(0, 300);

/** The company a signed-in role belongs to, if any. */
const companyOf = (role: Role): Which | undefined =>
  role === 'member' || role === 'admin' || role === 'owner' ? 'own' : role === 'outsider' ? 'other' : undefined;

/** Every case of the matrix over HTTP. */
function httpCases(): Case[] {
  const cases: Case[] = [];
  for (const [key, entry] of Object.entries(ROUTES)) {
    for (const role of ROLES) cases.push({ key, role, which: 'own', expected: entry.access[role], transport: 'http' });
    for (const role of SIGNED_IN_ROLES) {
      cases.push({ key, role, which: 'other', expected: expectedOutcome(entry, role, 'other'), transport: 'http' });
    }
  }
  return cases;
}

const describeCase = (c: Case, url: string) =>
  `${c.transport} ${c.role} → ${c.key} with ${c.which === 'own' ? "A's" : "B's"} ids (${url})`;

forEachDialect('authorization matrix', (ref) => {
  let world: World;
  const sockets = new Map<Role, ClientSocket>();
  /** Session tokens seen so far (the world's, fresh sign-ins, and those handed out in answers). */
  const sessionTokens = new Set<string>();
  const failures: string[] = [];
  const server = (): TestServer => ref.server;

  beforeAll(async () => {
    world = await buildWorld(ref.server);
    for (const token of Object.values(world.tokens)) sessionTokens.add(token);
  });
  afterAll(() => sockets.forEach((socket) => socket.close()));

  /** E-mails `role` may see (null: all), from the database: its own and its companies' members. */
  async function visibleEmails(role: Role): Promise<Set<string> | null> {
    if (role === 'sysadmin') return null;
    if (role === 'guest' || role === 'anonymous') return new Set();
    const userId = world.userIds[role];
    const rows = await server()
      .app.db.selectFrom('companyMembers as mine')
      .innerJoin('companyMembers as them', 'them.companyId', 'mine.companyId')
      .innerJoin('users', 'users.id', 'them.userId')
      .select('users.email')
      .where('mine.userId', '=', userId)
      .execute();
    return new Set([world.users[role].email, ...rows.map((row) => row.email)]);
  }

  /** E-mails of everyone who acted on a board (created, commented, changed a card): our export names them. */
  async function boardPeople(boardId: number): Promise<string[]> {
    const db = server().app.db;
    const cards = db.selectFrom('cards').select('id').where('boardId', '=', boardId);
    const rows = await db
      .selectFrom('users')
      .select('email')
      .where((eb) =>
        eb.or([
          eb('id', 'in', db.selectFrom('cards').select('createdBy').where('boardId', '=', boardId)),
          eb('id', 'in', db.selectFrom('cardHistory').select('actorId').where('cardId', 'in', cards)),
          eb('id', 'in', db.selectFrom('comments').select('authorId').where('cardId', 'in', cards)),
        ]),
      )
      .execute();
    return rows.map((row) => row.email);
  }

  /** Whether a 64-hex string of an answer is a stored session-token or e-mail-code hash. */
  async function isStoredHash(hex: string): Promise<boolean> {
    const db = server().app.db;
    const session = await db.selectFrom('sessions').select('id').where('tokenHash', '=', hex).executeTakeFirst();
    const code = await db.selectFrom('emailCodes').select('id').where('codeHash', '=', hex).executeTakeFirst();
    return Boolean(session || code);
  }

  /** The problems of one answer (empty when it is what the row expects and leaks nothing). */
  async function problemsOf(c: Case, request: { body?: unknown }, callerToken: string | undefined, answer: Answer) {
    const problems: string[] = [];
    const entry = ROUTES[c.key];
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? null);
    if (answer.status >= 500) problems.push(`answered ${answer.status}`);
    else if (!statusMatches(c.expected, answer.status)) problems.push(`expected ${c.expected}, got ${answer.status}`);
    const allowed = statusMatches('ok', answer.status);
    if (!allowed && (answer.body?.success !== false || typeof answer.body?.code !== 'string')) {
      problems.push('a failure outside the error envelope');
    }
    if ((answer.status === 401 || answer.status === 403 || answer.status === 404) && answer.body?.data !== undefined) {
      problems.push('a refusal carrying data');
    }
    if (text.includes('$argon2')) problems.push('a password hash');
    for (const hex of text.match(HEX64) ?? []) {
      if (await isStoredHash(hex)) problems.push('a token or code hash');
    }
    for (const token of sessionTokens) if (text.includes(token)) problems.push('a session token in the body');
    if (answer.authorization) {
      if (answer.authorization !== callerToken && sessionTokens.has(answer.authorization)) {
        problems.push("another session's token in the Authorization header");
      }
      sessionTokens.add(answer.authorization);
    }
    const requestText = JSON.stringify(request.body ?? null);
    const emails = (text.match(EMAIL) ?? []).filter((email) => !requestText.includes(email));
    if (emails.length > 0) {
      // A person's own secret shows what that person sees (the owner of the ids' company).
      const seer = entry.personalToken && allowed ? (c.which === 'own' ? 'owner' : 'outsider') : c.role;
      const visible = await visibleEmails(seer);
      if (visible && entry.peopleByEmail)
        for (const email of await boardPeople(world[c.which].boardId)) visible.add(email);
      const hidden = visible ? emails.filter((email) => !visible.has(email)) : [];
      if (hidden.length > 0) problems.push(`e-mails it may not see: ${[...new Set(hidden)].join(', ')}`);
    }
    for (const which of ['own', 'other'] as const) {
      if (c.role === 'sysadmin' || companyOf(c.role) === which) continue;
      const ids = world[which];
      const company = which === 'own' ? 'A' : 'B';
      if (c.role === 'guest' && which === 'own') {
        // spec/board.md §6: the link hides executors and responsible (showExecutorsAndResponsible false).
        if (text.includes(ids.memberName) || new RegExp(`"userId":${ids.memberUserId}\\b`).test(text)) {
          problems.push(`the card's executor, hidden by the guest link`);
        }
        continue;
      }
      const holdsToken = Boolean(entry.tokenKeyed) && c.which === which && allowed;
      const peopleVisible = holdsToken && (entry.affectsCaller === 'membership' || Boolean(entry.personalToken));
      if (!holdsToken && text.includes(ids.marker)) problems.push(`company ${company}'s data`);
      if (!peopleVisible && text.includes(ids.peopleMarker)) problems.push(`names of company ${company}'s people`);
    }
    return problems;
  }

  /** Calls one case with `ids` (a fresh `token` for session cases) and records its problems. */
  async function run(c: Case, ids: Ids = world[c.which], token?: string): Promise<Answer> {
    const request = requestOf(c.key, ids);
    const callerToken = token ?? (c.role === 'anonymous' || c.role === 'guest' ? undefined : world.tokens[c.role]);
    let answer: Answer;
    if (c.transport === 'socket') {
      const socket = sockets.get(c.role);
      if (!socket) throw new Error(`no socket for ${c.role}`);
      const reply = await socketCall(socket, request, 15_000);
      answer = { status: reply.status, body: reply.data, authorization: bearerOf(reply.headers?.authorization) };
    } else {
      const headers: Record<string, string> = c.role === 'guest' ? { 'x-guest-token': world.guestToken } : {};
      const response = await call(server(), request.method, request.url, {
        token: callerToken,
        body: request.body,
        headers,
      });
      answer = {
        status: response.status,
        body: response.body,
        authorization: response.headers.get('authorization') ? tokenOf(response.headers) : undefined,
      };
    }
    const problems = await problemsOf(c, request, callerToken, answer);
    for (const problem of problems) {
      const known = KNOWN_DEFECTS.some(
        (defect) =>
          defect.key === c.key && (!defect.role || defect.role === c.role) && problem.includes(defect.problem),
      );
      if (!known) failures.push(`${describeCase(c, request.url)}: ${problem} — ${excerpt(answer.body)}`);
    }
    return answer;
  }

  /** What company `which` reads like to its owner: the answers of its objects' read routes. */
  async function snapshot(which: Which): Promise<Record<string, string>> {
    const ids = world[which];
    const token = which === 'own' ? world.tokens.owner : world.tokens.outsider;
    const urls = [
      `/company/${ids.companyId}`,
      `/company/${ids.companyId}/members`,
      `/company/${ids.companyId}/links`,
      `/project/${ids.projectId}/boards`,
      `/editor/columns/${ids.boardId}`,
      `/editor/card/${ids.cardId}`,
      `/editor/card/${ids.subCardId}`,
      `/editor/card/${ids.cardId}/comments`,
      `/editor/card/${ids.cardId}/history`,
      `/board/${ids.boardId}/stickers`,
      `/board/${ids.boardId}/task-templates`,
      `/board/${ids.boardId}/share`,
    ];
    const answers = await Promise.all(urls.map((url) => call(server(), 'GET', url, { token })));
    return Object.fromEntries(urls.map((url, index) => [url, JSON.stringify(answers[index].body)]));
  }

  /** Both companies' snapshots. */
  async function snapshots() {
    const [own, other] = await Promise.all([snapshot('own'), snapshot('other')]);
    return { own, other };
  }

  /** Records which reads of A and B changed between two snapshots, blaming `what`. */
  function compare(before: Record<string, string>, after: Record<string, string>, which: Which, what: string) {
    for (const url of Object.keys(before)) {
      if (before[url] !== after[url]) {
        failures.push(
          `${what} changed company ${which === 'own' ? 'A' : 'B'}: GET ${url} now reads ${after[url].slice(0, 300)}`,
        );
      }
    }
  }

  const report = () => {
    const found = failures.splice(0);
    expect(found).toEqual([]);
  };

  test('every route of the OpenAPI document has a row in the route table, and every row a route', async () => {
    const doc = (await call(server(), 'GET', '/openapi.json')).body;
    const documented = new Set<string>();
    for (const [path, operations] of Object.entries<Json>(doc.paths)) {
      for (const method of Object.keys(operations)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    const missing = [...documented]
      .filter((key) => !ROUTES[key])
      .map((key) => `add a row for "${key}" to test/server/guards/routeTable.ts`);
    const stale = Object.keys(ROUTES)
      .filter((key) => !documented.has(key))
      .map(
        (key) =>
          `the row "${key}" in test/server/guards/routeTable.ts names no route of GET /openapi.json: fix or remove it`,
      );
    expect([...missing, ...stale]).toEqual([]);
  });

  test('refused callers get 401, 403 or 404 without data, and a refused write changes nothing', async () => {
    const byRoute = new Map<string, Case[]>();
    for (const c of httpCases()) {
      if (c.expected === 'ok') continue;
      byRoute.set(c.key, [...(byRoute.get(c.key) ?? []), c]);
    }
    let before = await snapshots();
    for (const [key, cases] of byRoute) {
      await pool(cases, 6, async (c) => {
        await run(c);
      });
      if (splitKey(key).method === 'GET') continue;
      const after = await snapshots();
      compare(before.own, after.own, 'own', `refused calls of ${key}`);
      compare(before.other, after.other, 'other', `refused calls of ${key}`);
      before = after;
    }
    report();
  });

  test('allowed callers succeed and see only what they may', async () => {
    const cases = httpCases().filter(
      (c) => c.expected === 'ok' && !ROUTES[c.key].destructive && !ROUTES[c.key].affectsCaller,
    );
    await pool(cases, 4, async (c) => {
      await run(c);
    });
    report();
  });

  test('the socket api answers the signed-in roles as HTTP does', async () => {
    for (const role of SIGNED_IN_ROLES) sockets.set(role, await openSocket(server(), world.tokens[role]));
    const cases = httpCases()
      .filter((c) => c.role !== 'anonymous' && c.role !== 'guest')
      .filter((c) => !ROUTES[c.key].destructive && !ROUTES[c.key].affectsCaller && !ROUTES[c.key].signsIn)
      .map((c): Case => ({ ...c, transport: 'socket' }));
    const before = await snapshots();
    await pool(
      cases.filter((c) => c.expected !== 'ok'),
      4,
      async (c) => {
        await run(c);
      },
    );
    const after = await snapshots();
    compare(before.own, after.own, 'own', 'refused socket api calls');
    compare(before.other, after.other, 'other', 'refused socket api calls');
    await pool(
      cases.filter((c) => c.expected === 'ok'),
      4,
      async (c) => {
        await run(c);
      },
    );
    report();
  });

  test('allowed destructive calls succeed on fresh objects', async () => {
    const cases = httpCases().filter((c) => c.expected === 'ok' && ROUTES[c.key].destructive);
    await pool(cases, 4, async (c) => {
      await run(c, await freshIds(world, c.which));
    });
    report();
  });

  test('signing out and rotating a token work for signed-in callers (fresh sessions)', async () => {
    const cases = httpCases().filter((c) => c.expected === 'ok' && ROUTES[c.key].affectsCaller === 'session');
    await pool(cases, 2, async (c) => {
      const token =
        c.role === 'anonymous' || c.role === 'guest' ? undefined : await signIn(server(), world.users[c.role]);
      if (token) sessionTokens.add(token);
      await run(c, world[c.which], token);
    });
    report();
  });

  test('last: leaving and joining change only the caller’s own membership', async () => {
    const cases = httpCases().filter((c) => c.expected === 'ok' && ROUTES[c.key].affectsCaller === 'membership');
    // Leaving first: a member who left joins again through the link.
    const leaving = cases.filter((c) => splitKey(c.key).path.endsWith('/leave'));
    for (const c of [...leaving, ...cases.filter((c) => !leaving.includes(c))]) await run(c);
    report();
  });
});

/** The token of an `Authorization: Bearer …` header value. */
function bearerOf(value: string | undefined): string | undefined {
  return value ? /^Bearer (\S+)$/.exec(value)?.[1] : undefined;
}
