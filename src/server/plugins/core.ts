/**
 * Shared resources of the app: `app.config`, `app.db` (Kysely, already migrated) and
 * `app.mailer`. The database is destroyed when the app closes.
 */
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { DialectName } from '../db/createDatabase';
import { createMailer, type Mailer } from '../mail/mailer';
import { globalPlugin } from './globalPlugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Kysely<Database>;
    dialect: DialectName;
    mailer: Mailer;
  }
}

export const corePlugin = globalPlugin<{ config: ServerConfig; db: Kysely<Database>; dialect: DialectName }>(
  'teamspace-core',
  async (app, { config, db, dialect }) => {
    app.decorate('config', config);
    app.decorate('db', db);
    app.decorate('dialect', dialect);
    app.decorate('mailer', createMailer(config, app.log));
    app.addHook('onClose', async () => {
      app.mailer.close();
      await app.db.destroy();
    });
  },
);
