/**
 * Shared steps of the session-revocation suites: watch what a socket is told when its session
 * dies (`session:revoked`, then the server's disconnect), and mail a restore code.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Socket as ClientSocket } from 'socket.io-client';
import type { OutboxMail } from '../../../src/server/mail/mailer';
import { call, sleep, type TestServer } from '../harness';

/** What a socket heard about its own end: `session:revoked` payloads and the disconnect reason. */
export interface EndWatch {
  revoked: unknown[];
  /** socket.io's disconnect reason ('io server disconnect' when the server closed it), or null. */
  disconnectReason: () => string | null;
}

export function watchEnd(socket: ClientSocket): EndWatch {
  const revoked: unknown[] = [];
  let reason: string | null = null;
  socket.on('session:revoked', (payload: unknown) => revoked.push(payload));
  socket.on('disconnect', (why) => {
    reason = why;
  });
  return { revoked, disconnectReason: () => reason };
}

/** Polls until `check` is true, or throws after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** Waits until the server has closed the socket; returns what it heard. */
export async function serverClosed(socket: ClientSocket, watch: EndWatch, timeoutMs = 3000) {
  await waitFor(() => watch.disconnectReason() !== null, `socket ${socket.id} to be disconnected`, timeoutMs);
  return { revoked: watch.revoked, reason: watch.disconnectReason() };
}

/** Requests a restore code for `email` and reads it from the outbox (DESIGN §3 Auth). */
export async function restoreCode(server: TestServer, email: string): Promise<string> {
  await call(server, 'PUT', '/auth/get-email-code', { body: { email } });
  const folder = path.join(server.config.dataDir, 'outbox');
  const mails = fs
    .readdirSync(folder)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as OutboxMail)
    .filter((mail) => mail.to === email);
  const match = /\b(\d{6})\b/.exec(mails[mails.length - 1]?.text ?? '');
  if (!match) throw new Error(`no restore code mailed to ${email}`);
  return match[1];
}
