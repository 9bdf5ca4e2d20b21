/**
 * Password restore by mailed code (DESIGN §3 Auth): the code is written to DATA_DIR/outbox
 * before the call answers; restore sets the password and signs the user out everywhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { OutboxMail } from '../../../src/server/mail/mailer';
import { call, forEachDialect, registerUser, tokenOf, uniqueEmail, type TestServer } from '../harness';

function mailsTo(server: TestServer, email: string): OutboxMail[] {
  const folder = path.join(server.config.dataDir, 'outbox');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as OutboxMail)
    .filter((mail) => mail.to === email);
}

const codeIn = (mail: OutboxMail): string => {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no code in ${mail.text}`);
  return match[1];
};

forEachDialect('password restore', (ref) => {
  test('the mailed code sets a new password and ends every old session', async () => {
    const { email, password, token } = await registerUser(ref.server);
    const codeRequest = await call(ref.server, 'PUT', '/auth/get-email-code', { body: { email } });
    expect(codeRequest.status).toBe(200);
    expect(codeRequest.body).toEqual({ success: true, status: 'success', data: null });

    const mails = mailsTo(ref.server, email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('15 minutes');
    const code = codeIn(mails[0]);

    const restored = await call(ref.server, 'POST', '/auth/restore', {
      body: { email, code, password: 'brand new pass' },
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ success: true, status: 'success', data: null });

    expect((await call(ref.server, 'GET', '/auth/user', { token })).status).toBe(401);
    expect((await call(ref.server, 'POST', '/auth/login', { body: { email, password } })).status).toBe(401);
    const login = await call(ref.server, 'POST', '/auth/login', { body: { email, password: 'brand new pass' } });
    expect(login.status).toBe(200);
    expect(tokenOf(login.headers)).toBeTruthy();
    // A code works once.
    expect(
      (await call(ref.server, 'POST', '/auth/restore', { body: { email, code, password: 'another pass 1' } })).status,
    ).toBe(400);
  });

  test('a wrong code is a 400 INVALID_CODE on the code field and changes nothing', async () => {
    const { email, password } = await registerUser(ref.server);
    await call(ref.server, 'PUT', '/auth/get-email-code', { body: { email } });
    const code = codeIn(mailsTo(ref.server, email)[0]);
    const wrongCode = code === '000000' ? '000001' : '000000';
    const wrong = await call(ref.server, 'POST', '/auth/restore', {
      body: { email, code: wrongCode, password: 'brand new pass' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      success: false,
      status: 'error',
      error: 'The code is wrong or has expired',
      code: 'INVALID_CODE',
      data: { code: 'The code is wrong or has expired' },
    });
    expect((await call(ref.server, 'POST', '/auth/login', { body: { email, password } })).status).toBe(200);
  });

  test('a malformed code is a field error in the caller language', async () => {
    const response = await call(ref.server, 'POST', '/auth/restore', {
      body: { email: 'a@b.cd', code: '12a', password: 'brand new pass' },
      headers: { 'accept-language': 'ru' },
    });
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ code: 'Только цифры' });
  });

  test('an unknown e-mail gets the same answer and no mail', async () => {
    const email = uniqueEmail('ghost');
    const response = await call(ref.server, 'PUT', '/auth/get-email-code', { body: { email } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, status: 'success', data: null });
    expect(mailsTo(ref.server, email)).toHaveLength(0);
    const restore = await call(ref.server, 'POST', '/auth/restore', {
      body: { email, code: '123456', password: 'brand new pass' },
    });
    expect(restore.status).toBe(400);
    expect(restore.body.code).toBe('INVALID_CODE');
  });

  test('the mail is in Russian when asked in Russian', async () => {
    const { email } = await registerUser(ref.server);
    await call(ref.server, 'PUT', '/auth/get-email-code', { body: { email }, headers: { 'accept-language': 'ru-RU' } });
    expect(mailsTo(ref.server, email)[0].text).toContain('Ваш код');
  });
});
