/**
 * Fuzz guard (DESIGN §3 Envelope "Never 500 for bad input"): every route of `GET /openapi.json`
 * gets hostile input (wrong types, missing fields, 1 MB strings, 10,000-deep nesting, NUL and lone
 * surrogates, edge numbers, hostile ids and tokens, non-JSON under a JSON Content-Type) over HTTP
 * and the socket `api`, as the owner of the world's company A and sometimes as nobody or a guest.
 * Asserts: no 5xx and every failure in the envelope, the server answers after each round, and the
 * canary rows (a company nobody of the fuzz acts for, and company B) are exactly as before.
 *
 * Seeded and bounded: FUZZ_SEED (default below; printed with every failure) replays the same
 * cases; FUZZ_BUDGET_MS (default 45 s per dialect) and FUZZ_MAX_RUNS bound a run; FUZZ_REPORT=<path>
 * writes every failure to `<path>.<dialect>.json`.
 */
import fs from 'node:fs';
import type { Json } from '../harness';
import { call, forEachDialect, openSocket, registerUser, sleep } from '../harness';
import { createCanary, snapshotCompany, type Canary } from './fuzzCanary';
import { routesOf, isWrite, type FuzzRoute } from './fuzzRoutes';
import { runFuzz, summarise } from './fuzzRunner';
import { fuzzSubject, type TableEntry } from './fuzzSubject';
import { ROUTES } from './routeTable';
import { closeHttpAgent, problemOf, sendEnvelope, sendSocket, writeEvent } from './fuzzTransport';
import { DEEP_ARRAY, DEEP_OBJECT, MEGABYTE_STRING } from './fuzzValues';
import { buildWorld, type World } from './world';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 45_000);
const MAX_RUNS = Number(process.env.FUZZ_MAX_RUNS ?? 20_000);
const ROUTE_TABLE: Record<string, TableEntry | undefined> = ROUTES;

afterAll(() => closeHttpAgent());

/** Socket `api` envelopes that are malformed themselves (DESIGN §3 Socket API): each gets an answer. */
const BAD_ENVELOPES: Record<string, unknown>[] = [
  { requestId: 'method', method: 'TRACE', url: '/auth/user' },
  { requestId: 'no-method', url: '/auth/user' },
  { requestId: 'relative', method: 'GET', url: 'auth/user' },
  { requestId: 'bad-url', method: 'GET', url: '/%' },
  { requestId: 'bad-url-2', method: 'GET', url: '/company/%zz' },
  { requestId: 'long-url', method: 'GET', url: `/${'a'.repeat(100_000)}` },
  { requestId: 'nul-url', method: 'GET', url: '/company/\u0000' },
  { requestId: 'headers', method: 'GET', url: '/auth/user', headers: { authorization: ['x'], 'x-a': { b: 1 } } },
  {
    requestId: 'nul-header',
    method: 'GET',
    url: '/auth/user',
    headers: { 'accept-language': '\u0000', 'x-guest-token': '\ud800' },
  },
  { requestId: 'headers-array', method: 'GET', url: '/auth/user', headers: [1, 2] },
  { requestId: 'deep-body', method: 'POST', url: '/company', body: DEEP_ARRAY },
  { requestId: 'deep-headers', method: 'GET', url: '/auth/user', headers: { a: DEEP_OBJECT } },
  { requestId: 'big-body', method: 'PUT', url: '/auth/profile', body: { name: MEGABYTE_STRING } },
  { requestId: MEGABYTE_STRING, method: 'GET', url: '/auth/user' },
  { requestId: 7, method: 'get', url: '/auth/user', body: '\u0000' },
];
/** Payloads with no usable requestId: nothing to answer to, the socket must keep working. */
const UNANSWERABLE: unknown[] = [
  null,
  'text',
  [],
  12,
  { requestId: {} },
  { requestId: '' },
  DEEP_ARRAY,
  { method: 'GET' },
];

forEachDialect('fuzz of every route', (ref) => {
  let world: World;
  let routes: FuzzRoute[];
  let canary: Canary;
  const before: Record<string, Json> = {};

  beforeAll(async () => {
    world = await buildWorld(ref.server);
    canary = await createCanary(ref.server);
    const document = await call(ref.server, 'GET', '/openapi.json');
    routes = routesOf(document.body);
    before.canary = await snapshotCompany(ref.server, canary.companyId);
    before.other = await snapshotCompany(ref.server, world.other.companyId);
  }, 60_000);

  test('the OpenAPI document lists the write routes the fuzz covers', () => {
    expect(routes.filter(isWrite).length).toBeGreaterThan(30);
  });

  test(
    'hostile input on every route never answers 5xx, keeps the server up and leaves the canary rows alone',
    async () => {
      const burner = await registerUser(ref.server, 'Burner');
      const started = Date.now();
      const report = await runFuzz({
        server: ref.server,
        routes,
        subject: fuzzSubject(world, routes, ROUTE_TABLE, burner.token),
        seed: SEED,
        budgetMs: BUDGET_MS,
        maxRuns: MAX_RUNS,
      });
      const elapsed = Date.now() - started;
      const missed = routes.filter((route) => !report.perRoute[route.key]).map((route) => route.key);
      console.log(
        `fuzz (${ref.server.dialect}): seed ${SEED}, ${report.runs} calls in ${report.rounds} rounds, ` +
          `${report.failures.length} failures, ${elapsed} ms` +
          (missed.length ? `, routes not reached: ${missed.join(', ')}` : '') +
          (report.slow.length ? `\nslow calls:\n${report.slow.join('\n')}` : ''),
      );
      const canaryAfter = await snapshotCompany(ref.server, canary.companyId);
      const otherAfter = await snapshotCompany(ref.server, world.other.companyId);
      if (process.env.FUZZ_REPORT) {
        fs.writeFileSync(`${process.env.FUZZ_REPORT}.${ref.server.dialect}.json`, JSON.stringify(report, null, 1));
      }
      if (report.failures.length > 0) {
        throw new Error(`FUZZ_SEED=${SEED} found ${report.failures.length} problems:\n${summarise(report.failures)}`);
      }
      expect(missed).toEqual([]);
      expect(canaryAfter).toEqual(before.canary);
      expect(otherAfter).toEqual(before.other);
    },
    BUDGET_MS + 120_000,
  );

  test('malformed socket api envelopes get an answer in the envelope, or none, and the socket keeps working', async () => {
    const socket = await openSocket(ref.server, world.tokens.member);
    try {
      const problems: string[] = [];
      for (const envelope of BAD_ENVELOPES) {
        const answer = await sendEnvelope(socket, envelope, 10_000);
        const problem = problemOf(answer);
        if (problem)
          problems.push(`${String(envelope.requestId).slice(0, 20)}: ${problem} ${JSON.stringify(answer.body)}`);
      }
      for (const payload of UNANSWERABLE) writeEvent(socket, 'api', payload);
      await sleep(200);
      expect(problems).toEqual([]);
      expect(socket.connected).toBe(true);
      expect((await sendSocket(socket, { method: 'GET', url: '/auth/user' }, 10_000)).status).toBe(200);
    } finally {
      socket.close();
    }
  });
});
