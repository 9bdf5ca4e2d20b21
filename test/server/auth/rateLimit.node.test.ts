/**
 * Rate limits (DESIGN §3 Auth) with low limits set through the config: 429 RATE_LIMITED in the
 * envelope with Retry-After.
 */
import { call, forEachDialect, registerUser, uniqueEmail } from '../harness';

const HOUR = 3_600_000;

forEachDialect(
  'auth rate limits',
  (ref) => {
    test('failed logins are limited per e-mail and IP; successful ones do not count', async () => {
      const { email, password } = await registerUser(ref.server);
      for (let i = 0; i < 5; i += 1) {
        expect((await call(ref.server, 'POST', '/auth/login', { body: { email, password } })).status).toBe(200);
      }
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await call(ref.server, 'POST', '/auth/login', { body: { email, password: 'wrong password' } })).status,
        ).toBe(401);
      }
      const blocked = await call(ref.server, 'POST', '/auth/login', { body: { email, password } });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({
        success: false,
        status: 'error',
        error: 'Too many attempts, try again in 15 min',
        code: 'RATE_LIMITED',
      });
      expect(blocked.headers.get('authorization')).toBeNull();
      const ru = await call(ref.server, 'POST', '/auth/login', {
        body: { email, password },
        headers: { 'accept-language': 'ru' },
      });
      expect(ru.body.error).toBe('Слишком много попыток, повторите через 15 мин');

      // Another account from the same IP is not affected.
      const other = await registerUser(ref.server);
      expect(
        (await call(ref.server, 'POST', '/auth/login', { body: { email: other.email, password: other.password } }))
          .status,
      ).toBe(200);
    });

    test('e-mail codes are limited per e-mail', async () => {
      const { email } = await registerUser(ref.server);
      for (let i = 0; i < 2; i += 1) {
        expect((await call(ref.server, 'PUT', '/auth/get-email-code', { body: { email } })).status).toBe(200);
      }
      const blocked = await call(ref.server, 'PUT', '/auth/get-email-code', { body: { email } });
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe('RATE_LIMITED');
      expect(Number(blocked.headers.get('retry-after') ?? 0)).toBeGreaterThan(0);
      expect((await call(ref.server, 'PUT', '/auth/get-email-code', { body: { email: uniqueEmail() } })).status).toBe(
        200,
      );
    });

    test('registrations are limited per IP', async () => {
      // Three registrations were made by the tests above; this server allows five per hour.
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push(
          (
            await call(ref.server, 'POST', '/auth/register', {
              body: { email: uniqueEmail(), password: 'password-1', name: 'R' },
            })
          ).status,
        );
      }
      expect(statuses).toEqual([201, 201, 429]);
    });
  },
  {
    rateLimits: {
      loginFailures: { max: 3, windowMs: 15 * 60_000 },
      registrations: { max: 5, windowMs: HOUR },
      emailCodes: { max: 2, windowMs: HOUR },
      perUser: { max: 100_000, windowMs: 60_000 },
    },
  },
);

forEachDialect(
  'per-user rate limit',
  (ref) => {
    test('other calls are limited per user, not for everyone', async () => {
      const first = await registerUser(ref.server);
      const second = await registerUser(ref.server);
      for (let i = 0; i < 5; i += 1)
        expect((await call(ref.server, 'GET', '/auth/user', { token: first.token })).status).toBe(200);
      const blocked = await call(ref.server, 'GET', '/auth/user', { token: first.token });
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe('RATE_LIMITED');
      expect((await call(ref.server, 'GET', '/auth/user', { token: second.token })).status).toBe(200);
    });
  },
  {
    rateLimits: {
      loginFailures: { max: 100, windowMs: 60_000 },
      registrations: { max: 100, windowMs: 60_000 },
      emailCodes: { max: 100, windowMs: 60_000 },
      perUser: { max: 5, windowMs: 60_000 },
    },
  },
);
