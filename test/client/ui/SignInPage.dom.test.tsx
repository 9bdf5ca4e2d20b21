/**
 * The light sign-in page (spec/shell.md §2, §4 Session, §8 texts; features/signIn): client
 * validation from the shared schema, the server's error in words, the remembered e-mail and the
 * two switches under the app's storage keys, the reason line (guard, block, password restore),
 * returnUrl handling, the links to the other auth screens, Russian, and the app's scripts
 * prefetched for after sign-in. The page is rendered as its entry renders it, at a /login address.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '../../../src/shared/constants';
import { SignInRoot } from '../../../src/client/features/signIn/SignInRoot';
import { loadSignInTexts } from '../../../src/client/features/signIn/signInTexts';
import { APP_SCRIPTS_META, prefetchAppScripts } from '../../../src/client/features/signIn/appPrefetch';
import { aUser, failure } from './renderUi';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Renders the page at `url` (a /login address); `leave` receives the path opened after sign-in. */
async function openSignIn(url: string, language: Language = 'en') {
  window.history.replaceState(null, '', url);
  const texts = await loadSignInTexts(language);
  const leave = jest.fn<void, [string]>();
  const result = render(<SignInRoot texts={texts} themeMode="light" language={language} leave={leave} />);
  return { ...result, leave };
}

const signedIn = (token: string, user = aUser()) =>
  HttpResponse.json(
    { success: true, status: 'success', data: { user } },
    { headers: { Authorization: `Bearer ${token}` } },
  );

const emailField = () => screen.getByRole('textbox', { name: 'E-mail' });
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
  await openSignIn('/login');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  expect(emailField()).toHaveAttribute('aria-invalid', 'true');
  expect(called).toBe(false);
});

