/**
 * The admin panel's server (issue 19 item 3) on SQLite and PostgreSQL: only system admins reach
 * /admin/* (401 without a token, 403 otherwise); blocking ends every session and live socket at
 * once and refuses the sign-in with a clear message; the last active system admin cannot be
 * demoted; restore codes, deletion, companies and instance figures; users' last-seen time.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { call, forEachDialect, openSocket, type Json } from '../harness';
import { ok, team, type Person } from '../editor/editorFixture';
import { restoreCode, serverClosed, watchEnd } from '../auth/revocationFixture';
import { account, signIn, type Account } from './adminFixture';

const ADMIN_GETS = ['/admin/users', '/admin/companies', '/admin/instance', '/admin/audit', '/admin/audit.csv'];

forEachDialect('admin panel', (ref) => {
  const sockets: ClientSocket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  let admin: Account;
  beforeAll(async () => {
    admin = await account(ref.server, 'Root Admin');
  });
  const as = (who: Person, method: string, url: string, body?: unknown, lang = 'en') =>
    call(ref.server, method, url, { token: who.token, body, headers: { 'accept-language': lang } });

  test('the first account is the system admin; every /admin route is 401 anonymous, 403 for a user', async () => {
    const user = await account(ref.server, 'Plain User');
    for (const url of ADMIN_GETS) {
      expect((await call(ref.server, 'GET', url)).status).toBe(401);
      const refused = await as(user, 'GET', url);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
      expect((await as(admin, 'GET', url)).status).toBe(200);
    }
    const writes: Array<[string, string, unknown]> = [
      ['PUT', `/admin/users/${admin.id}/blocked`, { blocked: true }],
      ['PUT', `/admin/users/${user.id}/system-admin`, { isSystemAdmin: true }],
      ['POST', `/admin/users/${admin.id}/restore-code`, undefined],
      ['DELETE', `/admin/users/${admin.id}`, undefined],
      ['PUT', `/admin/companies/1/archived`, { archived: true }],
      ['POST', '/admin/instance/test-mail', undefined],
    ];
    for (const [method, url, body] of writes) expect((await as(user, method, url, body)).status).toBe(403);
    expect((await as(user, 'GET', '/auth/user')).body.data.isSystemAdmin).toBe(false);
  });

  test('blocking ends the live socket within 1 s, refuses the old token and the sign-in (both languages)', async () => {
    const victim = await account(ref.server, 'Blocked Bob');
    const second = (await signIn(ref.server, victim)).token as string;
    const socket = await openSocket(ref.server, victim.token);
    const other = await openSocket(ref.server, second);
    sockets.push(socket, other);
    const end = watchEnd(socket);
    const otherEnd = watchEnd(other);

    const started = Date.now();
    const answer = await as(admin, 'PUT', `/admin/users/${victim.id}/blocked`, { blocked: true });
    expect(answer.status).toBe(200);
    expect(answer.body.data.blockedAt).toEqual(expect.any(String));
    expect(await serverClosed(socket, end, 1000)).toEqual({
      revoked: [{ reason: 'blocked' }],
      reason: 'io server disconnect',
    });
    await serverClosed(other, otherEnd, 1000);
    expect(Date.now() - started).toBeLessThan(1000);

    expect((await as(victim, 'GET', '/auth/user')).status).toBe(401);
    expect((await call(ref.server, 'GET', '/auth/user', { token: second })).status).toBe(401);
    await expect(openSocket(ref.server, victim.token)).rejects.toThrow('AUTH_FAILED');
    const refused = await signIn(ref.server, victim);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe('This account is blocked. Contact your administrator');
    expect((await signIn(ref.server, victim, 'ru')).body.error).toBe(
      'Учётная запись заблокирована. Обратитесь к администратору',
    );
    // A wrong password says nothing about the block.
    expect((await signIn(ref.server, { ...victim, password: 'wrong password 1' })).body.error).toBe(
      'Wrong e-mail or password',
    );

    expect(
      (await as(admin, 'PUT', `/admin/users/${victim.id}/blocked`, { blocked: false })).body.data.blockedAt,
    ).toBeNull();
    expect((await signIn(ref.server, victim)).status).toBe(200);
  });

  test('the last active system admin cannot be demoted, blocked or delete themselves; another can take over', async () => {
    const demote = await as(admin, 'PUT', `/admin/users/${admin.id}/system-admin`, { isSystemAdmin: false });
    expect(demote.status).toBe(409);
    expect(demote.body.error).toMatch(/last active system administrator/);
    expect(
      (await as(admin, 'PUT', `/admin/users/${admin.id}/system-admin`, { isSystemAdmin: false }, 'ru')).body.error,
    ).toMatch(/последний активный системный администратор/);
    expect((await as(admin, 'PUT', `/admin/users/${admin.id}/blocked`, { blocked: true })).status).toBe(409);
    expect((await as(admin, 'DELETE', `/admin/users/${admin.id}`)).status).toBe(409);

    const deputy = await account(ref.server, 'Deputy Dana');
    expect(
      (await as(admin, 'PUT', `/admin/users/${deputy.id}/system-admin`, { isSystemAdmin: true })).body.data
        .isSystemAdmin,
    ).toBe(true);
    expect((await as(deputy, 'GET', '/admin/users')).status).toBe(200);
    // Both at once: exactly one may step down.
    const [a, b] = await Promise.all([
      as(admin, 'PUT', `/admin/users/${admin.id}/system-admin`, { isSystemAdmin: false }),
      as(deputy, 'PUT', `/admin/users/${deputy.id}/system-admin`, { isSystemAdmin: false }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const stillAdmin = a.status === 409 ? admin : deputy;
    const stepped = a.status === 409 ? deputy : admin;
    expect((await as(stepped, 'GET', '/admin/users')).status).toBe(403);
    await as(stillAdmin, 'PUT', `/admin/users/${stepped.id}/system-admin`, { isSystemAdmin: true });
    if (stillAdmin !== admin)
      await as(admin, 'PUT', `/admin/users/${deputy.id}/system-admin`, { isSystemAdmin: false });
    expect((await as(admin, 'GET', '/auth/user')).body.data.isSystemAdmin).toBe(true);
  });

  test('users: search by name or e-mail, paging, companies and last seen', async () => {
    const t = await team(ref.server, 1);
    const found = await as(admin, 'GET', `/admin/users?q=${encodeURIComponent('max memb')}&limit=50`);
    expect(found.status).toBe(200);
    const max = found.body.data.items.find((u: Json) => u.id === t.member.id);
    expect(max).toMatchObject({ name: 'Max Member', isSystemAdmin: false, blockedAt: null });
    expect(max.companies).toEqual([{ id: t.companyId, name: 'Acme', role: 'member' }]);
    expect(max.lastSeenAt).toEqual(expect.any(String));
    const byMail = await as(admin, 'GET', `/admin/users?q=${encodeURIComponent(admin.email.toUpperCase())}`);
    expect(byMail.body.data.items.map((u: Json) => u.id)).toEqual([admin.id]);
    const wild = await as(admin, 'GET', `/admin/users?q=${encodeURIComponent('%')}`);
    expect(wild.body.data.total).toBe(0);
    const page1 = (await as(admin, 'GET', '/admin/users?limit=2')).body.data;
    const page2 = (await as(admin, 'GET', '/admin/users?limit=2&offset=2')).body.data;
    expect(page1.items).toHaveLength(2);
    expect(page1.total).toBe(page2.total);
    expect(page2.items[0].id).not.toBe(page1.items[1].id);
    expect((await as(admin, 'GET', '/admin/users?limit=0')).status).toBe(400);
  });

  test('a restore code is mailed; deleting a user keeps their cards with the author anonymised', async () => {
    const t = await team(ref.server, 1);
    expect((await as(admin, 'POST', `/admin/users/${t.member.id}/restore-code`)).status).toBe(200);
    const email = (
      await as(admin, 'GET', `/admin/users?q=${encodeURIComponent('max member')}&limit=200`)
    ).body.data.items.find((u: Json) => u.id === t.member.id).email;
    // The mailed code works (the same path as "forgot password").
    const code = await restoreCode(ref.server, email);
    expect(code).toMatch(/^\d{6}$/);

    const card = await ok(ref.server, t.member, 'POST', `/editor/card/${t.columnIds[0]}`, { name: 'Kept card' });
    const socket = await openSocket(ref.server, t.member.token);
    sockets.push(socket);
    const end = watchEnd(socket);
    expect((await as(admin, 'DELETE', `/admin/users/${t.owner.id}`)).body.error).toMatch(/owns a company/);
    expect((await as(admin, 'DELETE', `/admin/users/${t.member.id}`)).status).toBe(200);
    await serverClosed(socket, end, 1000);
    expect((await as(t.member, 'GET', '/auth/user')).status).toBe(401);
    expect((await as(admin, 'DELETE', `/admin/users/${t.member.id}`)).status).toBe(404);
    const row = await ref.server.app.db
      .selectFrom('cards')
      .select(['name', 'createdBy'])
      .where('id', '=', card.id)
      .executeTakeFirst();
    expect(row).toEqual({ name: 'Kept card', createdBy: null });
  });

  test('companies: members count, storage bytes, archive and unarchive', async () => {
    const t = await team(ref.server, 1);
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const pageId = (await ok(ref.server, t.owner, 'POST', `/wiki/project/${t.projectId}/pages`, { title: 'P' })).id;
    const upload = await call(ref.server, 'POST', `/wiki/pages/${pageId}/images`, {
      token: t.owner.token,
      raw: png as unknown as string,
      headers: { 'content-type': 'image/png' },
    });
    expect(upload.status).toBe(201);
    const list = await as(admin, 'GET', `/admin/companies?limit=200`);
    const acme = list.body.data.items.find((c: Json) => c.id === t.companyId);
    expect(acme).toMatchObject({
      name: 'Acme',
      membersCount: 2,
      archivedAt: null,
      owner: { id: t.owner.id, name: 'Olga Owner' },
    });
    expect(acme.storageBytes).toBe(png.length);
    const archived = await as(admin, 'PUT', `/admin/companies/${t.companyId}/archived`, { archived: true });
    expect(archived.body.data.archivedAt).toEqual(expect.any(String));
    expect(
      (await as(admin, 'PUT', `/admin/companies/${t.companyId}/archived`, { archived: false })).body.data.archivedAt,
    ).toBeNull();
    expect((await as(admin, 'PUT', `/admin/companies/999999/archived`, { archived: true })).status).toBe(404);
  });

  test('instance: version, database, one instance, live sockets, schedulers; the test mail goes to the admin', async () => {
    const socket = await openSocket(ref.server, admin.token);
    sockets.push(socket);
    const info = (await as(admin, 'GET', '/admin/instance')).body.data;
    expect(info).toMatchObject({
      version: expect.any(String),
      database: ref.server.dialect,
      instances: 1,
      redis: false,
    });
    expect(info.liveSockets).toBeGreaterThanOrEqual(1);
    expect(info.schedulers.map((s: Json) => s.name)).toEqual(expect.arrayContaining(['sticker-scheduler']));
    expect((await as(admin, 'POST', '/admin/instance/test-mail')).body.data).toEqual({ to: admin.email });
  });
});
