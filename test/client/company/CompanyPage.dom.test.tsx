/**
 * Company view, /cabinet/company/{id} (issue 3 Deliver 1): members and roles (owner/admin change
 * admin ↔ member, remove after a confirm), invitation links (create with a use limit, copy the join
 * URL with a toast, revoke), what a plain member does not see, a missing company, and live member
 * events refreshing the list.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { notificationSettingsHandler } from '../notifications/settingsHandler';
import { Route, Routes } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompanyPage } from '../../../src/client/features/company/CompanyPage';
import { userLoaded } from '../../../src/client/features/session/sessionSlice';
import { LocationDisplay, makeTestStore } from '../renderWithProviders';
import { aUser, failure, renderUi } from '../ui/renderUi';
import { aCompany, aLink, aMember, okBody } from './fixtures';

const server = setupServer(notificationSettingsHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ui = (
  <Routes>
    <Route path="/cabinet/company/:companyId" element={<CompanyPage />} />
    <Route path="*" element={<LocationDisplay />} />
  </Routes>
);

/** Ada (id 1) viewing Acme (id 5) with the given role; Bob is a member, Cleo an admin. */
function serve(role: 'owner' | 'admin' | 'member', links = [aLink()]) {
  const members = [
    aMember(1, role, 'Ada Lovelace'),
    aMember(2, 'member', 'Bob Stone'),
    aMember(3, 'admin', 'Cleo Park'),
  ];
  if (role !== 'owner') members.push(aMember(4, 'owner', 'Olga Owner'));
  server.use(
    http.get('http://localhost/company/5', () => HttpResponse.json(okBody(aCompany({ role })))),
    http.get('http://localhost/company/5/members', () => HttpResponse.json(okBody(members))),
    http.get('http://localhost/company/5/links', () => HttpResponse.json(okBody(links))),
  );
  return members;
}

function renderCompany() {
  const test = makeTestStore();
  test.store.dispatch(userLoaded(aUser({ id: 1 })));
  return { ...test, ...renderUi(ui, { store: test.store, route: '/cabinet/company/5' }) };
}

