/**
 * e2e set-up through the real API: a company with two members, a project, a board and columns
 * (DESIGN §3 Route map), and a signed-in browser page for each member.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { newAccount, registerByApi, type Account } from './session';

/** One JSON call with a bearer token; returns the envelope's `data`. */
export async function api<T = unknown>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { accept: 'application/json', authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; data: T; error?: string };
  expect(json.success, `${method} ${path}: ${json.error ?? ''}`).toBe(true);
  return json.data;
}

export interface Workspace {
  owner: Account & { token: string };
  member: Account & { token: string };
  companyId: number;
  projectId: number;
  boardId: number;
  columns: Record<string, number>;
}

/** Owner creates company, project, board and columns; the member joins by an invitation link. */
export async function createWorkspace(baseUrl: string, columnNames: string[]): Promise<Workspace> {
  const owner = { ...newAccount('owner'), token: '' };
  const member = { ...newAccount('member'), token: '' };
  owner.token = await registerByApi(baseUrl, owner);
  member.token = await registerByApi(baseUrl, member);
  const company = await api<{ id: number }>(baseUrl, owner.token, 'POST', '/company', { name: 'Acme' });
  const link = await api<{ token: string }>(baseUrl, owner.token, 'POST', `/company/${company.id}/links`, {});
  await api(baseUrl, member.token, 'POST', `/company/${company.id}/join/${link.token}`);
  const project = await api<{ id: number }>(baseUrl, owner.token, 'POST', `/company/${company.id}/projects`, {
    name: 'Launch',
  });
  const board = await api<{ id: number }>(baseUrl, owner.token, 'POST', `/project/${project.id}/boards`, {
    name: 'Sprint 1',
  });
  const columns: Record<string, number> = {};
  for (const name of columnNames) {
    columns[name] = (
      await api<{ id: number }>(baseUrl, owner.token, 'POST', `/editor/columns/${board.id}`, { name })
    ).id;
  }
  return { owner, member, companyId: company.id, projectId: project.id, boardId: board.id, columns };
}

/** A page in its own browser context, signed in with `token`, on the project's board. */
export async function openBoard(browser: Browser, baseUrl: string, token: string, projectId: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript((value) => localStorage.setItem('auth_token_default', value), token);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/cabinet/project/${projectId}/board`);
  return page;
}
