/**
 * Demo data (issue 3 Deliver 8): `npm run seed`. Builds the app in-process on the configured
 * database (the server's configuration: DATA_DIR / DATABASE_URL) and, through the real routes
 * (`app.inject`), creates a demo company with 4 users, 2 projects and 3 boards of 4–5 columns with
 * a few hundred cards, sub-cards, done and archived cards, executors/responsible, comments and
 * stickers (./seedStickers.ts), a calendar (./seedCalendar.ts), chat rooms with conversations (./seedChat.ts)
 * and two shared saved queries.
 * Prints the users' e-mails and passwords. When the demo users exist already it says so and exits 0.
 */
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { seedCalendar } from './seedCalendar';
import { seedChat } from './seedChat';
import { attachDemoStickers, defineDemoStickers, type SeedCall } from './seedStickers';

const PASSWORD = 'teamspace-demo';
/** The demo's shared saved queries (bodies of POST /queries/company/{id}, src/shared/queries). */
const DEMO_QUERIES = [
  {
    name: 'Open, high priority',
    definition: {
      filters: { status: 'open', stickers: [{ op: 'priorityIs', priority: 'high' }] },
      groupBy: 'board',
    },
  },
  { name: 'Overdue deadlines', definition: { filters: { status: 'open', stickers: [{ op: 'overdue' }] } } },
];
const USERS = [
  { email: 'anna@demo.teamspace', name: 'Anna Owner', role: 'owner' },
  { email: 'boris@demo.teamspace', name: 'Boris Admin', role: 'admin' },
  { email: 'chen@demo.teamspace', name: 'Chen Member', role: 'member' },
  { email: 'dana@demo.teamspace', name: 'Dana Member', role: 'member' },
] as const;

const BOARDS = [
  { project: 0, name: 'Product roadmap', columns: ['Ideas', 'Planned', 'In progress', 'Review', 'Done'], cards: 150 },
  { project: 0, name: 'Bugs', columns: ['Reported', 'Confirmed', 'Fixing', 'Fixed'], cards: 90 },
  { project: 1, name: 'Launch campaign', columns: ['Backlog', 'This week', 'Doing', 'Shipped'], cards: 80 },
];
const PROJECTS = ['Teamspace app', 'Marketing'];

const VERBS = ['Design', 'Write', 'Review', 'Fix', 'Plan', 'Test', 'Ship', 'Measure', 'Refactor', 'Document'];
const THINGS = [
  'the login page',
  'card drag and drop',
  'the pricing table',
  'release notes',
  'the onboarding e-mail',
  'search by task number',
  'dark theme colours',
  'the board filters',
  'CSV export',
  'the landing page',
  'mobile layout',
  'sub-task progress bar',
];
const COMMENTS = [
  'Looks good to me.',
  'Can we split this into two tasks?',
  'I will take this one tomorrow.',
  'Blocked by the API change, see the linked card.',
  'Done on my side, please **review**.',
  'Let us discuss it at the stand-up.',
];

