/**
 * The audit log (issue 19 item 3) on SQLite and PostgreSQL: an entry is written for each listed
 * action — sign-in, failed sign-in, admin actions, company role change, share-link change, board
 * import and export — and the list filters by action, actor and period, pages newest first, and
 * exports formula-safe CSV. The unfiltered and filtered list queries use the audit_log indexes.
 */
import { call, forEachDialect, type Json } from '../harness';
import { ok, team, type Team } from '../editor/editorFixture';
import { account, auditOf, signIn, type Account } from './adminFixture';

forEachDialect('audit log', (ref) => {
  let admin: Account;
  let t: Team;
  beforeAll(async () => {
    admin = await account(ref.server, 'Root Admin');
    t = await team(ref.server, 1);
  });
  const latest = async (action: string) => (await auditOf(ref.server, admin, action))[0] as Json;

  test('sign-ins and failed sign-ins', async () => {
    const who = await account(ref.server, 'Sign In Sue');
    await signIn(ref.server, who);
    expect(await latest('auth.signIn')).toMatchObject({
      actorId: who.id,
      actorName: 'Sign In Sue',
      targetKind: 'user',
      targetId: who.id,
      ip: expect.any(String),
    });
    await signIn(ref.server, { ...who, password: 'wrong password 9' });
    expect(await latest('auth.signInFailed')).toMatchObject({
      actorId: null,
      actorName: who.email,
      details: { email: who.email, code: 'INVALID_CREDENTIALS' },
    });
  });

  test('admin actions', async () => {
    const target = await account(ref.server, 'Target Tim');
    const steps: Array<[string, string, string, unknown]> = [
      ['admin.userBlocked', 'PUT', `/admin/users/${target.id}/blocked`, { blocked: true }],
      ['admin.userUnblocked', 'PUT', `/admin/users/${target.id}/blocked`, { blocked: false }],
      ['admin.systemAdminGranted', 'PUT', `/admin/users/${target.id}/system-admin`, { isSystemAdmin: true }],
      ['admin.systemAdminRevoked', 'PUT', `/admin/users/${target.id}/system-admin`, { isSystemAdmin: false }],
      ['admin.restoreCodeSent', 'POST', `/admin/users/${target.id}/restore-code`, undefined],
      ['admin.companyArchived', 'PUT', `/admin/companies/${t.companyId}/archived`, { archived: true }],
      ['admin.companyUnarchived', 'PUT', `/admin/companies/${t.companyId}/archived`, { archived: false }],
      ['admin.testMail', 'POST', '/admin/instance/test-mail', undefined],
      ['admin.userDeleted', 'DELETE', `/admin/users/${target.id}`, undefined],
    ];
    for (const [action, method, url, body] of steps) {
      expect((await call(ref.server, method, url, { token: admin.token, body })).status).toBe(200);
      expect(await latest(action)).toMatchObject({ actorId: admin.id, actorName: 'Root Admin', action });
    }
    expect(await latest('admin.userDeleted')).toMatchObject({ targetId: target.id, details: { email: target.email } });
  });

  test('role changes, share-link changes, imports and exports', async () => {
    await ok(ref.server, t.owner, 'PUT', `/company/${t.companyId}/members/${t.member.id}`, { role: 'admin' });
    expect(await latest('company.roleChanged')).toMatchObject({
      actorId: t.owner.id,
      targetKind: 'company',
      targetId: t.companyId,
      details: { userId: t.member.id, from: 'member', to: 'admin' },
    });
    await ok(ref.server, t.owner, 'PUT', `/board/${t.boardId}/share`, { enabled: true });
    expect(await latest('board.shareChanged')).toMatchObject({
      actorId: t.owner.id,
      targetKind: 'board',
      targetId: t.boardId,
      details: { enabled: true },
    });
    const exported = await call(ref.server, 'GET', `/board/${t.boardId}/export`, { token: t.owner.token });
    expect(exported.status).toBe(200);
    expect(await latest('export.board')).toMatchObject({ targetId: t.boardId, details: { format: 'json' } });
    await call(ref.server, 'GET', `/board/${t.boardId}/export.csv`, { token: t.owner.token });
    expect(await latest('export.board')).toMatchObject({ targetId: t.boardId, details: { format: 'csv' } });
    const report = await ok(ref.server, t.owner, 'POST', `/project/${t.projectId}/import/board`, exported.body);
    expect(await latest('import.board')).toMatchObject({
      actorId: t.owner.id,
      targetKind: 'board',
      targetId: report.boardId,
      details: { projectId: t.projectId, companyId: t.companyId },
    });
  });

  test('filters by actor and period, pages newest first, CSV export with formula-safe cells', async () => {
    const sly = await account(ref.server, '=HYPERLINK("x")');
    await signIn(ref.server, sly);
    await signIn(ref.server, sly);
    await signIn(ref.server, sly);
    const byActor = await call(ref.server, 'GET', `/admin/audit?actorId=${sly.id}&limit=2`, { token: admin.token });
    expect(byActor.body.data.items).toHaveLength(2);
    expect(byActor.body.data.items.every((e: Json) => e.actorId === sly.id)).toBe(true);
    const next = await call(
      ref.server,
      'GET',
      `/admin/audit?actorId=${sly.id}&limit=2&before=${encodeURIComponent(byActor.body.data.nextCursor)}`,
      { token: admin.token },
    );
    expect(next.body.data.items).toHaveLength(1);
    expect(next.body.data.nextCursor).toBeNull();
    const ids = [...byActor.body.data.items, ...next.body.data.items].map((e: Json) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const future = new Date(Date.now() + 3_600_000).toISOString();
    const none = await call(ref.server, 'GET', `/admin/audit?from=${encodeURIComponent(future)}`, {
      token: admin.token,
    });
    expect(none.body.data.items).toEqual([]);
    const past = await call(
      ref.server,
      'GET',
      `/admin/audit?to=${encodeURIComponent(future)}&action=auth.signIn&actorId=${sly.id}`,
      { token: admin.token },
    );
    expect(past.body.data.items).toHaveLength(3);
    expect((await call(ref.server, 'GET', '/admin/audit?action=nope', { token: admin.token })).status).toBe(400);
    expect((await call(ref.server, 'GET', '/admin/audit?before=xyz', { token: admin.token })).status).toBe(400);

    const csv = await call(ref.server, 'GET', `/admin/audit.csv?actorId=${sly.id}`, { token: admin.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const text = String(csv.body);
    // fetch's text() drops the BOM; the header row follows it.
    expect(text.split('\r\n')[0]).toBe('id,at,actorId,actorName,action,targetKind,targetId,ip,details');
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text.trim().split('\r\n')).toHaveLength(4);
  });

  test('the list queries use the audit_log indexes', async () => {
    const { sql } = await import('kysely');
    const postgres = ref.server.dialect === 'postgres';
    const query = (where: string) => `select * from audit_log ${where} order by at desc, id desc limit 51`;
    const plans = await ref.server.app.db.connection().execute(async (conn) => {
      // A tiny table is read sequentially by PostgreSQL otherwise: ask which index it would use.
      if (postgres) await sql`set enable_seqscan = off`.execute(conn);
      const found: string[] = [];
      for (const where of ['', `where action = 'auth.signIn'`, `where actor_id = ${admin.id}`]) {
        const rows = await sql
          .raw<Json>(`${postgres ? 'explain' : 'explain query plan'} ${query(where)}`)
          .execute(conn);
        found.push(JSON.stringify(rows.rows));
      }
      if (postgres) await sql`reset enable_seqscan`.execute(conn);
      return found;
    });
    expect(plans[0]).toContain('audit_log_at_idx');
    expect(plans[1]).toContain('audit_log_action_idx');
    expect(plans[2]).toContain('audit_log_actor_idx');
  });
});
