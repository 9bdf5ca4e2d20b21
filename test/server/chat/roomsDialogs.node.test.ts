/**
 * One-to-one dialogs on SQLite and PostgreSQL (spec/shell.md §5, §7 POST
 * /chat/get-room-by-user-id/{userId}): one room per pair and company whichever of the two
 * asks and however many calls arrive at once, the refusals, and a dialog surviving its member
 * leaving the company and coming back.
 */
import { forEachDialect, type Json } from '../harness';
import { api, chatTeam, ok, type ChatTeam } from './roomsFixture';

forEachDialect('chat dialogs', (ref) => {
  let team: ChatTeam;

  beforeAll(async () => {
    team = await chatTeam(ref.server);
  });

  test('the dialog of a pair is one room, whichever of the two asks and however many calls arrive at once', async () => {
    const { server } = ref;
    const byOwner = await ok(server, team.owner, 'POST', `/chat/get-room-by-user-id/${team.admin.id}`, {
      companyId: team.companyId,
    });
    const byAdmin = await ok(server, team.admin, 'POST', `/chat/get-room-by-user-id/${team.owner.id}`, {});
    expect(byAdmin.id).toBe(byOwner.id);
    // The spec shows no body for this call: a call without one finds the same room.
    const withoutBody = await ok(server, team.admin, 'POST', `/chat/get-room-by-user-id/${team.owner.id}`);
    expect(withoutBody.id).toBe(byOwner.id);
    expect(byAdmin.name).toBe('Olga Owner');
    expect(byOwner.name).toBe('Ada Admin');

    // A new pair: ten calls at once from both sides make one room.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0
          ? api(server, team.admin, 'POST', `/chat/get-room-by-user-id/${team.boris.id}`, {})
          : api(server, team.boris, 'POST', `/chat/get-room-by-user-id/${team.admin.id}`, {}),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    const stored = await server.app.db
      .selectFrom('chatRooms')
      .select('id')
      .where(
        'dialogKey',
        '=',
        `${team.companyId}:${Math.min(team.admin.id, team.boris.id)}:${Math.max(team.admin.id, team.boris.id)}`,
      )
      .execute();
    expect(stored).toHaveLength(1);
    const members = await ok(server, team.boris, 'GET', `/chat/rooms/${stored[0].id}/members`);
    expect(members.map((member: Json) => member.id).sort()).toEqual([team.admin.id, team.boris.id].sort());
  });

  test('dialogs: oneself 400, no shared company 403, unknown company 404', async () => {
    const { server } = ref;
    const self = await api(
      server,
      team.anna,
      'POST',
      `/chat/get-room-by-user-id/${team.anna.id}`,
      {},
      {
        expect: 400,
        headers: { 'accept-language': 'ru-RU' },
      },
    );
    expect(self.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { userId: 'Нельзя начать диалог с самим собой' },
    });
    await api(server, team.anna, 'POST', `/chat/get-room-by-user-id/${team.outsider.id}`, {}, { expect: 403 });
    await api(
      server,
      team.anna,
      'POST',
      `/chat/get-room-by-user-id/${team.boris.id}`,
      {
        companyId: team.outsiderCompanyId,
      },
      { expect: 403 },
    );
    await api(
      server,
      team.anna,
      'POST',
      `/chat/get-room-by-user-id/${team.boris.id}`,
      { companyId: 987654 },
      {
        expect: 404,
      },
    );
  });

  test('a dialog survives its member leaving the company and coming back', async () => {
    const { server } = ref;
    const { person } = await import('../editor/editorFixture');
    const temp = await person(server, 'Tim Temporary');
    const joinCompany = async () => {
      const link = await ok(server, team.owner, 'POST', `/company/${team.companyId}/links`, {});
      await ok(server, temp, 'POST', `/company/${team.companyId}/join/${link.token}`);
    };
    await joinCompany();
    const first = await ok(server, temp, 'POST', `/chat/get-room-by-user-id/${team.anna.id}`, {});
    await ok(server, team.owner, 'DELETE', `/company/${team.companyId}/members/${temp.id}`);
    await api(server, team.anna, 'GET', `/chat/rooms/${first.id}`, undefined, { expect: 200 });
    await api(server, temp, 'GET', `/chat/rooms/${first.id}`, undefined, { expect: 403 });
    await joinCompany();
    const again = await ok(server, team.anna, 'POST', `/chat/get-room-by-user-id/${temp.id}`, {});
    expect(again).toMatchObject({ id: first.id, memberCount: 2, name: 'Tim Temporary' });
    expect(await ok(server, temp, 'GET', `/chat/rooms/${first.id}`)).toMatchObject({ name: 'Anna Member' });
  });
});
