/** Configuration from the environment (DESIGN §8). */
import path from 'node:path';
import { loadConfig } from '../../src/server/config';

describe('loadConfig', () => {
  test('defaults: port 3000 on all interfaces, SQLite under ./data, client in ./dist, spec limits', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/app/data'),
      clientDir: path.resolve('/srv/app/dist'),
      databaseUrl: undefined,
      pgPoolMax: 10,
      pgSynchronousCommit: undefined,
      smtpUrl: undefined,
      redisUrl: undefined,
      argon2: {},
      rateLimits: {
        loginFailures: { max: 10, windowMs: 15 * 60_000 },
        registrations: { max: 20, windowMs: 3_600_000 },
        emailCodes: { max: 5, windowMs: 3_600_000 },
        perUser: { max: 10_000, windowMs: 60_000 },
      },
    });
  });

  test('environment variables override, empty ones count as unset', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: '/var/ts',
        DATABASE_URL: 'postgres://db/ts',
        SMTP_URL: '',
        REDIS_URL: 'redis://r:6379',
        RATE_LOGIN_MAX: '3',
        PG_POOL_MAX: '24',
        PG_SYNCHRONOUS_COMMIT: 'off',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/ts',
      databaseUrl: 'postgres://db/ts',
      smtpUrl: undefined,
      redisUrl: 'redis://r:6379',
      pgPoolMax: 24,
      pgSynchronousCommit: 'off',
    });
    expect(loadConfig({ PG_POOL_MAX: '', PG_SYNCHRONOUS_COMMIT: '' })).toMatchObject({
      pgPoolMax: 10,
      pgSynchronousCommit: undefined,
    });
    expect(config.rateLimits.loginFailures.max).toBe(3);
  });

  test('an invalid value names the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PG_POOL_MAX: '0' })).toThrow(/PG_POOL_MAX/);
    expect(() => loadConfig({ PG_SYNCHRONOUS_COMMIT: 'maybe' })).toThrow(/PG_SYNCHRONOUS_COMMIT/);
  });
});