test('an e-mail without @ is rejected with the e-mail message', async () => {
  const user = userEvent.setup();
  await openSignIn('/login');
  await user.type(emailField(), 'not-an-email');
  await user.type(passwordField(), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Enter a valid e-mail')).toBeInTheDocument();
});

test('a wrong password shows the server message in words, and the button is busy meanwhile', async () => {
  const user = userEvent.setup();
  let answer: () => void = () => undefined;
  let language: string | null = null;
  server.use(
    http.post('http://localhost/auth/login', async ({ request }) => {
      language = request.headers.get('accept-language');
      await new Promise<void>((resolve) => (answer = resolve));
      return HttpResponse.json(failure('Wrong e-mail or password', 'INVALID_CREDENTIALS'), { status: 401 });
    }),
  );
  const { leave } = await openSignIn('/login');
  await user.type(emailField(), 'ada@example.com');
  await user.type(passwordField(), 'wrong-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(screen.getByRole('button', { name: /Sign in/ })).toBeDisabled());
  answer();
  expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  expect(language).toBe('en-US');
  expect(leave).not.toHaveBeenCalled();
  expect(localStorage.getItem('auth_token_default')).toBeNull();
});

test("the server's field errors show under their fields", async () => {
  const user = userEvent.setup();
  server.use(
    http.post('http://localhost/auth/login', () =>
      HttpResponse.json(failure('Check the form', 'VALIDATION_ERROR', { email: 'Unknown domain' }), { status: 400 }),
    ),
  );
  await openSignIn('/login');
  await user.type(emailField(), 'ada@example.com');
  await user.type(passwordField(), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Unknown domain')).toBeInTheDocument();
  expect(emailField()).toHaveAttribute('aria-invalid', 'true');
});

test('the remembered e-mail is prefilled and "Remember e-mail" is ticked; unticking forgets it', async () => {
  const user = userEvent.setup();
  localStorage.setItem('remembered_email', 'saved@example.com');
  await openSignIn('/login');
  expect(emailField()).toHaveValue('saved@example.com');
  expect(screen.getByLabelText('Remember e-mail')).toBeChecked();
  expect(screen.getByLabelText('Stay signed in')).not.toBeChecked();
  await user.click(screen.getByLabelText('Remember e-mail'));
  expect(localStorage.getItem('remembered_email')).toBeNull();
});

test('"Stay signed in" is sent as remember; success keeps the token and e-mail and opens the same-origin returnUrl', async () => {
  const user = userEvent.setup();
  let body: unknown;
  server.use(
    http.post('http://localhost/auth/login', async ({ request }) => {
      body = await request.json();
      return signedIn('tok-9');
    }),
  );
  const { leave } = await openSignIn('/login?auth=required&returnUrl=%2Fcabinet%2Fcalendar%3Fday%3D3');
  expect(screen.getByText('Sign in to continue.')).toBeInTheDocument();
  await user.type(emailField(), 'Ada@Example.com');
  await user.type(passwordField(), 'correct-horse');
  await user.click(screen.getByLabelText('Remember e-mail'));
  await user.click(screen.getByLabelText('Stay signed in'));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(leave).toHaveBeenCalledWith('/cabinet/calendar?day=3'));
  expect(body).toEqual({ email: 'ada@example.com', password: 'correct-horse', remember: true });
  expect(localStorage.getItem('auth_token_default')).toBe('tok-9');
  expect(localStorage.getItem('remembered_email')).toBe('ada@example.com');
});

test('a returnUrl to another origin is ignored: sign-in opens /cabinet, and links do not carry it', async () => {
  const user = userEvent.setup();
  server.use(http.post('http://localhost/auth/login', () => signedIn('tok-2')));
  const { leave } = await openSignIn('/login?returnUrl=%2F%2Fevil.example%2Fsteal');
  expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register');
  await user.type(emailField(), 'ada@example.com');
  await user.type(passwordField(), 'correct-horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(leave).toHaveBeenCalledWith('/cabinet'));
  expect(localStorage.getItem('remembered_email')).toBeNull();
});

test('an answer without a token is the spec\'s "No token received"', async () => {
  const user = userEvent.setup();
  server.use(
    http.post('http://localhost/auth/login', () => HttpResponse.json({ success: true, data: { user: aUser() } })),
  );
  const { leave } = await openSignIn('/login');
  await user.type(emailField(), 'ada@example.com');
  await user.type(passwordField(), 'correct-horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No token received');
  expect(leave).not.toHaveBeenCalled();
});

test("the guard's timeout and error reasons and an administrator's block are explained", async () => {
  const first = await openSignIn('/login?auth=timeout');
  expect(screen.getByText('Loading took too long. Sign in again.')).toBeInTheDocument();
  first.unmount();
  const second = await openSignIn('/login?auth=error&error=Boom');
  expect(screen.getByText('Something went wrong while loading: Boom')).toBeInTheDocument();
  second.unmount();
  await openSignIn('/login?auth=blocked');
  expect(screen.getByText('Your account was blocked by an administrator.')).toBeInTheDocument();
});

test('the links carry returnUrl, the restore link the typed e-mail; a restore comes back with the e-mail and a line', async () => {
  const user = userEvent.setup();
  const invitation = '/company/3/join/tok-abc';
  const first = await openSignIn(`/login?returnUrl=${encodeURIComponent(invitation)}`);
  expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute(
    'href',
    `/register?returnUrl=${encodeURIComponent(invitation)}`,
  );
  await user.type(emailField(), 'ada@example.com');
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    `/forgot-password?returnUrl=${encodeURIComponent(invitation)}&email=ada%40example.com`,
  );
  first.unmount();
  await openSignIn('/login?email=ada%40example.com&restored=1');
  expect(emailField()).toHaveValue('ada@example.com');
  expect(screen.getByText('Your password has been changed. Sign in with the new one.')).toBeInTheDocument();
});

test('another account signing in drops the copy kept for the previous one; the same account keeps it', async () => {
  const user = userEvent.setup();
  const kept = (id: number) => JSON.stringify({ session: JSON.stringify({ user: { id } }), api: '{"entries":[]}' });
  server.use(http.post('http://localhost/auth/login', () => signedIn('tok-3', aUser({ id: 1 }))));
  localStorage.setItem('persist:teamspace', kept(1));
  const first = await openSignIn('/login');
  await user.type(emailField(), 'ada@example.com');
  await user.type(passwordField(), 'correct-horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(first.leave).toHaveBeenCalled());
  expect(localStorage.getItem('persist:teamspace')).toBe(kept(1));
  first.unmount();

  localStorage.setItem('persist:teamspace', kept(2));
  const second = await openSignIn('/login');
  await user.type(emailField(), 'ada@example.com');
  await user.type(passwordField(), 'correct-horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(second.leave).toHaveBeenCalled());
  expect(localStorage.getItem('persist:teamspace')).toBeNull();
});

test('in Russian the page speaks Russian and asks the server in Russian', async () => {
  const user = userEvent.setup();
  let language: string | null = null;
  server.use(
    http.post('http://localhost/auth/login', ({ request }) => {
      language = request.headers.get('accept-language');
      return HttpResponse.json(failure('Неверный e-mail или пароль', 'INVALID_CREDENTIALS'), { status: 401 });
    }),
  );
  await openSignIn('/login?auth=required', 'ru');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Вход в Teamspace');
  expect(screen.getByText('Войдите, чтобы продолжить.')).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('ru');
  await user.click(screen.getByRole('button', { name: 'Войти' }));
  expect(await screen.findAllByText('Обязательное поле')).toHaveLength(2);
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ada@example.com');
  await user.type(screen.getByLabelText('Пароль', { selector: 'input' }), 'wrong-password');
  await user.click(screen.getByRole('button', { name: 'Войти' }));
  expect(await screen.findByText('Неверный e-mail или пароль')).toBeInTheDocument();
  expect(language).toBe('ru-RU');
});

test("the app's scripts listed by the build become prefetch links", () => {
  const meta = document.createElement('meta');
  meta.name = APP_SCRIPTS_META;
  meta.content = '/assets/runtime.1.js /assets/vendor.2.js /assets/main.3.js';
  document.head.appendChild(meta);
  expect(prefetchAppScripts()).toEqual(['/assets/runtime.1.js', '/assets/vendor.2.js', '/assets/main.3.js']);
  const links = [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));
  expect(links).toEqual(['/assets/runtime.1.js', '/assets/vendor.2.js', '/assets/main.3.js']);
});
