/**
 * The instance panel of the admin page (issue 19 item 3): version (package.json), database kind,
 * instances sharing the socket.io adapter (`serverCount()`: 1 alone, every live instance with
 * Redis), live sockets on all instances, the polling schedulers' lag
 * (src/server/plugins/pollingScheduler.ts) and the mail settings; `sendTestMail` mails the admin.
 */
import type { FastifyInstance } from 'fastify';
import packageJson from '../../../package.json';
import type { Language } from '../../shared/constants';
import type { InstanceInfo } from '../../shared/admin/admin.types';
import { schedulerStatus } from '../plugins/pollingScheduler';

/** Adapter calls wait at most this long for the other instances (ms). */
const ADAPTER_TIMEOUT_MS = 2000;

const withTimeout = <T>(promise: Promise<T>, fallback: T): Promise<T> =>
  Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ADAPTER_TIMEOUT_MS).unref())]);

/** What GET /admin/instance answers. */
export async function instanceInfo(app: FastifyInstance): Promise<InstanceInfo> {
  const { io } = app.realtime;
  const [instances, sockets] = await Promise.all([
    withTimeout(io.of('/').adapter.serverCount(), 1).catch(() => 1),
    withTimeout(
      io.fetchSockets().then((list) => list.length),
      io.of('/').sockets.size,
    ).catch(() => io.of('/').sockets.size),
  ]);
  return {
    version: packageJson.version,
    nodeVersion: process.version,
    database: app.dialect,
    instances,
    redis: Boolean(app.config.redisUrl),
    liveSockets: sockets,
    uptimeS: Math.round(process.uptime()),
    schedulers: schedulerStatus(app),
    mail: { transport: app.config.smtpUrl ? 'smtp' : 'outbox', from: app.config.mailFrom },
  };
}

const TEST_MAIL: Record<Language, { subject: string; text: string }> = {
  en: {
    subject: 'Teamspace: test mail',
    text: 'This is a test mail sent from the Teamspace admin panel. The mail settings work.',
  },
  ru: {
    subject: 'Teamspace: тестовое письмо',
    text: 'Это тестовое письмо из панели администратора Teamspace. Настройки почты работают.',
  },
};

/** Sends the test mail to `to`; rejects when the transport refuses. */
export async function sendTestMail(app: FastifyInstance, to: string, language: Language): Promise<void> {
  await app.mailer.send({ to, ...TEST_MAIL[language] });
}
