/** e2e steps shared by specs: accounts through the real API and sign-in through the real UI. */
import { expect, type Page } from '@playwright/test';

export interface Account {
  name: string;
  email: string;
  password: string;
}

let sequence = 0;
/** A fresh account description (unique e-mail per call). */
export function newAccount(prefix = 'user'): Account {
  sequence += 1;
  const id = `${Date.now().toString(36)}${sequence}`;
  return { name: `${prefix} ${id}`, email: `${prefix}.${id}@example.com`, password: 'correct horse battery' };
}

/** Registers over HTTP and returns the bearer token from the Authorization header. */
export async function registerByApi(baseUrl: string, account: Account): Promise<string> {
  const res = await fetch(`${baseUrl}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(account),
  });
  expect(res.status).toBe(201);
  const header = res.headers.get('authorization') ?? '';
  expect(header).toMatch(/^Bearer /);
  return header.slice('Bearer '.length);
}

/** Signs in through the login form of the page at /login. */
export async function signInByUi(page: Page, account: Account): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the user menu of the cabinet's app bar. */
export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Account menu|Меню аккаунта/ }).click();
}
