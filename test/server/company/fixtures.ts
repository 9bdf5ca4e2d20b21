/**
 * Shared steps of the company and project suites: a signed-up owner with a company, and more
 * users brought in through a real invitation link (the same calls a client makes).
 */
import { call, registerUser, type Json, type TestServer } from '../harness';

export interface Person {
  token: string;
  id: number;
  email: string;
}

/** Registers a user and returns its token and id. */
export async function person(server: TestServer, name = 'Member'): Promise<Person> {
  const { token, user, email } = await registerUser(server, name);
  return { token, id: user.id, email };
}

/** Creates a company owned by `owner`; returns its JSON. */
export async function companyOf(server: TestServer, owner: Person, name = 'Acme'): Promise<Json> {
  const created = await call(server, 'POST', '/company', { token: owner.token, body: { name } });
  if (created.status !== 201) throw new Error(`company: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.data;
}

/** A fresh invitation link of the company, made by a manager. */
export async function linkOf(server: TestServer, manager: Person, companyId: number, body: Json = {}): Promise<Json> {
  const created = await call(server, 'POST', `/company/${companyId}/links`, { token: manager.token, body });
  if (created.status !== 201) throw new Error(`link: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.data;
}

/** Brings `user` into the company through a new link; `role` 'admin' promotes afterwards. */
export async function joinAs(
  server: TestServer,
  owner: Person,
  companyId: number,
  user: Person,
  role: 'member' | 'admin' = 'member',
): Promise<void> {
  const link = await linkOf(server, owner, companyId);
  const joined = await call(server, 'POST', `/company/${companyId}/join/${link.token}`, { token: user.token });
  if (joined.status !== 200) throw new Error(`join: ${joined.status} ${JSON.stringify(joined.body)}`);
  if (role === 'admin') {
    const promoted = await call(server, 'PUT', `/company/${companyId}/members/${user.id}`, {
      token: owner.token,
      body: { role: 'admin' },
    });
    if (promoted.status !== 200) throw new Error(`promote: ${promoted.status}`);
  }
}

/** A column with `cards` top-level cards, written straight to the database (the editor owns their routes). */
export async function seedCards(server: TestServer, boardId: number, companyId: number, cards: number): Promise<void> {
  const now = new Date().toISOString();
  const db = server.app.db;
  const column = await db
    .insertInto('columns')
    .values({ boardId, name: 'To do', color: null, sort: 0, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let index = 0; index < cards; index += 1) {
    const company = await db
      .updateTable('companies')
      .set((eb) => ({ taskCounter: eb('taskCounter', '+', 1) }))
      .where('id', '=', companyId)
      .returning('taskCounter')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('cards')
      .values({
        boardId,
        columnId: column.id,
        parentCardId: null,
        counter: company.taskCounter,
        companyId,
        name: `Card ${index}`,
        description: null,
        color: null,
        sort: index,
        createdBy: null,
        createdAt: now,
        updatedAt: now,
        movedAt: now,
        doneAt: null,
        archivedAt: null,
      })
      .execute();
  }
}
