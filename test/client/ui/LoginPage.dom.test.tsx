/**
 * Sign-in screen (spec/shell.md §2, §4 Session): client validation from the shared schema, the
 * server's error in words, the remembered e-mail, the guard's reason line and returnUrl handling.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { notificationSettingsHandler } from '../notifications/settingsHandler';
import { Route, Routes } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from '../../../src/client/features/session/LoginPage';
import { LocationDisplay } from '../renderWithProviders';
import { aUser, failure, renderUi } from './renderUi';

const server = setupServer(notificationSettingsHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ui = (
  <Routes>
    <Route path="/login" element={<LoginPage />} />
    <Route path="*" element={<LocationDisplay />} />
  </Routes>
);

const emailField = () => screen.getByLabelText('E-mail');
const passwordField = () => screen.getByLabelText('Password', { selector: 'input' });

test('submitting an empty form shows "required" under both fields and sends nothing', async () => {
  const user = userEvent.setup();
  let called = false;
  server.use(
    http.post('http://localhost/auth/login', () => {
      called = true;
      return HttpResponse.json({});
    }),
  );
  renderUi(ui, { route: '/login' });
  await user.click(await screen.findByRole('button', { name: 'Sign in' }));
  expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  expect(emailField()).toHaveAttribute('aria-invalid', 'true');
  expect(called).toBe(false);
});

test('an e-mail without @ is rejected with the e-mail message', async () => {
  const user = userEvent.setup();
  renderUi(ui, { route: '/login' });
  await user.type(await screen.findByLabelText('E-mail'), 'not-an-email');
  await user.type(passwordField(), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Enter a valid e-mail')).toBeInTheDocument();
});

test('a wrong password shows the server message in words and keeps the user on the page', async () => {
  const user = userEvent.setup();
  server.use(
    http.post('http://localhost/auth/login', () =>
      HttpResponse.json(failure('Wrong e-mail or password', 'INVALID_CREDENTIALS'), { status: 401 }),
    ),
  );
  renderUi(ui, { route: '/login' });
  await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
  await user.type(passwordField(), 'wrong-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
});

test('the remembered e-mail is prefilled and "Remember e-mail" is ticked', async () => {
  localStorage.setItem('remembered_email', 'saved@example.com');
  renderUi(ui, { route: '/login' });
  expect(await screen.findByLabelText('E-mail')).toHaveValue('saved@example.com');
  expect(screen.getByLabelText('Remember e-mail')).toBeChecked();
});

test('"Stay signed in" is sent as remember, and success goes to the same-origin returnUrl', async () => {
  const user = userEvent.setup();
  let body: unknown;
  server.use(
    http.post('http://localhost/auth/login', async ({ request }) => {
      body = await request.json();
      return HttpResponse.json(
        { success: true, status: 'success', data: { user: aUser() } },
        { headers: { Authorization: 'Bearer tok-9' } },
      );
    }),
  );
  renderUi(ui, { route: '/login?auth=required&returnUrl=%2Fcabinet%2Fcalendar%3Fday%3D3' });
  expect(await screen.findByText('Sign in to continue.')).toBeInTheDocument();
  await user.type(emailField(), 'Ada@Example.com');
  await user.type(passwordField(), 'correct-horse');
  await user.click(screen.getByLabelText('Stay signed in'));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/cabinet/calendar?day=3');
  expect(body).toEqual({ email: 'ada@example.com', password: 'correct-horse', remember: true });
  expect(localStorage.getItem('auth_token_default')).toBe('tok-9');
});

test('a returnUrl to another origin is ignored: sign-in goes to /cabinet', async () => {
  const user = userEvent.setup();
  server.use(
    http.post('http://localhost/auth/login', () =>
      HttpResponse.json(
        { success: true, status: 'success', data: { user: aUser() } },
        { headers: { Authorization: 'Bearer tok-2' } },
      ),
    ),
  );
  renderUi(ui, { route: '/login?returnUrl=%2F%2Fevil.example%2Fsteal' });
  await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
  await user.type(passwordField(), 'correct-horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cabinet$/));
});

test("the guard's timeout and error reasons are explained", async () => {
  const first = renderUi(ui, { route: '/login?auth=timeout' });
  expect(await screen.findByText('Loading took too long. Sign in again.')).toBeInTheDocument();
  first.unmount();
  renderUi(ui, { route: '/login?auth=error&error=Boom' });
  expect(await screen.findByText('Something went wrong while loading: Boom')).toBeInTheDocument();
});
