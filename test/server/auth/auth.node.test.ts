/**
 * Auth over HTTP on both databases (DESIGN §3 Auth, Envelope; spec/shell.md §7).
 */
import { REMEMBER_TTL_MS, SESSION_TTL_MS } from '../../../src/shared/constants';
import { hashToken } from '../../../src/server/auth/auth.tokens';
import { call, forEachDialect, registerUser, tokenOf, uniqueEmail } from '../harness';

const userShape = (email: string, name: string, isSystemAdmin: boolean) => ({
  id: expect.any(Number),
  email,
  name,
  isSystemAdmin,
  profile: {
    name,
    avatar: null,
    meta: {},
    customBackground: { image: null, color: null, showEverywhere: false, enabled: false },
  },
});

forEachDialect('registration', (ref) => {
  test('the first account is system admin, the next is not, and both get a Bearer token', async () => {
    const first = await call(ref.server, 'POST', '/auth/register', {
      body: { email: '  First@Example.COM ', password: 'password-1', name: '  Ada  ', role: 'root' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      success: true,
      status: 'success',
      data: { user: userShape('first@example.com', 'Ada', true) },
    });
    expect(tokenOf(first.headers)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.headers.get('access-control-expose-headers')).toMatch(/Authorization/i);

    const second = await call(ref.server, 'POST', '/auth/register', {
      body: { email: 'second@example.com', password: 'password-2', name: 'Bob' },
    });
    expect(second.status).toBe(201);
    expect(second.body.data.user).toEqual(userShape('second@example.com', 'Bob', false));
  });

  test('a taken e-mail is a 409 with a field error, whatever its case', async () => {
    const { email } = await registerUser(ref.server);
    const again = await call(ref.server, 'POST', '/auth/register', {
      body: { email: email.toUpperCase(), password: 'password-9', name: 'Dup' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      status: 'error',
      code: 'EMAIL_TAKEN',
      error: 'An account with this e-mail already exists',
    });
    expect(again.body.data).toEqual({ email: 'An account with this e-mail already exists' });
  });

  test.each([
    [
      'an empty object',
      {},
      { email: 'This field is required', password: 'This field is required', name: 'This field is required' },
    ],
    // The shared schemas give string fields the "required" message for any non-string value.
    [
      'wrong types',
      { email: 42, password: ['x'], name: { a: 1 } },
      { email: 'Invalid format', password: 'Invalid format', name: 'Invalid format' },
    ],
    [
      'a bad e-mail and short password',
      { email: 'not-an-email', password: 'short', name: 'Ok' },
      { email: 'Enter a valid e-mail', password: 'At least 8 characters' },
    ],
    [
      'a blank name',
      { email: 'blank@example.com', password: 'password-1', name: '   ' },
      { name: 'This field is required' },
    ],
    [
      'a name of 101 characters',
      { email: 'long@example.com', password: 'password-1', name: 'n'.repeat(101) },
      { name: 'At most 100 characters' },
    ],
    ['an array', [1, 2], { _form: 'The request body must be a JSON object' }],
    ['null', null, { _form: 'The request body must be a JSON object' }],
  ])('%s is a 400 with an error per field', async (_label, body, fields) => {
    const response = await call(ref.server, 'POST', '/auth/register', { body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      status: 'error',
      error: 'Check the highlighted fields',
      code: 'VALIDATION_FAILED',
      data: fields,
    });
  });

  test.each([
    ['broken JSON', 'application/json', '{"email": "a@b.c",'],
    ['plain text', 'text/plain', 'hello'],
    ['form data', 'application/x-www-form-urlencoded', 'email=a%40b.c&password=x'],
  ])('%s is a 400 MALFORMED_JSON, never a 500', async (_label, type, raw) => {
    const response = await call(ref.server, 'POST', '/auth/register', { raw, headers: { 'content-type': type } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      status: 'error',
      error: 'The request body is not valid JSON',
      code: 'MALFORMED_JSON',
    });
  });

  test('Accept-Language ru answers field errors and the message in Russian', async () => {
    const response = await call(ref.server, 'POST', '/auth/register', {
      body: { email: 'x', password: '1', name: '' },
      headers: { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Проверьте выделенные поля');
    expect(response.body.data).toEqual({
      email: 'Введите корректный e-mail',
      password: 'Не менее 8 символов',
      name: 'Обязательное поле',
    });
  });
});

forEachDialect('sign-in and sessions', (ref) => {
  test('login answers the user and a Bearer token exposed to browsers', async () => {
    const { email, password, user } = await registerUser(ref.server, 'Carol');
    const response = await call(ref.server, 'POST', '/auth/login', { body: { email, password } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, status: 'success', data: { user } });
    expect(response.headers.get('access-control-expose-headers')).toMatch(/Authorization/i);
    const me = await call(ref.server, 'GET', '/auth/user', { token: tokenOf(response.headers) });
    expect(me.body).toEqual({ success: true, status: 'success', data: user });
  });

  test('a wrong password and an unknown e-mail get the same 401 without a token', async () => {
    const { email } = await registerUser(ref.server);
    const wrong = await call(ref.server, 'POST', '/auth/login', { body: { email, password: 'wrong password' } });
    const unknown = await call(ref.server, 'POST', '/auth/login', {
      body: { email: uniqueEmail('nobody'), password: 'wrong password' },
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        success: false,
        status: 'error',
        error: 'Wrong e-mail or password',
        code: 'INVALID_CREDENTIALS',
      });
      expect(response.headers.get('authorization')).toBeNull();
    }
    const ru = await call(ref.server, 'POST', '/auth/login', {
      body: { email, password: 'wrong password' },
      headers: { 'accept-language': 'ru' },
    });
    expect(ru.body.error).toBe('Неверный e-mail или пароль');
  });

  test('GET /auth/user needs a live token: missing, unknown, expired and revoked are 401', async () => {
    const { token } = await registerUser(ref.server);
    expect((await call(ref.server, 'GET', '/auth/user', { token })).status).toBe(200);

    const missing = await call(ref.server, 'GET', '/auth/user');
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ success: false, code: 'UNAUTHORIZED', error: 'Sign in to continue' });
    expect((await call(ref.server, 'GET', '/auth/user', { token: 'made-up-token' })).body.code).toBe('UNAUTHORIZED');

    const expired = await registerUser(ref.server);
    await ref.server.app.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('tokenHash', '=', hashToken(expired.token))
      .execute();
    const afterExpiry = await call(ref.server, 'GET', '/auth/user', { token: expired.token });
    expect(afterExpiry.status).toBe(401);
    expect(afterExpiry.body).toMatchObject({ code: 'TOKEN_EXPIRED', error: 'Your session has expired, sign in again' });

    expect((await call(ref.server, 'POST', '/auth/logout', { token })).body).toEqual({
      success: true,
      status: 'success',
      data: null,
    });
    const revoked = await call(ref.server, 'GET', '/auth/user', { token });
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe('UNAUTHORIZED');
  });

  test('refresh rotates the token: the old one dies, the new one works', async () => {
    const { token, user } = await registerUser(ref.server);
    const refreshed = await call(ref.server, 'GET', '/auth/refresh', { token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toEqual({ success: true, status: 'success', data: { user } });
    const next = tokenOf(refreshed.headers);
    expect(next).not.toBe(token);
    expect((await call(ref.server, 'GET', '/auth/user', { token })).status).toBe(401);
    expect((await call(ref.server, 'GET', '/auth/user', { token: next })).body.data).toEqual(user);
    expect((await call(ref.server, 'GET', '/auth/refresh', { token })).status).toBe(401);
  });

  test('"stay signed in" gives a 30-day token, kept through refresh; a plain login lasts a day', async () => {
    const { email, password } = await registerUser(ref.server);
    const expiryOf = async (token: string) => {
      const row = await ref.server.app.db
        .selectFrom('sessions')
        .select('expiresAt')
        .where('tokenHash', '=', hashToken(token))
        .executeTakeFirstOrThrow();
      return new Date(row.expiresAt).getTime() - Date.now();
    };
    const long = tokenOf(
      (await call(ref.server, 'POST', '/auth/login', { body: { email, password, remember: true } })).headers,
    );
    const short = tokenOf((await call(ref.server, 'POST', '/auth/login', { body: { email, password } })).headers);
    expect(await expiryOf(long)).toBeGreaterThan(REMEMBER_TTL_MS - 60_000);
    expect(await expiryOf(short)).toBeLessThanOrEqual(SESSION_TTL_MS);
    expect(await expiryOf(short)).toBeGreaterThan(SESSION_TTL_MS - 60_000);
    const rotated = tokenOf((await call(ref.server, 'GET', '/auth/refresh', { token: long })).headers);
    expect(await expiryOf(rotated)).toBeGreaterThan(REMEMBER_TTL_MS - 60_000);
  });

  test('logout revokes only that token; the same user stays signed in elsewhere', async () => {
    const { email, password, token } = await registerUser(ref.server);
    const other = tokenOf((await call(ref.server, 'POST', '/auth/login', { body: { email, password } })).headers);
    await call(ref.server, 'POST', '/auth/logout', { token });
    expect((await call(ref.server, 'GET', '/auth/user', { token })).status).toBe(401);
    expect((await call(ref.server, 'GET', '/auth/user', { token: other })).status).toBe(200);
  });
});

forEachDialect('profile and background', (ref) => {
  test('PUT /auth/profile changes only the fields given and validates the name', async () => {
    const { token } = await registerUser(ref.server, 'Dora');
    const renamed = await call(ref.server, 'PUT', '/auth/profile', {
      token,
      body: { name: '  Dora M. ', avatar: '/a.png' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      name: 'Dora M.',
      profile: { name: 'Dora M.', avatar: '/a.png', meta: {} },
    });

    const meta = await call(ref.server, 'PUT', '/auth/profile', { token, body: { meta: { lang: 'ru', tour: true } } });
    expect(meta.body.data.profile).toMatchObject({
      name: 'Dora M.',
      avatar: '/a.png',
      meta: { lang: 'ru', tour: true },
    });

    const tooLong = await call(ref.server, 'PUT', '/auth/profile', { token, body: { name: 'x'.repeat(101) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.data).toEqual({ name: 'At most 100 characters' });
    expect((await call(ref.server, 'GET', '/auth/user', { token })).body.data.name).toBe('Dora M.');
    expect((await call(ref.server, 'PUT', '/auth/profile', { body: { name: 'Eve' } })).status).toBe(401);
  });

  test('background settings accept any of the four fields and reject wrong types', async () => {
    const { token } = await registerUser(ref.server);
    const first = await call(ref.server, 'PUT', '/auth/user/background/settings', {
      token,
      body: { color: '#123456', enabled: true },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.profile.customBackground).toEqual({
      image: null,
      color: '#123456',
      showEverywhere: false,
      enabled: true,
    });
    const second = await call(ref.server, 'PUT', '/auth/user/background/settings', {
      token,
      body: { image: '/bg.jpg', showEverywhere: true },
    });
    expect(second.body.data.profile.customBackground).toEqual({
      image: '/bg.jpg',
      color: '#123456',
      showEverywhere: true,
      enabled: true,
    });
    const wrong = await call(ref.server, 'PUT', '/auth/user/background/settings', { token, body: { enabled: 'yes' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toEqual({ enabled: 'Invalid format' });
  });
});
