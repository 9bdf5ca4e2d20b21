/**
 * Companies, members and roles over HTTP on both databases (DESIGN §3 Route map, §5 Permissions;
 * issue 3 "Companies", "Permissions on the server").
 */
import { call, forEachDialect } from '../harness';
import { companyOf, joinAs, person, type Person } from './fixtures';

forEachDialect('companies', (ref) => {
  // The first account of an instance is system admin: take it here, so every other person is not.
  let systemAdmin: Person;
  beforeAll(async () => {
    systemAdmin = await person(ref.server, 'Root');
  });

  test('creating a company makes the caller its owner and lists it among my companies', async () => {
    const owner = await person(ref.server, 'Olga');
    const created = await call(ref.server, 'POST', '/company', { token: owner.token, body: { name: '  Acme  ' } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      success: true,
      status: 'success',
      data: { id: expect.any(Number), name: 'Acme', role: 'owner', projects: [] },
    });
    const second = await companyOf(ref.server, owner, 'Beta');

    const mine = await call(ref.server, 'GET', '/company', { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([
      { id: created.body.data.id, name: 'Acme', role: 'owner' },
      { id: second.id, name: 'Beta', role: 'owner' },
    ]);
    const stranger = await person(ref.server);
    expect((await call(ref.server, 'GET', '/company', { token: stranger.token })).body.data).toEqual([]);
  });

  test('a company name is required and at most 200 characters (400 with field errors)', async () => {
    const owner = await person(ref.server);
    const empty = await call(ref.server, 'POST', '/company', { token: owner.token, body: { name: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'VALIDATION_FAILED', data: { name: 'This field is required' } });
    const long = await call(ref.server, 'POST', '/company', { token: owner.token, body: { name: 'x'.repeat(201) } });
    expect(long.status).toBe(400);
    expect(long.body.data).toEqual({ name: expect.stringContaining('200') });
    const missing = await call(ref.server, 'POST', '/company', { token: owner.token, body: {} });
    expect(missing.body.data).toEqual({ name: 'This field is required' });
  });

  test('company routes need a signed-in user', async () => {
    expect((await call(ref.server, 'GET', '/company')).status).toBe(401);
    expect((await call(ref.server, 'POST', '/company', { body: { name: 'X' } })).status).toBe(401);
  });

  test('a member sees the company with its projects, a non-member gets 403, an unknown id 404', async () => {
    const owner = await person(ref.server);
    const member = await person(ref.server);
    const stranger = await person(ref.server);
    const company = await companyOf(ref.server, owner);
    await joinAs(ref.server, owner, company.id, member);
    const project = await call(ref.server, 'POST', `/company/${company.id}/projects`, {
      token: member.token,
      body: { name: 'Launch' },
    });

    const seen = await call(ref.server, 'GET', `/company/${company.id}`, { token: member.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toEqual({ id: company.id, name: 'Acme', role: 'member', projects: [project.body.data] });

    const forbidden = await call(ref.server, 'GET', `/company/${company.id}`, { token: stranger.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await call(ref.server, 'GET', `/company/${company.id}/members`, { token: stranger.token })).status).toBe(
      403,
    );
    expect((await call(ref.server, 'GET', '/company/999999', { token: owner.token })).status).toBe(404);
    const badId = await call(ref.server, 'GET', '/company/abc', { token: owner.token });
    expect(badId.status).toBe(400);
    expect(badId.body.code).toBe('VALIDATION_FAILED');
  });

  test('owner and admin rename the company; a plain member gets 403', async () => {
    const owner = await person(ref.server);
    const admin = await person(ref.server);
    const member = await person(ref.server);
    const company = await companyOf(ref.server, owner);
    await joinAs(ref.server, owner, company.id, admin, 'admin');
    await joinAs(ref.server, owner, company.id, member);

    const renamed = await call(ref.server, 'PUT', `/company/${company.id}`, {
      token: admin.token,
      body: { name: 'Acme 2' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id: company.id, name: 'Acme 2', role: 'admin' });
    const refused = await call(ref.server, 'PUT', `/company/${company.id}`, {
      token: member.token,
      body: { name: 'Mine' },
    });
    expect(refused.status).toBe(403);
    expect((await call(ref.server, 'GET', `/company/${company.id}`, { token: owner.token })).body.data.name).toBe(
      'Acme 2',
    );
    const invalid = await call(ref.server, 'PUT', `/company/${company.id}`, { token: owner.token, body: { name: '' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.data).toEqual({ name: 'This field is required' });
  });

  test('members are listed in join order with their user and role', async () => {
    const owner = await person(ref.server, 'Olga');
    const member = await person(ref.server, 'Max');
    const company = await companyOf(ref.server, owner);
    await joinAs(ref.server, owner, company.id, member);

    const listed = await call(ref.server, 'GET', `/company/${company.id}/members`, { token: member.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      {
        userId: owner.id,
        role: 'owner',
        user: { id: owner.id, name: 'Olga', email: owner.email, avatar: null },
        joinedAt: expect.any(String),
      },
      {
        userId: member.id,
        role: 'member',
        user: { id: member.id, name: 'Max', email: member.email, avatar: null },
        joinedAt: expect.any(String),
      },
    ]);
  });

  test('a manager changes roles; the owner role cannot change (409) and members may not (403)', async () => {
    const owner = await person(ref.server);
    const admin = await person(ref.server);
    const member = await person(ref.server);
    const stranger = await person(ref.server);
    const company = await companyOf(ref.server, owner);
    await joinAs(ref.server, owner, company.id, admin, 'admin');
    await joinAs(ref.server, owner, company.id, member);
    const path = (userId: number) => `/company/${company.id}/members/${userId}`;

    const promoted = await call(ref.server, 'PUT', path(member.id), { token: admin.token, body: { role: 'admin' } });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data).toMatchObject({ userId: member.id, role: 'admin' });
    expect((await call(ref.server, 'GET', `/company/${company.id}`, { token: member.token })).body.data.role).toBe(
      'admin',
    );
    await call(ref.server, 'PUT', path(member.id), { token: owner.token, body: { role: 'member' } });

    const onOwner = await call(ref.server, 'PUT', path(owner.id), { token: admin.token, body: { role: 'member' } });
    expect(onOwner.status).toBe(409);
    expect(onOwner.body).toMatchObject({ code: 'CONFLICT', error: expect.stringMatching(/owner/i) });
    const makeOwner = await call(ref.server, 'PUT', path(admin.id), { token: owner.token, body: { role: 'owner' } });
    expect(makeOwner.status).toBe(400);
    expect(makeOwner.body.data).toEqual({ role: expect.any(String) });
    expect(
      (await call(ref.server, 'PUT', path(admin.id), { token: member.token, body: { role: 'member' } })).status,
    ).toBe(403);
    expect(
      (await call(ref.server, 'PUT', path(stranger.id), { token: owner.token, body: { role: 'admin' } })).status,
    ).toBe(404);
  });

  test('a manager removes a member, who then loses access; the owner cannot be removed', async () => {
    const owner = await person(ref.server);
    const admin = await person(ref.server);
    const member = await person(ref.server);
    const company = await companyOf(ref.server, owner);
    await joinAs(ref.server, owner, company.id, admin, 'admin');
    await joinAs(ref.server, owner, company.id, member);
    const path = (userId: number) => `/company/${company.id}/members/${userId}`;

    expect((await call(ref.server, 'DELETE', path(admin.id), { token: member.token })).status).toBe(403);
    const removed = await call(ref.server, 'DELETE', path(member.id), { token: admin.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, status: 'success', data: null });
    expect((await call(ref.server, 'GET', `/company/${company.id}`, { token: member.token })).status).toBe(403);
    expect((await call(ref.server, 'GET', '/company', { token: member.token })).body.data).toEqual([]);
    expect((await call(ref.server, 'DELETE', path(member.id), { token: admin.token })).status).toBe(404);

    const onOwner = await call(ref.server, 'DELETE', path(owner.id), {
      token: admin.token,
      headers: { 'accept-language': 'ru' },
    });
    expect(onOwner.status).toBe(409);
    expect(onOwner.body).toMatchObject({ code: 'CONFLICT', error: expect.stringMatching(/Владельца/) });
  });

  test('a member leaves the company; the owner cannot leave and a non-member gets 403', async () => {
    const owner = await person(ref.server);
    const member = await person(ref.server);
    const stranger = await person(ref.server);
    const company = await companyOf(ref.server, owner);
    await joinAs(ref.server, owner, company.id, member);

    const left = await call(ref.server, 'POST', `/company/${company.id}/leave`, { token: member.token });
    expect(left.status).toBe(200);
    expect((await call(ref.server, 'GET', `/company/${company.id}`, { token: member.token })).status).toBe(403);
    const members = await call(ref.server, 'GET', `/company/${company.id}/members`, { token: owner.token });
    expect(members.body.data.map((entry: { userId: number }) => entry.userId)).toEqual([owner.id]);

    const ownerLeaves = await call(ref.server, 'POST', `/company/${company.id}/leave`, { token: owner.token });
    expect(ownerLeaves.status).toBe(409);
    expect(ownerLeaves.body.error).toBe('The company owner cannot leave the company');
    expect((await call(ref.server, 'POST', `/company/${company.id}/leave`, { token: stranger.token })).status).toBe(
      403,
    );
    expect((await call(ref.server, 'POST', '/company/999999/leave', { token: owner.token })).status).toBe(404);
  });

  test('a system admin reaches any company as admin without being listed as a member', async () => {
    const owner = await person(ref.server);
    const company = await companyOf(ref.server, owner);
    const seen = await call(ref.server, 'GET', `/company/${company.id}`, { token: systemAdmin.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data.role).toBe('admin');
    const members = await call(ref.server, 'GET', `/company/${company.id}/members`, { token: systemAdmin.token });
    expect(members.body.data.map((entry: { userId: number }) => entry.userId)).toEqual([owner.id]);
  });
});
