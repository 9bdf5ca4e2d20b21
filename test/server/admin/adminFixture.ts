/**
 * Shared steps of the admin panel suites (issue 19 item 3): the system admin of a fresh server
 * (its first account), people signing in, and reading the audit log.
 */
import { call, registerUser, tokenOf, type Json, type TestServer } from '../harness';
import type { Person } from '../editor/editorFixture';

/** A registered person with its e-mail and password (for sign-ins). */
export interface Account extends Person {
  email: string;
  password: string;
}

export async function account(server: TestServer, name: string): Promise<Account> {
  const { token, user, email, password } = await registerUser(server, name);
  return { token, id: user.id, name, email, password };
}

/** Signs in; returns the answer (token in `token` when 200). */
export async function signIn(server: TestServer, who: { email: string; password: string }, lang = 'en') {
  const answer = await call(server, 'POST', '/auth/login', {
    body: { email: who.email, password: who.password },
    headers: { 'accept-language': lang },
  });
  return { ...answer, token: answer.status === 200 ? tokenOf(answer.headers) : undefined };
}

/** The audit entries of `action` (newest first), read as `admin`. */
export async function auditOf(server: TestServer, admin: Person, action: string): Promise<Json[]> {
  const answer = await call(server, 'GET', `/admin/audit?action=${encodeURIComponent(action)}&limit=200`, {
    token: admin.token,
  });
  if (answer.status !== 200) throw new Error(`audit answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data.items;
}
