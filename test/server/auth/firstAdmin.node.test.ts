/**
 * "The first account on a fresh instance is system admin" (DESIGN §3 Auth) must hold when the
 * first registrations arrive at the same moment: exactly one of them becomes admin.
 */
import { DIALECTS, call, postgresAvailable, startServer } from '../harness';

describe.each(DIALECTS)('first account (%s)', (dialect) => {
  const run = dialect === 'postgres' && !postgresAvailable() ? test.skip : test;
  run('ten simultaneous first registrations make exactly one system admin', async () => {
    const server = await startServer(dialect);
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          call(server, 'POST', '/auth/register', {
            body: { email: `racer${i}@example.com`, password: 'password-1', name: `Racer ${i}` },
          }),
        ),
      );
      answers.forEach((answer) => expect(answer.status).toBe(201));
      const admins = answers.filter((answer) => answer.body.data.user.isSystemAdmin);
      expect(admins).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
