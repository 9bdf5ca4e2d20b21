/**
 * Language and theme switches of the cabinet's account menu (spec/shell.md §4 Theme, §9 `lang`,
 * `theme`), and Russian plural forms (_one/_few/_many/_other) for 1, 3, 5 and 21.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { notificationSettingsHandler } from '../notifications/settingsHandler';
import { Route, Routes } from 'react-router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CabinetHome } from '../../../src/client/features/cabinet/CabinetHome';
import { CabinetLayout } from '../../../src/client/features/cabinet/CabinetLayout';
import { ForgotPasswordPage } from '../../../src/client/features/session/ForgotPasswordPage';
import { userLoaded } from '../../../src/client/features/session/sessionSlice';
import { createI18n } from '../../../src/client/app/i18n';
import { makeTestStore } from '../renderWithProviders';
import { aUser, renderUi } from './renderUi';

const server = setupServer(notificationSettingsHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The cabinet lists my companies (issue 3): this user has none, so the empty state shows.
beforeEach(() =>
  server.use(
    http.get('http://localhost/company', () => HttpResponse.json({ success: true, status: 'success', data: [] })),
  ),
);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderCabinet() {
  const { store } = makeTestStore();
  store.dispatch(userLoaded(aUser()));
  const ui = (
    <Routes>
      <Route path="/cabinet" element={<CabinetLayout />}>
        <Route index element={<CabinetHome />} />
      </Route>
    </Routes>
  );
  return renderUi(ui, { store, route: '/cabinet' });
}

test('choosing Русский in the account menu switches the cabinet to Russian and stores lang=ru', async () => {
  const user = userEvent.setup();
  renderCabinet();
  expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Account menu' }));
  await user.click(screen.getByRole('menuitem', { name: 'Русский' }));
  // The menu stays open (the tick moves) and is already in Russian.
  expect(await within(screen.getByRole('menu')).findByRole('menuitem', { name: 'Выйти' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(await screen.findByRole('heading', { name: 'Добро пожаловать, Ada Lovelace' })).toBeInTheDocument();
  expect(screen.getByText('Пока нет компаний')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Создать компанию' })).toHaveAttribute('href', '/cabinet/company/create');
  expect(localStorage.getItem('lang')).toBe('ru');
  expect(document.documentElement.lang).toBe('ru');
});

test('choosing the dark theme stores theme=dark and switches the page to a dark colour scheme', async () => {
  const user = userEvent.setup();
  renderCabinet();
  await user.click(await screen.findByRole('button', { name: 'Account menu' }));
  await user.click(screen.getByRole('menuitem', { name: 'Dark' }));
  expect(localStorage.getItem('theme')).toBe('dark');
  expect(document.documentElement.style.colorScheme).toBe('dark');
  await user.click(screen.getByRole('menuitem', { name: 'Light' }));
  expect(localStorage.getItem('theme')).toBe('light');
  expect(document.documentElement.style.colorScheme).toBe('light');
});

test("the avatar shows the user's initials", async () => {
  renderCabinet();
  expect(await screen.findByText('AL')).toBeInTheDocument();
});

test.each([
  [1, '1 минуту', '1 компания', 'Повторить через 1 секунду'],
  [3, '3 минуты', '3 компании', 'Повторить через 3 секунды'],
  [5, '5 минут', '5 компаний', 'Повторить через 5 секунд'],
  [21, '21 минуту', '21 компания', 'Повторить через 21 секунду'],
])('Russian plural forms for %i', (count, minutes, companies, retry) => {
  const i18n = createI18n('ru');
  expect(i18n.t('common:minutes', { count })).toBe(minutes);
  expect(i18n.t('common:companies', { count })).toBe(companies);
  expect(i18n.t('connection:retryIn', { count })).toBe(retry);
});

test('the restore step in Russian says how long the code is valid with the right plural', async () => {
  server.use(
    http.put('http://localhost/auth/get-email-code', () =>
      HttpResponse.json({ success: true, status: 'success', data: null }),
    ),
  );
  localStorage.setItem('lang', 'ru');
  const user = userEvent.setup();
  renderUi(<ForgotPasswordPage />, { route: '/forgot-password' });
  await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Отправить код' }));
  expect(await screen.findByText(/Код действует 15 минут\./)).toBeInTheDocument();
  expect(screen.getByText(/outbox/)).toBeInTheDocument();
});
