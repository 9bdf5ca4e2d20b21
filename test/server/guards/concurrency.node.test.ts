/**
 * Concurrency guard: every route the route table marks `race` gets N identical requests at
 * once (DESIGN §3 "Never 500"; the routes documented as idempotent, and the ones that can succeed
 * only once). On one fresh set of objects a single call shows what one call changes (row counts
 * of every table); on another, N calls fire together, then one more follows.
 * - 'idempotent': all N succeed, the rows change exactly as after one call, and the repeat
 *   succeeds and changes nothing.
 * - 'once': exactly one succeeds, the others get the refusal a sequential repeat gets, and the
 *   rows change exactly as after one call (one row created, one removed).
 * And every write to one set of objects fired together with the deletion of its card, column or
 * board (but not of that one's containers): each answers as before or after the deletion (2xx or
 * 4xx), never 5xx, and the deletion succeeds.
 * On PostgreSQL (where the races are real) and SQLite.
 */
import { call, forEachDialect, type Json } from '../harness';
import { delta, planOf, rowCounts, type RacePlan } from './concurrencyPlans';
import { ROUTES, splitKey } from './routeTable';
import { buildWorld, freshIds, type World } from './world';

const N = 10;
const RACES = Object.entries(ROUTES).filter(([, entry]) => entry.race);
/** Write routes on one company's objects that leave the caller's session and membership alone. */
const SCOPED_WRITES = Object.keys(ROUTES).filter(
  (key) => splitKey(key).method !== 'GET' && ROUTES[key].scope !== 'global' && !ROUTES[key].affectsCaller,
);
/** Deletions of the set's objects, the contained before their containers. */
const DELETIONS = ['DELETE /editor/card/{cardId}', 'DELETE /editor/column/{columnId}', 'DELETE /board/{id}'];
/** Writes raced with `deletion`: all but the deletions of its containers (which could win and make it a 404). */
const racedWith = (deletion: string) =>
  SCOPED_WRITES.filter((key) => key !== deletion && !DELETIONS.slice(DELETIONS.indexOf(deletion) + 1).includes(key));

const send = (world: World, plan: RacePlan) =>
  call(world.server, plan.method, plan.url, { token: plan.token, body: plan.body });

const brief = (answer: { status: number; body: Json }) =>
  `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;

forEachDialect('identical requests fired together', (ref) => {
  let world: World;

  beforeAll(async () => {
    world = await buildWorld(ref.server);
  }, 60_000);

  test('the route table marks the idempotent and once-only routes', () => {
    expect(RACES.length).toBeGreaterThan(20);
  });

  test.each(RACES)(
    '%s',
    async (key, entry) => {
      const plan = planOf(key);
      // One call on one fresh set: what one call changes.
      const single = await plan(world, await freshIds(world, 'own'));
      let before = await rowCounts(ref.server);
      const alone = await send(world, single);
      const once = delta(before, await rowCounts(ref.server));
      expect(alone.status < 300 ? 'success' : brief(alone)).toBe('success');

      // N identical calls at once on another, then one more.
      const burst = await plan(world, await freshIds(world, 'own'));
      before = await rowCounts(ref.server);
      const answers = await Promise.all(Array.from({ length: N }, () => send(world, burst)));
      const together = delta(before, await rowCounts(ref.server));
      before = await rowCounts(ref.server);
      const repeat = await send(world, burst);
      const repeated = delta(before, await rowCounts(ref.server));

      // One comparison, so a failure shows the whole picture.
      const outcome = (answer: { status: number; body: Json }) =>
        answer.status < 300 ? 'success' : `${answer.status} ${answer.body?.code}`;
      const observed = {
        answers: [...new Set(answers.map(outcome))].sort(),
        successes: answers.filter((answer) => answer.status < 300).length,
        repeat: outcome(repeat),
        rowsChanged: together,
        rowsChangedByTheRepeat: repeated,
        serverErrors: answers.filter((answer) => answer.status >= 500).map(brief),
      };
      const expected =
        entry.race === 'idempotent'
          ? { answers: ['success'], successes: N, repeat: 'success' }
          : {
              answers: ['success', outcome(repeat)].sort(),
              successes: 1,
              repeat: expect.stringMatching(/^4\d\d /),
            };
      expect(observed).toEqual({ ...expected, rowsChanged: once, rowsChangedByTheRepeat: {}, serverErrors: [] });
    },
    60_000,
  );

  test.each(DELETIONS)(
    'every write to a set of objects fired together with %s answers 2xx or 4xx',
    async (deletion) => {
      const ids = await freshIds(world, 'own');
      const keys = [deletion, ...racedWith(deletion)];
      const plans = await Promise.all(keys.map((key) => planOf(key)(world, ids)));
      const answers = await Promise.all(plans.map((plan) => send(world, plan)));
      const serverErrors = answers.flatMap((answer, index) =>
        answer.status >= 500 ? [`${keys[index]}: ${brief(answer)}`] : [],
      );
      expect(serverErrors).toEqual([]);
      expect(answers[0].status < 300 ? 'deleted' : brief(answers[0])).toBe('deleted');
    },
    60_000,
  );
});
