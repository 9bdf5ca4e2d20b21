/**
 * Profile dialog (spec/shell.md §7 PUT /auth/profile, PUT /auth/user/background/settings): only the
 * changed parts are sent, success shows a toast, validation and server errors appear in words.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { notificationSettingsHandler } from '../notifications/settingsHandler';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileDialog } from '../../../src/client/features/session/ProfileDialog';
import { userLoaded } from '../../../src/client/features/session/sessionSlice';
import { makeTestStore } from '../renderWithProviders';
import { aUser, failure, renderUi } from './renderUi';

const server = setupServer(notificationSettingsHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderDialog(onClose = jest.fn()) {
  localStorage.setItem('auth_token_default', 'tok-1');
  const { store } = makeTestStore();
  store.dispatch(userLoaded(aUser()));
  renderUi(<ProfileDialog open onClose={onClose} />, { store, route: '/cabinet' });
  return { store, onClose };
}

test('a new name is sent to PUT /auth/profile alone, then a toast confirms and the dialog closes', async () => {
  const user = userEvent.setup();
  const bodies: unknown[] = [];
  let backgroundCalled = false;
  server.use(
    http.put('http://localhost/auth/profile', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ success: true, status: 'success', data: aUser({ name: 'Ada King' }) });
    }),
    http.get('http://localhost/auth/user', () =>
      HttpResponse.json({ success: true, status: 'success', data: aUser({ name: 'Ada King' }) }),
    ),
    http.put('http://localhost/auth/user/background/settings', () => {
      backgroundCalled = true;
      return HttpResponse.json({});
    }),
  );
  const { onClose } = renderDialog();
  const name = await screen.findByLabelText('Name');
  await user.clear(name);
  await user.type(name, 'Ada King');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  expect(bodies).toEqual([{ name: 'Ada King', avatar: null }]);
  expect(backgroundCalled).toBe(false);
  expect(onClose).toHaveBeenCalled();
});

test('an empty name is refused before sending; a server error is shown in words', async () => {
  const user = userEvent.setup();
  server.use(
    http.put('http://localhost/auth/user/background/settings', () =>
      HttpResponse.json(failure('Something went wrong on the server', 'INTERNAL'), { status: 500 }),
    ),
  );
  const { onClose } = renderDialog();
  await user.clear(await screen.findByLabelText('Name'));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('This field is required')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await user.click(screen.getByLabelText('Use a custom background'));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on the server');
  expect(onClose).not.toHaveBeenCalled();
});
