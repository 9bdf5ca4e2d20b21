/**
 * Outgoing mail (DESIGN §3 Auth, password restore). With SMTP_URL mails go out through
 * nodemailer's SMTP transport; without it each mail is logged with pino and written as one JSON
 * file `<dataDir>/outbox/<time>-<random>.json` (`{date, from, to, subject, text}`) before
 * `send` resolves, so a local instance and the tests can read the code.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Shape of one file in the outbox. */
export interface OutboxMail extends OutgoingMail {
  date: string;
  from: string;
}

export interface Mailer {
  /** Sends (or writes to the outbox) and resolves when done; rejects when SMTP refuses. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Folder of written mails when no SMTP server is configured. */
export const outboxDir = (dataDir: string): string => path.join(dataDir, 'outbox');

export function createMailer(
  config: Pick<ServerConfig, 'smtpUrl' | 'dataDir' | 'mailFrom'>,
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: config.mailFrom, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent by SMTP');
      },
      close: () => transport.close(),
    };
  }
  // The JSON transport still builds the message the way SMTP would (address checks included).
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const folder = outboxDir(config.dataDir);
  return {
    send: async (mail) => {
      await transport.sendMail({ from: config.mailFrom, ...mail });
      const date = new Date().toISOString();
      const file = path.join(folder, `${date.replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.json`);
      const stored: OutboxMail = { date, from: config.mailFrom, ...mail };
      await fs.mkdir(folder, { recursive: true });
      await fs.writeFile(file, `${JSON.stringify(stored, null, 2)}\n`);
      log.info({ mail: stored, file }, 'mail written to outbox (no SMTP_URL)');
    },
    close: () => transport.close(),
  };
}