/** Deterministic pseudo-random numbers (the same demo every time). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function main(): Promise<void> {
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const { app, close } = await buildApp(config);
  try {
    const existing = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', USERS[0].email)
      .executeTakeFirst();
    if (existing) {
      console.log(`The demo data exists already (user ${USERS[0].email}); nothing to do.`);
      printUsers();
      return;
    }
    const call = async (token: string | null, method: string, url: string, payload?: unknown) => {
      const response = await app.inject({
        method: method as 'GET',
        url,
        payload: payload === undefined ? undefined : JSON.stringify(payload),
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
      if (response.statusCode >= 300) throw new Error(`${method} ${url} → ${response.statusCode} ${response.body}`);
      return { data: (JSON.parse(response.body) as { data: never }).data, headers: response.headers };
    };

    const users: { id: number; token: string }[] = [];
    for (const user of USERS) {
      const { data, headers } = await call(null, 'POST', '/auth/register', {
        email: user.email,
        password: PASSWORD,
        name: user.name,
      });
      const token = String(headers.authorization).replace(/^Bearer /, '');
      users.push({ id: (data as { user: { id: number } }).user.id, token });
    }
    const owner = users[0].token;
    const company = (await call(owner, 'POST', '/company', { name: 'Demo Company' })).data as { id: number };
    const link = (await call(owner, 'POST', `/company/${company.id}/links`, {})).data as { token: string };
    for (const [index, user] of users.entries()) {
      if (index === 0) continue;
      await call(user.token, 'POST', `/company/${company.id}/join/${link.token}`);
      if (USERS[index].role === 'admin') {
        await call(owner, 'PUT', `/company/${company.id}/members/${user.id}`, { role: 'admin' });
      }
    }

    const next = random(20261122);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
    const totals = {
      projects: 0,
      boards: 0,
      columns: 0,
      cards: 0,
      subCards: 0,
      done: 0,
      archived: 0,
      comments: 0,
      stickers: 0,
      calendarEvents: 0,
      chatMessages: 0,
      savedQueries: 0,
    };
    const projectIds: number[] = [];
    for (const name of PROJECTS) {
      projectIds.push(
        ((await call(owner, 'POST', `/company/${company.id}/projects`, { name })).data as { id: number }).id,
      );
      totals.projects += 1;
    }
    for (const spec of BOARDS) {
      const board = (await call(owner, 'POST', `/project/${projectIds[spec.project]}/boards`, { name: spec.name }))
        .data as { id: number };
      totals.boards += 1;
      const columnIds: number[] = [];
      for (const name of spec.columns) {
        columnIds.push(
          ((await call(owner, 'POST', `/editor/columns/${board.id}`, { name })).data as { id: number }).id,
        );
        totals.columns += 1;
      }
      const stickers = await defineDemoStickers(call, owner, board.id);
      for (let i = 0; i < spec.cards; i += 1) {
        const author = pick(users);
        const columnIndex = Math.floor(next() * columnIds.length);
        const members = users
          .filter(() => next() < 0.25)
          .map((user) => ({ userId: user.id, isResponsible: next() < 0.4 }));
        const card = (
          await call(author.token, 'POST', `/editor/card/${columnIds[columnIndex]}`, {
            name: `${pick(VERBS)} ${pick(THINGS)}`,
            desc: next() < 0.5 ? `Notes for this task.\n\n- first step\n- second step` : null,
            members,
          })
        ).data as { id: number };
        totals.cards += 1;
        if (next() < 0.35) totals.stickers += await attachDemoStickers(call, author.token, card.id, stickers, next);
        const isLastColumn = columnIndex === columnIds.length - 1;
        if (isLastColumn || next() < 0.1) {
          await call(author.token, 'PUT', `/editor/card/${card.id}`, { done: true });
          totals.done += 1;
        }
        if (next() < 0.12) {
          for (let s = 0, count = 1 + Math.floor(next() * 4); s < count; s += 1) {
            const child = (
              await call(author.token, 'POST', `/editor/card/${columnIds[columnIndex]}/${card.id}`, {
                name: `${pick(VERBS)} part ${s + 1}`,
              })
            ).data as { id: number };
            totals.subCards += 1;
            if (next() < 0.5) await call(author.token, 'PUT', `/editor/card/${child.id}`, { done: true });
          }
        }
        for (let c = 0, count = next() < 0.2 ? 1 + Math.floor(next() * 3) : 0; c < count; c += 1) {
          await call(pick(users).token, 'POST', `/editor/card/${card.id}/comments`, { text: pick(COMMENTS) });
          totals.comments += 1;
        }
        if (next() < 0.08) {
          await call(author.token, 'PUT', `/editor/card/${card.id}`, { archived: true });
          totals.archived += 1;
        }
      }
    }
    totals.calendarEvents = await seedCalendar(call as SeedCall, users);
    totals.chatMessages = (
      await seedChat(
        app.db,
        company.id,
        users.map((user) => user.id),
      )
    ).messages;
    // Saved queries (issue 19 item 1), shared with the company: on the queries page, as a board
    // filter and as the reports' "Saved query" filter.
    for (const query of DEMO_QUERIES) {
      await call(owner, 'POST', `/queries/company/${company.id}`, { ...query, shared: true });
      totals.savedQueries += 1;
    }
    console.log(`Demo data created in ${app.dialect === 'postgres' ? 'PostgreSQL' : config.dataDir}:`, totals);
    printUsers();
  } finally {
    await close();
  }
}

function printUsers(): void {
  console.log('Sign in as any of these users (password for all):');
  for (const user of USERS) console.log(`  ${user.email.padEnd(24)} ${PASSWORD}   (${user.role}, ${user.name})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
