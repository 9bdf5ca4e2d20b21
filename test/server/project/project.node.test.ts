/**
 * Projects and boards over HTTP on both databases (DESIGN §3 Route map, §5 Permissions; issue 3
 * "Projects and boards"): create, rename, archive, list, board settings and the 449 confirmation
 * of deleting a board that holds cards.
 */
import { companyOf, joinAs, person, seedCards, type Person } from '../company/fixtures';
import { call, forEachDialect, type Json } from '../harness';

forEachDialect('projects and boards', (ref) => {
  beforeAll(async () => {
    await person(ref.server, 'System admin'); // the first account; every later one is a plain user
  });

  /** An owner, a plain member and a stranger around one company with one project. */
  const setup = async () => {
    const owner = await person(ref.server, 'Owner');
    const member = await person(ref.server, 'Member');
    const stranger = await person(ref.server, 'Stranger');
    const company = await companyOf(ref.server, owner);
    await joinAs(ref.server, owner, company.id, member);
    const project = (
      await call(ref.server, 'POST', `/company/${company.id}/projects`, {
        token: owner.token,
        body: { name: 'Launch' },
      })
    ).body.data as Json;
    return { owner, member, stranger, company, project };
  };
  const newBoard = async (user: Person, projectId: number, name = 'Board') =>
    (await call(ref.server, 'POST', `/project/${projectId}/boards`, { token: user.token, body: { name } })).body.data;

  test('any member creates a project; it shows in the company; non-members get 403', async () => {
    const { member, stranger, company, project } = await setup();
    expect(project).toEqual({
      id: expect.any(Number),
      companyId: company.id,
      name: 'Launch',
      archivedAt: null,
      createdAt: expect.any(String),
    });
    const byMember = await call(ref.server, 'POST', `/company/${company.id}/projects`, {
      token: member.token,
      body: { name: 'Second' },
    });
    expect(byMember.status).toBe(201);
    const seen = await call(ref.server, 'GET', `/company/${company.id}`, { token: member.token });
    expect(seen.body.data.projects).toEqual([project, byMember.body.data]);

    const refused = await call(ref.server, 'POST', `/company/${company.id}/projects`, {
      token: stranger.token,
      body: { name: 'Intruder' },
    });
    expect(refused.status).toBe(403);
    const invalid = await call(ref.server, 'POST', `/company/${company.id}/projects`, {
      token: member.token,
      body: {},
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.data).toEqual({ name: 'This field is required' });
    expect(
      (await call(ref.server, 'POST', '/company/999999/projects', { token: member.token, body: { name: 'X' } })).status,
    ).toBe(404);
  });

  test('a project is renamed, archived (still listed, with archivedAt) and restored', async () => {
    const { member, stranger, company, project } = await setup();
    const path = `/project/${project.id}`;
    const renamed = await call(ref.server, 'PUT', path, { token: member.token, body: { name: 'Launch v2' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id: project.id, name: 'Launch v2', archivedAt: null });

    const archived = await call(ref.server, 'PUT', path, { token: member.token, body: { archived: true } });
    expect(archived.body.data).toMatchObject({ name: 'Launch v2', archivedAt: expect.any(String) });
    const again = await call(ref.server, 'PUT', path, { token: member.token, body: { archived: true } });
    expect(again.body.data.archivedAt).toBe(archived.body.data.archivedAt);
    const companyView = await call(ref.server, 'GET', `/company/${company.id}`, { token: member.token });
    expect(companyView.body.data.projects).toEqual([archived.body.data]);

    const restored = await call(ref.server, 'PUT', path, { token: member.token, body: { archived: false } });
    expect(restored.body.data.archivedAt).toBeNull();

    expect((await call(ref.server, 'PUT', path, { token: stranger.token, body: { name: 'Hijack' } })).status).toBe(403);
    expect((await call(ref.server, 'PUT', path, { token: member.token, body: { archived: 'yes' } })).body.data).toEqual(
      {
        archived: 'Invalid format',
      },
    );
    expect(
      (await call(ref.server, 'PUT', '/project/999999', { token: member.token, body: { name: 'X' } })).status,
    ).toBe(404);
  });

  test('a project lists its boards; boards are created by members and shown to members only', async () => {
    const { owner, member, stranger, project } = await setup();
    const created = await call(ref.server, 'POST', `/project/${project.id}/boards`, {
      token: member.token,
      body: { name: ' Sprint ' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      projectId: project.id,
      name: 'Sprint',
      bgImage: null,
      bgColor: null,
      displayType: 'kanban',
    });
    const second = await newBoard(owner, project.id, 'Backlog');

    const boards = await call(ref.server, 'GET', `/project/${project.id}/boards`, { token: member.token });
    expect(boards.body.data).toEqual([created.body.data, second]);
    const withBoards = await call(ref.server, 'GET', `/project/${project.id}`, { token: member.token });
    expect(withBoards.body.data).toEqual({ ...project, boards: [created.body.data, second] });

    for (const [method, path] of [
      ['GET', `/project/${project.id}`],
      ['GET', `/project/${project.id}/boards`],
      ['POST', `/project/${project.id}/boards`],
    ]) {
      const answer = await call(ref.server, method, path, {
        token: stranger.token,
        body: method === 'POST' ? { name: 'X' } : undefined,
      });
      expect({ path, method, status: answer.status }).toEqual({ path, method, status: 403 });
    }
    expect((await call(ref.server, 'GET', '/project/999999/boards', { token: member.token })).status).toBe(404);
    const invalid = await call(ref.server, 'POST', `/project/${project.id}/boards`, {
      token: member.token,
      body: { name: 'x'.repeat(201) },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.data).toEqual({ name: expect.any(String) });
  });

  test('a board is read with its project and company, and its name, background and display type change', async () => {
    const { member, stranger, company, project } = await setup();
    const board = await newBoard(member, project.id);
    const read = await call(ref.server, 'GET', `/board/${board.id}`, { token: member.token });
    expect(read.body.data).toEqual({ ...board, projectId: project.id, companyId: company.id });

    const updated = await call(ref.server, 'PUT', `/board/${board.id}`, {
      token: member.token,
      body: { bgImage: 'https://example.com/bg.png', bgColor: '#abcdef' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toEqual({ ...board, bgImage: 'https://example.com/bg.png', bgColor: '#abcdef' });
    const renamed = await call(ref.server, 'PUT', `/board/${board.id}`, {
      token: member.token,
      body: { name: 'Renamed', bgImage: null, displayType: 'kanban' },
    });
    expect(renamed.body.data).toEqual({ ...board, name: 'Renamed', bgImage: null, bgColor: '#abcdef' });

    const badType = await call(ref.server, 'PUT', `/board/${board.id}`, {
      token: member.token,
      body: { displayType: 'gantt' },
    });
    expect(badType.status).toBe(400);
    expect(badType.body.data).toEqual({ displayType: expect.any(String) });
    expect((await call(ref.server, 'GET', `/board/${board.id}`, { token: stranger.token })).status).toBe(403);
    expect(
      (await call(ref.server, 'PUT', `/board/${board.id}`, { token: stranger.token, body: { name: 'X' } })).status,
    ).toBe(403);
    expect((await call(ref.server, 'GET', '/board/999999', { token: member.token })).status).toBe(404);
  });

  test('an empty board is deleted at once; a board with cards needs ?force=1 (449 before)', async () => {
    const { member, stranger, company, project } = await setup();
    const empty = await newBoard(member, project.id, 'Empty');
    expect((await call(ref.server, 'DELETE', `/board/${empty.id}`, { token: stranger.token })).status).toBe(403);
    const deleted = await call(ref.server, 'DELETE', `/board/${empty.id}`, { token: member.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, status: 'success', data: null });
    expect((await call(ref.server, 'GET', `/board/${empty.id}`, { token: member.token })).status).toBe(404);
    expect((await call(ref.server, 'DELETE', `/board/${empty.id}`, { token: member.token })).status).toBe(404);

    const full = await newBoard(member, project.id, 'Full');
    await seedCards(ref.server, full.id, company.id, 3);
    const asked = await call(ref.server, 'DELETE', `/board/${full.id}`, { token: member.token });
    expect(asked.status).toBe(449);
    expect(asked.body).toMatchObject({
      success: false,
      code: 'NEEDS_CONFIRMATION',
      error: 'The board holds 3 cards. Delete the board with them?',
    });
    const inRussian = await call(ref.server, 'DELETE', `/board/${full.id}`, {
      token: member.token,
      headers: { 'accept-language': 'ru' },
    });
    expect(inRussian.body.error).toBe('На доске 3 карточки. Удалить доску вместе с ними?');
    expect((await call(ref.server, 'DELETE', `/board/${full.id}?force=0`, { token: member.token })).status).toBe(449);
    expect((await call(ref.server, 'DELETE', `/board/${full.id}?force=maybe`, { token: member.token })).status).toBe(
      400,
    );
    expect((await call(ref.server, 'GET', `/board/${full.id}`, { token: member.token })).status).toBe(200);

    const forced = await call(ref.server, 'DELETE', `/board/${full.id}?force=1`, { token: member.token });
    expect(forced.status).toBe(200);
    expect((await call(ref.server, 'GET', `/project/${project.id}/boards`, { token: member.token })).body.data).toEqual(
      [],
    );
    const cardsLeft = await ref.server.app.db.selectFrom('cards').select('id').where('boardId', '=', full.id).execute();
    expect(cardsLeft).toEqual([]);
  });

  test('the OpenAPI document describes the company, project and board calls', async () => {
    const document = await call(ref.server, 'GET', '/openapi.json');
    expect(document.status).toBe(200);
    const paths = Object.keys(document.body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/company',
        '/company/{id}',
        '/company/{id}/members/{userId}',
        '/company/{id}/links/{linkId}',
        '/company/join/{token}',
        '/company/{id}/join/{token}',
        '/project/{id}/boards',
        '/board/{id}',
      ]),
    );
    const boardDelete = document.body.paths['/board/{id}'].delete;
    expect(boardDelete.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'force', in: 'query' })]),
    );
  });
});
