/**
 * Calendar benchmark (issue 15 "Speed"): a company calendar of 5,000 events (500 recurring: daily,
 * weekly on two days, monthly), half created by the measured user, half by a colleague who invites
 * that user to his meetings, spread over two years. Prints, in ms:
 * - server: GET /api/calendar/events for one month window (p50/p99 of `--opens` calls over HTTP);
 * - client: the month's occurrences computed from that answer with the shared expansion
 *   (src/shared/calendar/recurrence.ts, 6-month / 100-instance limits of spec/shell.md §5);
 * - Chromium (with dist/ built): /cabinet/calendar opened cold until the month view shows its
 *   events (`.rbc-event`), and the count shown;
 * - a 2,000-event .ics (500 recurring) parsed and imported (POST /api/calendar/import) when that
 *   route exists.
 * Budgets: month view < 300 ms server + client; .ics import < 5 s.
 * Run: `npm run bench:calendar` (options: --events=5000 --recurring=500 --opens=50 --no-browser --keep, --postgres with DATABASE_URL).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { CalendarEvent, CreateEventBody } from '../../src/shared/calendar/calendar.schemas';
import { MAX_RECURRENCE_INSTANCES, occurrencesIn } from '../../src/shared/calendar/recurrence';
import { measureCalendarInBrowser } from './calendarBrowser';
import { icsOfEvents } from './calendarIcs';

const option = (name: string, fallback: number): number => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const EVENTS = option('events', 5_000);
const RECURRING = option('recurring', 500);
const OPENS = option('opens', 50);
const DAY = 86_400_000;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const fixed = (n: number) => Number(n.toFixed(1));
  return { p50: fixed(percentile(sorted, 50)), p99: fixed(percentile(sorted, 99)) };
};

/** The i-th event of the calendar: times spread over a year back and a year ahead. */
function eventBody(i: number, now: number, inviteeId: number | null): CreateEventBody {
  const start = new Date(now - 365 * DAY + Math.floor((i * 730 * DAY) / EVENTS));
  start.setUTCHours(8 + (i % 9), (i % 4) * 15, 0, 0);
  const recurring = i % Math.max(1, Math.floor(EVENTS / RECURRING)) === 0;
  const rules = [
    { type: 'daily' as const },
    { type: 'weekly' as const, byWeekday: ['MO' as const, 'TH' as const] },
    { type: 'monthly' as const },
  ];
  return {
    title: `Event ${i}`,
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 3_600_000).toISOString(),
    type: inviteeId === null ? (i % 2 ? 'personal' : 'corporate') : 'meeting',
    timeZone: 'Europe/Berlin',
    ...(recurring
      ? { isRecurring: true, recurrenceRule: { ...rules[i % 3], ...(i % 3 === 0 ? { count: 60 } : {}) } }
      : {}),
    ...(inviteeId === null ? {} : { invitedUsers: [inviteeId] }),
  };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamspace-bench-calendar-'));
  const base = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const config = {
    ...base,
    databaseUrl: process.argv.includes('--postgres') ? process.env.DATABASE_URL : undefined,
    rateLimits: { ...base.rateLimits, perUser: { max: 1_000_000, windowMs: 60_000 } },
  };
  const { app, close } = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const json = async <T>(token: string | null, method: string, url: string, body?: unknown) => {
      const response = await fetch(`${baseUrl}${url}`, {
        method,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status >= 300) throw new Error(`${method} ${url} → ${response.status}: ${await response.text()}`);
      return { data: ((await response.json()) as { data: T }).data, headers: response.headers };
    };
    const register = async (name: string) => {
      const answer = await json<{ user: { id: number } }>(null, 'POST', '/auth/register', {
        email: `${name.toLowerCase()}.${Date.now()}@example.com`,
        password: 'bench-password',
        name,
      });
      return { id: answer.data.user.id, token: String(answer.headers.get('authorization')).replace(/^Bearer /, '') };
    };
    const user = await register('Measured');
    const colleague = await register('Colleague');
    const company = (await json<{ id: number }>(user.token, 'POST', '/company', { name: 'Bench' })).data;
    const link = (await json<{ token: string }>(user.token, 'POST', `/company/${company.id}/links`, {})).data;
    await json(colleague.token, 'POST', `/company/${company.id}/join/${link.token}`);

    const now = Date.now();
    let seeded = performance.now();
    const bodies = Array.from({ length: EVENTS }, (_, i) =>
      i % 2 === 0
        ? { token: user.token, body: eventBody(i, now, null) }
        : { token: colleague.token, body: eventBody(i, now, user.id) },
    );
    for (let i = 0; i < bodies.length; i += 16)
      await Promise.all(bodies.slice(i, i + 16).map((b) => json(b.token, 'POST', '/api/calendar/events', b.body)));
    seeded = performance.now() - seeded;
    console.log(`seeded ${EVENTS} events (${RECURRING} recurring) through the API in ${(seeded / 1000).toFixed(1)} s`);

    const monthStart = new Date(now);
    monthStart.setUTCDate(1);
    monthStart.setUTCHours(0, 0, 0, 0);
    const from = new Date(monthStart.getTime() - 7 * DAY);
    const to = new Date(monthStart.getTime() + 38 * DAY);
    const url = `/api/calendar/events?from=${from.toISOString()}&to=${to.toISOString()}`;
    const serverMs: number[] = [];
    const expandMs: number[] = [];
    let events: CalendarEvent[] = [];
    let shown = 0;
    for (let run = 0; run < OPENS; run += 1) {
      const started = performance.now();
      events = (await json<CalendarEvent[]>(user.token, 'GET', url)).data;
      serverMs.push(performance.now() - started);
      const expanding = performance.now();
      shown = events.reduce(
        (sum, event) => sum + occurrencesIn(event, { from, to, limit: MAX_RECURRENCE_INSTANCES }).length,
        0,
      );
      expandMs.push(performance.now() - expanding);
    }
    const server = summary(serverMs);
    const expand = summary(expandMs);
    console.log(
      `month window: ${events.length} events in the answer, ${shown} occurrences shown\n` +
        `  GET (HTTP) p50 ${server.p50} ms, p99 ${server.p99} ms; expansion p50 ${expand.p50} ms, p99 ${expand.p99} ms; ` +
        `server + client p50 ${(server.p50 + expand.p50).toFixed(1)} ms (budget 300)`,
    );

    if (process.argv.includes('--keep')) {
      // Leaves the seeded server running to look at (Ctrl+C ends it).
      console.log(`kept: ${baseUrl} token ${user.token}`);
      await new Promise(() => {});
    }
    if (!process.argv.includes('--no-browser')) {
      const browser = await measureCalendarInBrowser(baseUrl, user.token);
      console.log(
        browser
          ? `Chromium, cold: month view with its events after ${browser.shownMs} ms (${browser.events} events drawn)`
          : 'Chromium: skipped (no dist/ or no browser)',
      );
    }

    const ics = icsOfEvents(2_000, 500, now);
    const importing = performance.now();
    const response = await fetch(`${baseUrl}/api/calendar/import`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${user.token}`,
      },
      body: JSON.stringify({ ics }),
    });
    const importMs = performance.now() - importing;
    console.log(
      response.status < 300
        ? `.ics import: 2,000 events (500 recurring, ${(ics.length / 1024).toFixed(0)} KB) in ${importMs.toFixed(0)} ms (budget 5,000)`
        : `.ics import: POST /api/calendar/import answered ${response.status}`,
    );
  } finally {
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
