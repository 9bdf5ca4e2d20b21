/**
 * Runs the fuzz cases against one server within a time budget and a run count: round after round
 * (case `index` of every route, a few at a time), then checks the server still answers
 * `GET /auth/user` over HTTP and the socket and that no call added a property to a built-in
 * prototype (the server runs in this process). Routes that may destroy the world's objects run only
 * in the last fifth of the budget (and only then). Every problem (5xx, no answer, failure without the envelope,
 * server down) is collected with a replayable description.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { openSocket, type TestServer } from '../harness';
import { caseOf, mayDestroy, type FuzzCase, type FuzzSubject } from './fuzzCases';
import type { FuzzRoute } from './fuzzRoutes';
import { problemOf, sendHttp, sendSocket, type FuzzAnswer } from './fuzzTransport';
import { describeValue } from './fuzzValues';

export interface FuzzFailure {
  problem: string;
  route: string;
  /** `FUZZ_SEED=<seed>` and this index replay the case (`caseOf(route, subject, seed, index)`). */
  index: number;
  kind: string;
  transport: string;
  caller: string;
  request: string;
  input: string;
  answer: string;
}

export interface FuzzOptions {
  server: TestServer;
  routes: FuzzRoute[];
  subject: FuzzSubject;
  seed: number;
  budgetMs: number;
  maxRuns: number;
  /** Requests in flight at once. */
  concurrency?: number;
}

export interface FuzzReport {
  runs: number;
  rounds: number;
  failures: FuzzFailure[];
  /** Cases sent per route key. */
  perRoute: Record<string, number>;
  /** Milliseconds spent per route key (summed over its calls). */
  msPerRoute: Record<string, number>;
  /** Calls that took longer than SLOW_MS (a hint where the budget goes). */
  slow: string[];
}

const SLOW_MS = 2000;

/** Runs `work` over `items` with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[(next += 1) - 1]);
  });
  await Promise.all(workers);
}

function failureOf(problem: string, fuzzCase: FuzzCase, answer?: FuzzAnswer): FuzzFailure {
  const { request } = fuzzCase;
  return {
    problem,
    route: fuzzCase.route,
    index: fuzzCase.index,
    kind: fuzzCase.kind,
    transport: fuzzCase.transport,
    caller: fuzzCase.caller,
    request: `${request.method} ${describeValue(request.url).slice(1, -1)} content-type=${request.contentType === null ? 'none' : (request.contentType ?? 'application/json')}`,
    input: describeValue(request.raw ?? request.body),
    answer: answer ? `${answer.status} ${describeValue(answer.body)}` : '',
  };
}

/** Fuzzes every route of `options.routes`; resolves with what was sent and every problem seen. */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const { server, routes, subject, seed, budgetMs, maxRuns, concurrency = 4 } = options;
  const report: FuzzReport = { runs: 0, rounds: 0, failures: [], perRoute: {}, msPerRoute: {}, slow: [] };
  let socket: ClientSocket = await openSocket(server, subject.ownerToken);
  const pristine = new Set(prototypeNames());
  const started = Date.now();
  const phases = [
    { deadline: started + budgetMs * 0.8, runLimit: Math.floor(maxRuns * 0.8), destroying: false },
    { deadline: started + budgetMs, runLimit: maxRuns, destroying: true },
  ];
  try {
    for (const phase of phases) {
      for (let index = 0; Date.now() < phase.deadline && report.runs < phase.runLimit; index += 1) {
        const cases = routes
          .map((route) => ({ route, fuzzCase: caseOf(route, subject, seed, index) }))
          .filter(({ route }) => mayDestroy(route, subject) === phase.destroying)
          .map(({ fuzzCase }) => fuzzCase);
        // Destroying cases go one by one: a deletion racing another write is the concurrency test's
        // subject (concurrency.node.test.ts); here it would only make a seed replay differently.
        await pool(cases, phase.destroying ? 1 : concurrency, async (fuzzCase) => {
          if (Date.now() >= phase.deadline) return;
          const sent = Date.now();
          const answer =
            fuzzCase.transport === 'socket'
              ? await sendSocket(socket, fuzzCase.request)
              : await sendHttp(server, fuzzCase.request);
          report.msPerRoute[fuzzCase.route] = (report.msPerRoute[fuzzCase.route] ?? 0) + Date.now() - sent;
          if (Date.now() - sent > SLOW_MS)
            report.slow.push(`${Date.now() - sent} ms ${fuzzCase.route}#${fuzzCase.index} ${fuzzCase.kind}`);
          report.runs += 1;
          report.perRoute[fuzzCase.route] = (report.perRoute[fuzzCase.route] ?? 0) + 1;
          const problem = problemOf(answer);
          if (problem) report.failures.push(failureOf(problem, fuzzCase, answer));
        });
        report.rounds += 1;
        socket = await checkAlive(server, subject, socket, report, index, pristine);
      }
    }
  } finally {
    socket.close();
  }
  return report;
}

