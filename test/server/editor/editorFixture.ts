/**
 * Fixtures of the editor tests, built through the real routes: a company with an owner and a
 * member (joined by invitation link), an outsider who belongs to no company, one project and a
 * board with columns. `api` calls with a user's token and fails loudly on an unexpected status.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { call, openSocket, registerUser, type Json, type TestServer } from '../harness';

export interface Person {
  token: string;
  id: number;
  name: string;
}

/** A JSON call as `who`; asserts the status when `expect` is given. */
export async function api(
  server: TestServer,
  who: Person,
  method: string,
  url: string,
  body?: unknown,
  options: { expect?: number; socketId?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = {
    ...options.headers,
    ...(options.socketId ? { 'socket-id': options.socketId } : {}),
  };
  const answer = await call(server, method, url, { token: who.token, body, headers });
  if (options.expect !== undefined && answer.status !== options.expect) {
    throw new Error(
      `${method} ${url} answered ${answer.status}, expected ${options.expect}: ${JSON.stringify(answer.body)}`,
    );
  }
  return answer;
}

/** `api` expecting 2xx; returns `data`. */
export async function ok(
  server: TestServer,
  who: Person,
  method: string,
  url: string,
  body?: unknown,
  socketId?: string,
) {
  const answer = await api(server, who, method, url, body, { socketId });
  if (answer.status >= 300) {
    throw new Error(`${method} ${url} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body.data as Json;
}

export async function person(server: TestServer, name: string): Promise<Person> {
  const { token, user } = await registerUser(server, name);
  return { token, id: user.id, name };
}

export interface Team {
  owner: Person;
  member: Person;
  outsider: Person;
  companyId: number;
  projectId: number;
  boardId: number;
  columnIds: number[];
}

/** A company (owner + member), a project, a board with `columns` columns, and an outsider. */
export async function team(server: TestServer, columns = 2): Promise<Team> {
  // The owner registers first: the first account of a fresh server is system admin and reaches
  // every company, which must never be the outsider.
  const owner = await person(server, 'Olga Owner');
  const [member, outsider] = await Promise.all([person(server, 'Max Member'), person(server, 'Oscar Outsider')]);
  const company = await ok(server, owner, 'POST', '/company', { name: 'Acme' });
  const link = await ok(server, owner, 'POST', `/company/${company.id}/links`, {});
  await ok(server, member, 'POST', `/company/${company.id}/join/${link.token}`);
  const project = await ok(server, owner, 'POST', `/company/${company.id}/projects`, { name: 'Launch' });
  const board = await ok(server, owner, 'POST', `/project/${project.id}/boards`, { name: 'Roadmap' });
  const columnIds: number[] = [];
  for (let i = 0; i < columns; i += 1) {
    columnIds.push((await ok(server, owner, 'POST', `/editor/columns/${board.id}`, { name: `Column ${i + 1}` })).id);
  }
  return { owner, member, outsider, companyId: company.id, projectId: project.id, boardId: board.id, columnIds };
}

/** Creates `count` cards in a list, one after the other (the last one ends on top). */
export async function cards(
  server: TestServer,
  who: Person,
  columnId: number,
  count: number,
  parentCardId?: number,
): Promise<Json[]> {
  const created: Json[] = [];
  const path = parentCardId ? `/editor/card/${columnId}/${parentCardId}` : `/editor/card/${columnId}`;
  for (let i = 0; i < count; i += 1) created.push(await ok(server, who, 'POST', path, { name: `Card ${i + 1}` }));
  return created;
}

/** Every top-level card id of a column in display order, following the keyset pages. */
export async function columnOrder(
  server: TestServer,
  who: Person,
  columnId: number,
  filters?: object,
): Promise<number[]> {
  const query = filters ? `?filters=${encodeURIComponent(JSON.stringify(filters))}` : '';
  const ids: number[] = [];
  let lastSort = Number.MAX_SAFE_INTEGER;
  for (;;) {
    const page = await api(server, who, 'GET', `/editor/column/${columnId}/cards/${lastSort}${query}`, undefined, {
      expect: 200,
    });
    ids.push(...page.body.cards.map((card: Json) => card.id));
    if (!page.body.hasMore) return ids;
    lastSort = page.body.cards[page.body.cards.length - 1].sort;
  }
}

/** A socket of `who` that joined the board's room. */
export async function watcher(server: TestServer, who: Person, boardId: number): Promise<ClientSocket> {
  const socket = await openSocket(server, who.token);
  const ack = await socket.timeout(2000).emitWithAck('board:join', { boardId });
  if (!ack.ok) throw new Error(`board:join failed: ${JSON.stringify(ack)}`);
  return socket;
}
