/**
 * Fixtures of the calendar tests, built through the real routes: a company (owner Olga, members
 * Max and Nina), an outsider Oscar of no company, and helpers to create events and wait for live
 * events. Times are whole hours ahead, in UTC.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { openSocket, sleep, type Json, type TestServer } from '../harness';
import { ok, person, team, type Person } from '../editor/editorFixture';

export interface CalendarTeam {
  owner: Person;
  member: Person;
  /** A member of the same company who is not invited. */
  colleague: Person;
  outsider: Person;
  companyId: number;
  projectId: number;
}

export async function calendarTeam(server: TestServer): Promise<CalendarTeam> {
  const t = await team(server, 0);
  const colleague = await person(server, 'Nina Colleague');
  await joinCompany(server, t, colleague);
  return { ...t, colleague };
}

/** `who` joins the team's company through a new invitation link. */
export async function joinCompany(
  server: TestServer,
  t: { owner: Person; companyId: number },
  who: Person,
): Promise<void> {
  const link = await ok(server, t.owner, 'POST', `/company/${t.companyId}/links`, {});
  await ok(server, who, 'POST', `/company/${t.companyId}/join/${link.token}`);
}

/** An ISO instant `hours` from now, on a whole minute (so occurrence starts compare exactly). */
export const hoursAhead = (hours: number): string => {
  const ms = Date.now() + hours * 3_600_000;
  return new Date(ms - (ms % 60_000)).toISOString();
};

/** A meeting of `who` from `start` lasting an hour. */
export const meeting = (start: string, extra: Record<string, unknown> = {}) => ({
  title: 'Planning',
  startDate: start,
  endDate: new Date(Date.parse(start) + 3_600_000).toISOString(),
  type: 'meeting',
  ...extra,
});

/** Ids of the events `who` sees (GET /api/calendar/events with `query`). */
export async function visibleIds(server: TestServer, who: Person, query = ''): Promise<number[]> {
  const events: Json[] = await ok(server, who, 'GET', `/api/calendar/events${query}`);
  return events.map((event) => event.id);
}

/** A connected socket of `who`, closed by `closeAll`. */
export async function socketOf(server: TestServer, who: Person, sockets: ClientSocket[]): Promise<ClientSocket> {
  const socket = await openSocket(server, who.token);
  sockets.push(socket);
  return socket;
}

/** Waits until `check` is truthy (every 20 ms) or `timeoutMs` passes; returns its last value. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result || Date.now() > deadline) return result;
    await sleep(20);
  }
}
