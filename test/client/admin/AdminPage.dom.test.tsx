/**
 * The admin panel's screens (issue 19 item 3): the users table shows what the server lists; a block
 * is asked first and sent as PUT /admin/users/{id}/blocked; the server's refusal of the last admin's
 * demotion shows in its own words; the tabs switch with `?tab=`, in English and Russian.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../../src/client/app/store';
import { AdminPage } from '../../../src/client/features/admin/AdminPage';
import type { AdminUser } from '../../../src/shared/admin/admin.types';
import { BASE, fakeConnection, ok } from '../board/boardFixtures';
import { failure, renderUi } from '../ui/renderUi';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const aUser = (over: Partial<AdminUser>): AdminUser => ({
  id: 2,
  email: 'bob@example.com',
  name: 'Bob Builder',
  isSystemAdmin: false,
  blockedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSeenAt: null,
  companies: [{ id: 7, name: 'Acme', role: 'member' }],
  ...over,
});

function render(route = '/admin', lang = 'en') {
  localStorage.setItem('auth_token_default', 'tok-1');
  localStorage.setItem('lang', lang);
  const store = makeStore({ connection: fakeConnection().service });
  return renderUi(<AdminPage />, { store, route });
}

afterEach(() => localStorage.clear());

test('users are listed; blocking asks first and sends the block', async () => {
  let users = [aUser({}), aUser({ id: 1, name: 'Root', email: 'root@example.com', isSystemAdmin: true })];
  const sent: unknown[] = [];
  server.use(
    http.get(`${BASE}/admin/users`, () => HttpResponse.json(ok({ items: users, total: users.length }))),
    http.put(`${BASE}/admin/users/2/blocked`, async ({ request }) => {
      sent.push(await request.json());
      users = users.map((u) => (u.id === 2 ? { ...u, blockedAt: '2026-11-27T00:00:00.000Z' } : u));
      return HttpResponse.json(ok(users[0]));
    }),
  );
  render();
  const row = (await screen.findByText('bob@example.com')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Acme (Member)')).toBeInTheDocument();
  expect(within(row).getByText('never')).toBeInTheDocument();
  await userEvent.click(within(row).getByRole('button', { name: 'Actions: Bob Builder' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Block' }));
  const dialog = screen.getByRole('dialog', { name: 'Block Bob Builder?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
  expect(await screen.findByText('Bob Builder is blocked and signed out everywhere')).toBeInTheDocument();
  expect(sent).toEqual([{ blocked: true }]);
  expect(await screen.findByText('Blocked')).toBeInTheDocument();
});

test('the last admin’s demotion shows the server’s words', async () => {
  const users = [aUser({ id: 1, name: 'Root', email: 'root@example.com', isSystemAdmin: true })];
  server.use(
    http.get(`${BASE}/admin/users`, () => HttpResponse.json(ok({ items: users, total: 1 }))),
    http.put(`${BASE}/admin/users/1/system-admin`, () =>
      HttpResponse.json(failure('This is the last active system administrator', 'CONFLICT'), { status: 409 }),
    ),
  );
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Actions: Root' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Revoke system admin' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke system admin' }));
  expect(await screen.findByText('This is the last active system administrator')).toBeInTheDocument();
});

test('the audit tab lists entries in Russian', async () => {
  server.use(
    http.get(`${BASE}/admin/audit`, () =>
      HttpResponse.json(
        ok({
          items: [
            {
              id: 1,
              at: '2026-11-27T01:00:00.000Z',
              actorId: 1,
              actorName: 'Root',
              action: 'auth.signInFailed',
              targetKind: null,
              targetId: null,
              ip: '127.0.0.1',
              details: { email: 'x@example.com' },
            },
          ],
          nextCursor: null,
        }),
      ),
    ),
  );
  render('/admin?tab=audit', 'ru');
  expect(await screen.findByRole('tab', { name: 'Журнал аудита', selected: true })).toBeInTheDocument();
  expect(await screen.findByText('Неудачный вход')).toBeInTheDocument();
  expect(screen.getByText('email: x@example.com')).toBeInTheDocument();
});
