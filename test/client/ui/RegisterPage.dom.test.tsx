/**
 * Registration screen (DESIGN §3 Auth, Envelope): field errors of a 400 body appear under their
 * fields, client validation checks length and the password confirmation, success signs in.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { notificationSettingsHandler } from '../notifications/settingsHandler';
import { Route, Routes } from 'react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegisterPage } from '../../../src/client/features/session/RegisterPage';
import { LocationDisplay } from '../renderWithProviders';
import { aUser, failure, renderUi } from './renderUi';

const server = setupServer(notificationSettingsHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ui = (
  <Routes>
    <Route path="/register" element={<RegisterPage />} />
    <Route path="*" element={<LocationDisplay />} />
  </Routes>
);

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { name: string; email: string; password: string; confirm: string },
) {
  await user.type(await screen.findByLabelText('Name'), values.name);
  await user.type(screen.getByLabelText('E-mail'), values.email);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), values.password);
  await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

/** The helper text rendered under the field with this label. */
const helperOf = (label: string) => {
  const input = screen.getByLabelText(label, { selector: 'input' });
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

test('field errors from a 400 body are shown under their fields with the server message above', async () => {
  const user = userEvent.setup();
  server.use(
    http.post('http://localhost/auth/register', () =>
      HttpResponse.json(
        failure('Check the highlighted fields', 'VALIDATION_FAILED', {
          email: 'An account with this e-mail already exists',
          name: 'This name is reserved',
        }),
        { status: 400 },
      ),
    ),
  );
  renderUi(ui, { route: '/register' });
  await fill(user, { name: 'Admin', email: 'ada@example.com', password: 'long-enough-1', confirm: 'long-enough-1' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Check the highlighted fields');
  expect(helperOf('E-mail')).toBe('An account with this e-mail already exists');
  expect(helperOf('Name')).toBe('This name is reserved');
  expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
});

test('a short password and a different confirmation are caught before sending', async () => {
  const user = userEvent.setup();
  let called = false;
  server.use(
    http.post('http://localhost/auth/register', () => {
      called = true;
      return HttpResponse.json({});
    }),
  );
  renderUi(ui, { route: '/register' });
  await fill(user, { name: 'Ada', email: 'ada@example.com', password: 'short', confirm: 'other' });
  expect(await screen.findByText('At least 8 characters')).toBeInTheDocument();
  expect(helperOf('Confirm password')).toBe('The passwords do not match');
  expect(called).toBe(false);
});

test('a successful registration signs in and opens the cabinet', async () => {
  const user = userEvent.setup();
  server.use(
    http.post('http://localhost/auth/register', () =>
      HttpResponse.json(
        { success: true, status: 'success', data: { user: aUser() } },
        { status: 201, headers: { Authorization: 'Bearer tok-new' } },
      ),
    ),
  );
  renderUi(ui, { route: '/register' });
  await fill(user, { name: 'Ada', email: 'ada@example.com', password: 'long-enough-1', confirm: 'long-enough-1' });
  expect(await screen.findByTestId('location')).toHaveTextContent('/cabinet');
  expect(localStorage.getItem('auth_token_default')).toBe('tok-new');
});
