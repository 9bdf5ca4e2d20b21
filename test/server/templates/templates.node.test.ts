/**
 * Task templates through the real routes (issue 5 "templates CRUD and permissions"; spec/board.md
 * §3 "Task template", §7 GET /board/{boardId}/task-templates; DESIGN §3, §5): create, list by
 * name, replace, delete, validation of names, members and stickers, 403 for another company's
 * user, and live `board:template:*` to another member.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { TEMPLATE_EVENTS } from '../../../src/shared/board/taskTemplates';
import { collect, forEachDialect, sleep, type Json } from '../harness';
import { api, ok, team, watcher, type Team } from '../editor/editorFixture';

const field = expect.any(String);

forEachDialect('task templates', (ref) => {
  let t: Team;
  let priority: Json;
  let budget: Json;
  const sockets: ClientSocket[] = [];
  const base = () => `/board/${t.boardId}/task-templates`;

  beforeAll(async () => {
    t = await team(ref.server, 1);
    priority = await ok(ref.server, t.owner, 'POST', `/board/${t.boardId}/stickers`, { type: 'priority' });
    budget = await ok(ref.server, t.owner, 'POST', `/board/${t.boardId}/stickers`, {
      type: 'numberField',
      name: 'Budget',
      configs: { number: { precision: 0, max: 100 } },
    });
  });
  afterAll(() => sockets.forEach((socket) => socket.close()));

  test('create, list by name, replace and delete; another member hears every change', async () => {
    const other = await watcher(ref.server, t.member, t.boardId);
    sockets.push(other);
    const created = collect(other, TEMPLATE_EVENTS.created);
    const updated = collect(other, TEMPLATE_EVENTS.updated);
    const deleted = collect(other, TEMPLATE_EVENTS.deleted);

    const bug = await api(
      ref.server,
      t.owner,
      'POST',
      base(),
      {
        name: ' Bug report ',
        description: 'Something broke',
        taskName: 'Bug: ',
        taskDescription: 'Steps to reproduce',
        executors: [t.member.id],
        responsible: [t.owner.id],
        stickers: [{ stickerId: priority.id, value: { value: 'high' } }, { stickerId: budget.id }],
      },
      { expect: 201 },
    );
    expect(bug.body.data).toEqual({
      id: expect.any(Number),
      boardId: t.boardId,
      name: 'Bug report',
      description: 'Something broke',
      taskName: 'Bug:',
      taskDescription: 'Steps to reproduce',
      executors: [t.member.id],
      responsible: [t.owner.id],
      stickers: [
        { stickerId: priority.id, value: { value: 'high' } },
        { stickerId: budget.id, value: null },
      ],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const alpha = await ok(ref.server, t.member, 'POST', base(), { name: 'Alpha', taskName: 'First' });
    expect(alpha).toMatchObject({ description: null, executors: [], responsible: [], stickers: [] });

    const list = await ok(ref.server, t.member, 'GET', base());
    expect(list.map((template: Json) => template.name)).toEqual(['Alpha', 'Bug report']);

    const replaced = await ok(ref.server, t.member, 'PUT', `${base()}/${bug.body.data.id}`, {
      name: 'Bug',
      taskName: 'Fix',
      description: null,
      responsible: [],
      stickers: [{ stickerId: budget.id, value: { value: 40 } }],
    });
    // Only the fields given change (DESIGN §3): executors and the task description stay.
    expect(replaced).toMatchObject({
      id: bug.body.data.id,
      name: 'Bug',
      description: null,
      taskName: 'Fix',
      taskDescription: 'Steps to reproduce',
      executors: [t.member.id],
      responsible: [],
      stickers: [{ stickerId: budget.id, value: { value: 40 } }],
    });

    expect(await ok(ref.server, t.owner, 'DELETE', `${base()}/${alpha.id}`)).toEqual({ id: alpha.id });
    await api(ref.server, t.owner, 'DELETE', `${base()}/${alpha.id}`, undefined, { expect: 404 });
    await api(ref.server, t.owner, 'PUT', `${base()}/${alpha.id}`, { name: 'X', taskName: 'Y' }, { expect: 404 });
    expect((await ok(ref.server, t.owner, 'GET', base())).map((template: Json) => template.id)).toEqual([
      bug.body.data.id,
    ]);

    for (let i = 0; i < 50 && deleted.length === 0; i += 1) await sleep(20);
    // The member's own create reaches the member's other socket too (only the actor's socket is skipped).
    expect(created).toEqual([
      expect.objectContaining({ id: bug.body.data.id, name: 'Bug report', actorId: t.owner.id }),
      expect.objectContaining({ id: alpha.id, actorId: t.member.id }),
    ]);
    expect(updated).toEqual([expect.objectContaining({ id: bug.body.data.id, name: 'Bug', actorId: t.member.id })]);
    expect(deleted).toEqual([{ id: alpha.id, boardId: t.boardId, actorId: t.owner.id }]);
  });

  test('names are required; members must be in the company; stickers must be live and valid', async () => {
    const empty = await api(ref.server, t.owner, 'POST', base(), { name: '  ', taskName: '' }, { expect: 400 });
    expect(empty.body.data).toEqual({ name: 'This field is required', taskName: 'This field is required' });

    const otherBoard = await ok(ref.server, t.owner, 'POST', `/project/${t.projectId}/boards`, { name: 'Other' });
    const foreign = await ok(ref.server, t.owner, 'POST', `/board/${otherBoard.id}/stickers`, { type: 'deadline' });
    const gone = await ok(ref.server, t.owner, 'POST', `/board/${t.boardId}/stickers`, { type: 'timer' });
    await ok(ref.server, t.owner, 'DELETE', `/board/${t.boardId}/stickers/${gone.id}`);
    const invalid = await api(
      ref.server,
      t.owner,
      'POST',
      base(),
      {
        name: 'Invalid',
        taskName: 'Task',
        executors: [t.outsider.id],
        responsible: [t.member.id, t.outsider.id],
        stickers: [
          { stickerId: priority.id, value: { value: 'urgent' } },
          { stickerId: foreign.id },
          { stickerId: gone.id },
          { stickerId: budget.id, value: { value: 500 } },
          { stickerId: priority.id },
        ],
      },
      { expect: 400 },
    );
    expect(invalid.body.data).toEqual({
      executors: 'Only members of the company can be assigned',
      responsible: 'Only members of the company can be assigned',
      stickers: {
        0: { value: { value: field } },
        1: { stickerId: "This sticker is not on the template's board" },
        2: { stickerId: 'This sticker was removed from the board' },
        3: { value: { value: 'Must be at most 100' } },
        4: { stickerId: 'This sticker is already in the template' },
      },
    });
    const russian = await api(
      ref.server,
      t.owner,
      'POST',
      base(),
      { name: 'R', taskName: 'R', stickers: [{ stickerId: foreign.id }] },
      { expect: 400, headers: { 'accept-language': 'ru' } },
    );
    expect(russian.body.data).toEqual({ stickers: { 0: { stickerId: 'Этого стикера нет на доске шаблона' } } });
    expect((await ok(ref.server, t.owner, 'GET', base())).map((x: Json) => x.name)).not.toContain('Invalid');
  });

  test('a user of another company gets 403 on every route; an unknown board 404', async () => {
    const template = await ok(ref.server, t.owner, 'POST', base(), { name: 'Private', taskName: 'Task' });
    const body = { name: 'Mine', taskName: 'Task' };
    await api(ref.server, t.outsider, 'GET', base(), undefined, { expect: 403 });
    await api(ref.server, t.outsider, 'POST', base(), body, { expect: 403 });
    await api(ref.server, t.outsider, 'PUT', `${base()}/${template.id}`, body, { expect: 403 });
    await api(ref.server, t.outsider, 'DELETE', `${base()}/${template.id}`, undefined, { expect: 403 });
    await api(ref.server, t.owner, 'GET', '/board/999999/task-templates', undefined, { expect: 404 });
    // A template is reached only under its own board.
    const otherBoard = await ok(ref.server, t.owner, 'POST', `/project/${t.projectId}/boards`, { name: 'Third' });
    const elsewhere = `/board/${otherBoard.id}/task-templates/${template.id}`;
    await api(ref.server, t.owner, 'DELETE', elsewhere, undefined, { expect: 404 });
    expect((await ok(ref.server, t.owner, 'GET', base())).map((x: Json) => x.id)).toContain(template.id);
  });
});
