/**
 * Starts Teamspace (DESIGN §8): configuration from the environment, listen on PORT (3000) at
 * HOST (0.0.0.0). SIGTERM / SIGINT shut down gracefully: stop accepting, close sockets, close
 * Fastify, destroy the database, exit 0 (exit 1 if that takes longer than 10 s).
 */
import { buildApp } from './app';
import { loadConfig } from './config';

const SHUTDOWN_LIMIT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const { app, close } = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: app.dialect,
      dataDir: config.dataDir,
      clientDir: config.clientDir,
      redis: Boolean(config.redisUrl),
      smtp: Boolean(config.smtpUrl),
    },
    'Teamspace is running',
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
