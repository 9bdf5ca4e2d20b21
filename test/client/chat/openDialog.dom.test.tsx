/**
 * Opening a dialog with a person (spec/shell.md §5, §8; issue 16 item 2): the four failure toasts
 * and, on success, the panel open at the dialog in the dialog's company.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, screen, waitFor } from '@testing-library/react';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../src/shared/notifications/notifications.schemas';
import { openDialogWith } from '../../../src/client/features/chat/openDialog';
import { companySelected } from '../../../src/client/features/chat/chatWindowSlice';
import { BASE, ok } from '../board/boardFixtures';
import { makeTestStore } from '../renderWithProviders';
import { failure, renderUi } from '../ui/renderUi';
import { aRoom, signedInStore } from './chatFixtures';

/** Runs the thunk inside act (its toast updates the SnackbarProvider). */
const run = (store: ReturnType<typeof makeTestStore>['store'], userId: number | undefined) =>
  act(() => store.dispatch(openDialogWith(userId)));

const server = setupServer(
  http.get(`${BASE}/notifications/settings`, () => HttpResponse.json(ok(DEFAULT_NOTIFICATION_SETTINGS))),
  http.get(`${BASE}/chat/company/:companyId/unread-counts`, () =>
    HttpResponse.json(ok({ public: 0, private: 0, dialog: 0, total: 0 })),
  ),
  http.get(`${BASE}/chat/company/:companyId/rooms`, () => HttpResponse.json(ok([]))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test('without a user id: "Could not tell whom to send the message to", and no call', async () => {
  const { store } = signedInStore();
  renderUi(<div />, { store });
  expect(await run(store, undefined)).toBe('noUser');
  expect(await screen.findByText('Could not tell whom to send the message to')).toBeInTheDocument();
});

test('signed out and not connected: "The messaging service is not available"', async () => {
  const { store } = makeTestStore();
  renderUi(<div />, { store });
  expect(await run(store, 7)).toBe('noClient');
  expect(await screen.findByText('The messaging service is not available')).toBeInTheDocument();
});

test('an answer without a room id: "Could not create the dialog"', async () => {
  server.use(http.post(`${BASE}/chat/get-room-by-user-id/7`, () => HttpResponse.json(ok({}))));
  const { store } = signedInStore();
  renderUi(<div />, { store });
  expect(await run(store, 7)).toBe('createFailed');
  expect(await screen.findByText('Could not create the dialog')).toBeInTheDocument();
  expect(store.getState().chatWindow.open).toBe(false);
});

test('a failed call: "Could not open a dialog with this person"', async () => {
  server.use(
    http.post(`${BASE}/chat/get-room-by-user-id/7`, () =>
      HttpResponse.json(failure('Not found', 'NOT_FOUND'), { status: 404 }),
    ),
  );
  const { store } = signedInStore();
  renderUi(<div />, { store });
  expect(await run(store, 7)).toBe('openFailed');
  expect(await screen.findByText('Could not open a dialog with this person')).toBeInTheDocument();
});

test('the texts are Russian in Russian', async () => {
  const { store } = signedInStore();
  const { i18n } = renderUi(<div />, { store });
  await i18n.changeLanguage('ru');
  const { getI18n } = await import('../../../src/client/app/i18n');
  await getI18n().changeLanguage('ru');
  await run(store, 0);
  expect(await screen.findByText('Не удалось определить пользователя для отправки сообщения')).toBeInTheDocument();
  await getI18n().changeLanguage('en');
});

test('success: the panel opens in the dialog company with the dialog selected', async () => {
  const bodies: unknown[] = [];
  const dialog = aRoom({ id: 42, companyId: 12, type: 'dialog', name: 'Bob', role: 'member' });
  server.use(
    http.post(`${BASE}/chat/get-room-by-user-id/7`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(ok(dialog));
    }),
    http.get(`${BASE}/chat/company/12/rooms`, () => HttpResponse.json(ok([dialog]))),
  );
  const { store } = signedInStore();
  store.dispatch(companySelected(12));
  expect(await run(store, 7)).toBe('opened');
  const state = store.getState().chatWindow;
  expect(state.open).toBe(true);
  expect(state.companyId).toBe(12);
  expect(state.selectedRoom?.id).toBe(42);
  expect(bodies).toEqual([{ companyId: 12 }]);
  await waitFor(() => expect(store.getState().chatWindow.rooms.dialog.map((room) => room.id)).toEqual([42]));
});