test("an owner changes a member's role to admin; the owner's own row has no controls", async () => {
  const user = userEvent.setup();
  const members = serve('owner');
  let body: unknown;
  server.use(
    http.put('http://localhost/company/5/members/2', async ({ request }) => {
      body = await request.json();
      members[1] = { ...members[1], role: 'admin' };
      return HttpResponse.json(okBody(members[1]));
    }),
  );
  renderCompany();
  expect(await screen.findByRole('heading', { name: 'Acme' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: '3 members' })).toBeInTheDocument();
  expect(within(screen.getByTestId('member-1')).queryByRole('combobox')).not.toBeInTheDocument();
  expect(within(screen.getByTestId('member-1')).getByText('Owner')).toBeInTheDocument();

  await user.click(screen.getByRole('combobox', { name: 'Role of Bob Stone' }));
  await user.click(await screen.findByRole('option', { name: 'Admin' }));
  await waitFor(() => expect(body).toEqual({ role: 'admin' }));
  expect(await screen.findByText('Bob Stone is now Admin')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Role of Bob Stone' })).toHaveTextContent('Admin'));
});

test('removing a member asks first and removes only after confirming', async () => {
  const user = userEvent.setup();
  const members = serve('owner');
  let removed = false;
  server.use(
    http.delete('http://localhost/company/5/members/2', () => {
      removed = true;
      members.splice(1, 1);
      return HttpResponse.json(okBody(null));
    }),
  );
  renderCompany();
  await user.click(await screen.findByRole('button', { name: 'Remove Bob Stone' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove the member?' });
  expect(dialog).toHaveTextContent('Bob Stone will lose access to Acme');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(removed).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Remove Bob Stone' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(screen.queryByTestId('member-2')).not.toBeInTheDocument());
  expect(removed).toBe(true);
});

test('an admin creates a link with a use limit and copies its join URL with a toast', async () => {
  const user = userEvent.setup();
  const links = [aLink({ id: 3, token: 'first', uses: 2 })];
  serve('admin', links);
  let body: unknown;
  server.use(
    http.post('http://localhost/company/5/links', async ({ request }) => {
      body = await request.json();
      links.unshift(aLink({ id: 9, token: 'fresh-token', maxUses: 10, uses: 0 }));
      return HttpResponse.json(okBody(links[0]), { status: 201 });
    }),
  );
  renderCompany();
  expect(await screen.findByText('Used 2 times · Never expires')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'New link' }));
  const dialog = await screen.findByRole('dialog', { name: 'New invitation link' });
  await user.type(within(dialog).getByLabelText('Use limit'), '0');
  await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
  expect(await within(dialog).findByText('Must be at least 1')).toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText('Use limit'));
  await user.type(within(dialog).getByLabelText('Use limit'), '10');
  await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
  await waitFor(() => expect(body).toEqual({ expiresAt: null, maxUses: 10 }));
  expect(await screen.findByText('Invitation link created')).toBeInTheDocument();

  const row = await screen.findByTestId('link-9');
  expect(row).toHaveTextContent('http://localhost/company/5/join/fresh-token');
  expect(row).toHaveTextContent('Used 0 of 10 times');
  // user-event's clipboard stub; its readText needs jsdom's Blob, which jest-fixed-jsdom replaces.
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(within(row).getByRole('button', { name: 'Copy link' }));
  expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
  expect(writeText).toHaveBeenCalledWith('http://localhost/company/5/join/fresh-token');
});

test('an expiry in the past is refused before sending', async () => {
  const user = userEvent.setup();
  serve('owner');
  renderCompany();
  await user.click(await screen.findByRole('button', { name: 'New link' }));
  const dialog = await screen.findByRole('dialog', { name: 'New invitation link' });
  await user.type(within(dialog).getByLabelText('Expires at'), '2001-01-01T10:00');
  await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
  expect(await within(dialog).findByText('Choose a time in the future')).toBeInTheDocument();
});

test('revoking a link asks first, then the link disappears', async () => {
  const user = userEvent.setup();
  const links = [aLink({ id: 3, token: 'old' })];
  serve('owner', links);
  server.use(
    http.delete('http://localhost/company/5/links/3', () => {
      links.length = 0;
      return HttpResponse.json(okBody(null));
    }),
  );
  renderCompany();
  await user.click(within(await screen.findByTestId('link-3')).getByRole('button', { name: 'Revoke' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Revoke the link?' })).getByRole('button', { name: 'Revoke' }),
  );
  expect(await screen.findByText('No active links. Create one to invite colleagues.')).toBeInTheDocument();
});

test('a plain member sees roles but no role controls, no links and can leave', async () => {
  const user = userEvent.setup();
  serve('member');
  let left = false;
  server.use(
    http.post('http://localhost/company/5/leave', () => {
      left = true;
      return HttpResponse.json(okBody(null));
    }),
    http.get('http://localhost/company', () => HttpResponse.json(okBody([]))),
  );
  renderCompany();
  expect(await screen.findByRole('heading', { name: '4 members' })).toBeInTheDocument();
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Invitation links' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Rename the company' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Leave company' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave company' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/cabinet');
  expect(left).toBe(true);
});

test('the owner has no Leave button', async () => {
  serve('owner');
  renderCompany();
  expect(await screen.findByRole('heading', { name: 'Acme' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Leave company' })).not.toBeInTheDocument();
});

test('a company that does not exist shows "Company not found" with a way to the cabinet', async () => {
  server.use(
    http.get('http://localhost/company/5', () => HttpResponse.json(failure('Not found', 'NOT_FOUND'), { status: 404 })),
  );
  renderCompany();
  expect(await screen.findByRole('heading', { name: 'Company not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the cabinet' })).toHaveAttribute('href', '/cabinet');
});

test('a live member event from another user refreshes the member list without reload', async () => {
  localStorage.setItem('auth_token_default', 'tok-1');
  const members = serve('owner');
  const { connection, sockets } = renderCompany();
  connection.start();
  expect(await screen.findByRole('heading', { name: '3 members' })).toBeInTheDocument();
  members.push(aMember(7, 'member', 'Dan New'));
  sockets.latest().fire('company:member:created', { ...members[3], companyId: 5, actorId: 7 });
  expect(await screen.findByText('Dan New')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '4 members' })).toBeInTheDocument();
  connection.stop();
});