/** Own property names of the built-in prototypes: a hostile key must never add one (the server runs in this process). */
const prototypeNames = (): string[] =>
  [Object.prototype, Array.prototype, Function.prototype, String.prototype].flatMap((proto) =>
    Object.getOwnPropertyNames(proto),
  );

/**
 * `GET /auth/user` over HTTP and the socket must answer 200 and the built-in prototypes must be
 * as they were; a dropped socket is reopened (and reported).
 */
async function checkAlive(
  server: TestServer,
  subject: FuzzSubject,
  socket: ClientSocket,
  report: FuzzReport,
  index: number,
  pristine: ReadonlySet<string>,
): Promise<ClientSocket> {
  const health = { method: 'GET', url: '/auth/user', token: subject.ownerToken };
  const probe = (problem: string): FuzzFailure => ({
    problem,
    route: 'GET /auth/user',
    index,
    kind: 'health',
    transport: '',
    caller: 'owner',
    request: 'GET /auth/user',
    input: '',
    answer: '',
  });
  const added = prototypeNames().filter((name) => !pristine.has(name));
  if (added.length > 0) {
    report.failures.push({ ...probe(`a call of this round added ${added.join(', ')} to a built-in prototype`) });
    for (const proto of [Object.prototype, Array.prototype, Function.prototype, String.prototype]) {
      for (const name of added) if (Object.hasOwn(proto, name)) delete (proto as Record<string, unknown>)[name];
    }
  }
  const overHttp = await sendHttp(server, health, 10_000);
  if (overHttp.status !== 200) {
    report.failures.push({
      ...probe('server down after a round'),
      answer: `${overHttp.status} ${describeValue(overHttp.body)}`,
    });
  }
  if (!socket.connected) {
    report.failures.push(probe('the server dropped the owner socket during a round'));
    socket.close();
    return openSocket(server, subject.ownerToken);
  }
  const overSocket = await sendSocket(socket, health, 10_000);
  if (overSocket.status !== 200) {
    report.failures.push({
      ...probe('socket api down after a round'),
      answer: `${overSocket.status} ${describeValue(overSocket.body)}`,
    });
  }
  return socket;
}

/** The machine code of an answer's envelope, or its status when it has none. */
const codeOf = (failure: FuzzFailure): string =>
  /"code\\?":\\?"(\w+)/.exec(failure.answer)?.[1] ?? failure.answer.slice(0, 3);

/**
 * Failures grouped by route, problem and code, one sample each with a count (at most `limit`
 * groups), after a line per problem and code across routes.
 */
export function summarise(failures: FuzzFailure[], limit = 60): string {
  const groups = new Map<string, { sample: FuzzFailure; count: number }>();
  const totals = new Map<string, number>();
  for (const failure of failures) {
    const kind = `${failure.problem} (${codeOf(failure)})`;
    totals.set(kind, (totals.get(kind) ?? 0) + 1);
    const key = `${failure.route} | ${kind}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { sample: failure, count: 1 });
  }
  const overview = [...totals].map(([kind, count]) => `  ${count}× ${kind}`);
  const samples = [...groups.values()]
    .sort((a, b) => Number(b.sample.problem.startsWith('status 5')) - Number(a.sample.problem.startsWith('status 5')))
    .slice(0, limit)
    .map(({ sample, count }) => `${count}× ${sample.route}: ${sample.problem}\n   ${JSON.stringify(sample)}`);
  const more = groups.size > limit ? [`… and ${groups.size - limit} more groups`] : [];
  return [...overview, ...samples, ...more].join('\n');
}
