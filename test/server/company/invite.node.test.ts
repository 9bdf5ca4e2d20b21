/**
 * Invitation links and joining by link on both databases (DESIGN §3 Route map, §5 Permissions;
 * spec/shell.md §2 `/company/{id}/join/{token}`).
 */
import { call, forEachDialect } from '../harness';
import { companyOf, joinAs, linkOf, person, type Person } from './fixtures';

const INVALID_LINK = 'This invitation link is invalid: it was revoked, has expired or has been used up';

forEachDialect('invitation links', (ref) => {
  beforeAll(async () => {
    await person(ref.server, 'System admin'); // the first account; every later one is a plain user
  });

  const setup = async () => {
    const owner = await person(ref.server, 'Owner');
    const company = await companyOf(ref.server, owner, 'Linked');
    return { owner, company };
  };
  const join = (companyId: number, token: string, user: Person) =>
    call(ref.server, 'POST', `/company/${companyId}/join/${token}`, { token: user.token });
  const preview = (token: string, user: Person) =>
    call(ref.server, 'GET', `/company/join/${token}`, { token: user.token });
  const links = (companyId: number, user: Person) =>
    call(ref.server, 'GET', `/company/${companyId}/links`, { token: user.token });

  test('a manager creates links with a random url-safe token, optional expiry and use limit, and lists them', async () => {
    const { owner, company } = await setup();
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const created = await call(ref.server, 'POST', `/company/${company.id}/links`, {
      token: owner.token,
      body: { expiresAt, maxUses: 3 },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      expiresAt,
      maxUses: 3,
      uses: 0,
      createdAt: expect.any(String),
    });
    const open = await linkOf(ref.server, owner, company.id);
    expect(open).toMatchObject({ expiresAt: null, maxUses: null });
    expect(open.token).not.toBe(created.body.data.token);

    const listed = await links(company.id, owner);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([open, created.body.data]);
  });

  test('links are for managers only: a member and a non-member get 403', async () => {
    const { owner, company } = await setup();
    const member = await person(ref.server);
    const stranger = await person(ref.server);
    await joinAs(ref.server, owner, company.id, member);
    const link = await linkOf(ref.server, owner, company.id);
    for (const user of [member, stranger]) {
      expect((await links(company.id, user)).status).toBe(403);
      expect(
        (await call(ref.server, 'POST', `/company/${company.id}/links`, { token: user.token, body: {} })).status,
      ).toBe(403);
      expect(
        (await call(ref.server, 'DELETE', `/company/${company.id}/links/${link.id}`, { token: user.token })).status,
      ).toBe(403);
    }
    expect((await links(999999, owner)).status).toBe(404);
  });

  test('an expiry in the past, a bad date or a use limit below 1 is a 400 with field errors', async () => {
    const { owner, company } = await setup();
    const create = (body: unknown) =>
      call(ref.server, 'POST', `/company/${company.id}/links`, { token: owner.token, body });
    const past = await create({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { expiresAt: 'The expiry must be in the future' },
    });
    expect((await create({ expiresAt: 'tomorrow' })).body.data).toEqual({ expiresAt: 'Invalid format' });
    expect((await create({ maxUses: 0 })).body.data).toEqual({ maxUses: 'Must be at least 1' });
    expect((await create({ maxUses: 1.5 })).status).toBe(400);
    expect((await links(company.id, owner)).body.data).toEqual([]);
  });

  test('any signed-in user previews a link; joining makes them a member and is idempotent', async () => {
    const { owner, company } = await setup();
    const newcomer = await person(ref.server);
    const link = await linkOf(ref.server, owner, company.id);

    expect((await preview(link.token, newcomer)).body).toEqual({
      success: true,
      status: 'success',
      data: { companyId: company.id, companyName: 'Linked', alreadyMember: false },
    });
    const joined = await join(company.id, link.token, newcomer);
    expect(joined.status).toBe(200);
    expect(joined.body.data).toEqual({ id: company.id, name: 'Linked', role: 'member', projects: [] });
    expect((await preview(link.token, newcomer)).body.data.alreadyMember).toBe(true);

    const again = await join(company.id, link.token, newcomer);
    expect(again.status).toBe(200);
    expect(again.body.data.role).toBe('member');
    const ownerJoins = await join(company.id, link.token, owner);
    expect(ownerJoins.body.data.role).toBe('owner');
    // Only the first join of a new member counts as a use.
    expect((await links(company.id, owner)).body.data[0].uses).toBe(1);
    const members = await call(ref.server, 'GET', `/company/${company.id}/members`, { token: owner.token });
    expect(members.body.data.map((entry: { userId: number }) => entry.userId)).toEqual([owner.id, newcomer.id]);
    expect((await call(ref.server, 'GET', '/company', { token: newcomer.token })).body.data).toEqual([
      { id: company.id, name: 'Linked', role: 'member' },
    ]);
  });

  test('a link stops working after maxUses joins and is no longer listed', async () => {
    const { owner, company } = await setup();
    const link = await linkOf(ref.server, owner, company.id, { maxUses: 2 });
    const [first, second, third] = [await person(ref.server), await person(ref.server), await person(ref.server)];
    expect((await join(company.id, link.token, first)).status).toBe(200);
    expect((await join(company.id, link.token, second)).status).toBe(200);

    const refused = await join(company.id, link.token, third);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ success: false, code: 'NOT_FOUND', error: INVALID_LINK });
    expect((await preview(link.token, third)).status).toBe(404);
    expect((await links(company.id, owner)).body.data).toEqual([]);
    // A used-up link is invalid for everybody, even for a member who joined through it.
    expect((await join(company.id, link.token, first)).status).toBe(404);
  });

  test('concurrent joins never exceed the use limit', async () => {
    const { owner, company } = await setup();
    const link = await linkOf(ref.server, owner, company.id, { maxUses: 2 });
    const people = await Promise.all(Array.from({ length: 6 }, () => person(ref.server)));
    const answers = await Promise.all(people.map((user) => join(company.id, link.token, user)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 404, 404, 404, 404]);
    const members = await call(ref.server, 'GET', `/company/${company.id}/members`, { token: owner.token });
    expect(members.body.data).toHaveLength(3);
  });

  test('an expired link is refused with 404 and not listed', async () => {
    const { owner, company } = await setup();
    const link = await linkOf(ref.server, owner, company.id, {
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    await ref.server.app.db
      .updateTable('inviteLinks')
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', link.id)
      .execute();
    const newcomer = await person(ref.server);
    const refused = await join(company.id, link.token, newcomer);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe(INVALID_LINK);
    const ru = await call(ref.server, 'GET', `/company/join/${link.token}`, {
      token: newcomer.token,
      headers: { 'accept-language': 'ru-RU' },
    });
    expect(ru.body).toMatchObject({ code: 'NOT_FOUND', error: expect.stringMatching(/^Ссылка-приглашение/) });
    expect((await links(company.id, owner)).body.data).toEqual([]);
  });

  test('a revoked link is refused; revoking an unknown link or one of another company is a 404', async () => {
    const { owner, company } = await setup();
    const other = await setup();
    const link = await linkOf(ref.server, owner, company.id);
    const foreign = await linkOf(ref.server, other.owner, other.company.id);

    const revoked = await call(ref.server, 'DELETE', `/company/${company.id}/links/${link.id}`, { token: owner.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toBeNull();
    const newcomer = await person(ref.server);
    expect((await join(company.id, link.token, newcomer)).status).toBe(404);
    expect((await preview(link.token, newcomer)).status).toBe(404);
    expect((await links(company.id, owner)).body.data).toEqual([]);

    expect(
      (await call(ref.server, 'DELETE', `/company/${company.id}/links/999999`, { token: owner.token })).status,
    ).toBe(404);
    expect(
      (await call(ref.server, 'DELETE', `/company/${company.id}/links/${foreign.id}`, { token: owner.token })).status,
    ).toBe(404);
    expect((await join(other.company.id, foreign.token, newcomer)).status).toBe(200);
  });

  test("an unknown token, or a link used with another company's id, is a 404", async () => {
    const { owner, company } = await setup();
    const other = await setup();
    const link = await linkOf(ref.server, owner, company.id);
    const newcomer = await person(ref.server);
    expect((await preview('no-such-token', newcomer)).status).toBe(404);
    expect((await join(company.id, 'no-such-token', newcomer)).status).toBe(404);
    const crossed = await join(other.company.id, link.token, newcomer);
    expect(crossed.status).toBe(404);
    expect((await call(ref.server, 'GET', `/company/${other.company.id}`, { token: newcomer.token })).status).toBe(403);
    expect((await call(ref.server, 'GET', `/company/join/${link.token}`)).status).toBe(401);
  });
});
