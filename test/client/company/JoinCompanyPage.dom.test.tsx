/**
 * Joining by invitation, /company/{id}/join/{token} (issue 3 Deliver 1): the company's name from
 * the link preview and Join → the company; an unusable link; an existing member.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JoinCompanyPage } from '../../../src/client/features/company/JoinCompanyPage';
import { LocationDisplay } from '../renderWithProviders';
import { failure, renderUi } from '../ui/renderUi';
import { aCompany, okBody } from './fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ui = (
  <Routes>
    <Route path="/company/:id/join/:token" element={<JoinCompanyPage />} />
    <Route path="*" element={<LocationDisplay />} />
  </Routes>
);

test('a valid link shows the company name; Join makes the user a member and opens the company', async () => {
  const user = userEvent.setup();
  let joined = false;
  server.use(
    http.get('http://localhost/company/join/tok-1', () =>
      HttpResponse.json(okBody({ companyId: 5, companyName: 'Acme', alreadyMember: false })),
    ),
    http.post('http://localhost/company/5/join/tok-1', () => {
      joined = true;
      return HttpResponse.json(okBody(aCompany({ role: 'member' })));
    }),
  );
  renderUi(ui, { route: '/company/5/join/tok-1' });
  expect(await screen.findByRole('heading', { name: 'Acme' })).toBeInTheDocument();
  expect(screen.getByText('You are invited to join')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Join' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/cabinet/company/5');
  expect(joined).toBe(true);
});

test('a link that no longer works says so and leads to the cabinet, with no Join button', async () => {
  server.use(
    http.get('http://localhost/company/join/gone', () =>
      HttpResponse.json(failure('Not found', 'NOT_FOUND'), { status: 404 }),
    ),
  );
  renderUi(ui, { route: '/company/5/join/gone' });
  expect(await screen.findByRole('heading', { name: 'This invitation link does not work' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the cabinet' })).toHaveAttribute('href', '/cabinet');
  expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
});

test('an existing member is told so and offered the company instead of Join', async () => {
  server.use(
    http.get('http://localhost/company/join/tok-2', () =>
      HttpResponse.json(okBody({ companyId: 5, companyName: 'Acme', alreadyMember: true })),
    ),
  );
  renderUi(ui, { route: '/company/5/join/tok-2' });
  expect(await screen.findByRole('heading', { name: 'You are already a member of Acme' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the company' })).toHaveAttribute('href', '/cabinet/company/5');
  expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
});

test('a failed join shows the reason and stays on the page', async () => {
  const user = userEvent.setup();
  server.use(
    http.get('http://localhost/company/join/tok-3', () =>
      HttpResponse.json(okBody({ companyId: 5, companyName: 'Acme', alreadyMember: false })),
    ),
    http.post('http://localhost/company/5/join/tok-3', () =>
      HttpResponse.json(failure('The link has been used up', 'NOT_FOUND'), { status: 404 }),
    ),
  );
  renderUi(ui, { route: '/company/5/join/tok-3' });
  await user.click(await screen.findByRole('button', { name: 'Join' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The link has been used up'));
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
});
