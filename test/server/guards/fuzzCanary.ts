/**
 * Canary rows of the fuzz test: a company of its own (owner, member, project, board, columns,
 * card with a sub-card, comment, stickers, template, invitation link, guest link, chat rooms and a
 * dialog) built through the real routes by users the fuzz calls never act as. `snapshotCompany` reads every row of a company
 * and of its people straight from the database, so any change a hostile call made there — a
 * cross-company write, a corrupted text — shows as a difference.
 */
import type { Json, TestServer } from '../harness';
import { ok, person, type Person } from '../editor/editorFixture';

export interface Canary {
  companyId: number;
  owner: Person;
  member: Person;
  ids: { projectId: number; boardId: number; columnIds: number[]; cardId: number; subCardId: number };
}

/** Builds the canary company (about 20 calls). */
export async function createCanary(server: TestServer): Promise<Canary> {
  const owner = await person(server, 'Cora Canary');
  const member = await person(server, 'Carl Canary');
  const company = await ok(server, owner, 'POST', '/company', { name: 'Canary Inc' });
  const link = await ok(server, owner, 'POST', `/company/${company.id}/links`, { maxUses: 5 });
  await ok(server, member, 'POST', `/company/${company.id}/join/${link.token}`);
  const project = await ok(server, owner, 'POST', `/company/${company.id}/projects`, { name: 'Canary project' });
  const board = await ok(server, owner, 'POST', `/project/${project.id}/boards`, { name: 'Canary board' });
  const columns = [
    await ok(server, owner, 'POST', `/editor/columns/${board.id}`, { name: 'Todo', color: 'red' }),
    await ok(server, owner, 'POST', `/editor/columns/${board.id}`, { name: 'Done' }),
  ];
  const card = await ok(server, owner, 'POST', `/editor/card/${columns[0].id}`, { name: 'Canary card', desc: 'keep' });
  const subCard = await ok(server, owner, 'POST', `/editor/card/${columns[0].id}/${card.id}`, { name: 'Sub' });
  await ok(server, owner, 'POST', `/editor/card/${card.id}/member/${member.id}/false`);
  await ok(server, owner, 'POST', `/editor/card/${card.id}/member/${owner.id}/true`);
  await ok(server, member, 'POST', `/editor/card/${card.id}/comments`, { text: 'canary comment' });
  const deadline = await ok(server, owner, 'POST', `/board/${board.id}/stickers`, { type: 'deadline' });
  await ok(server, owner, 'POST', `/board/${board.id}/stickers`, {
    type: 'state',
    name: 'Status',
    configs: { states: [{ name: 'Open', color: 'green' }] },
  });
  await ok(server, owner, 'POST', `/editor/card/${card.id}/sticker/create`, {
    boardStickerId: deadline.id,
    value: { endDate: '2030-01-01T00:00:00.000Z', showTime: false },
  });
  await ok(server, owner, 'POST', `/board/${board.id}/task-templates`, {
    name: 'Canary template',
    taskName: 'From template',
    executors: [member.id],
  });
  await ok(server, owner, 'PUT', `/board/${board.id}/share`, { enabled: true });
  await ok(server, owner, 'POST', `/chat/company/${company.id}/rooms`, {
    type: 'private',
    name: 'Canary room',
    memberIds: [member.id],
  });
  await ok(server, owner, 'POST', `/chat/company/${company.id}/rooms`, { type: 'public', name: 'Canary square' });
  await ok(server, member, 'POST', `/chat/get-room-by-user-id/${owner.id}`, { companyId: company.id });
  return {
    companyId: company.id,
    owner,
    member,
    ids: {
      projectId: project.id,
      boardId: board.id,
      columnIds: columns.map((column: Json) => column.id),
      cardId: card.id,
      subCardId: subCard.id,
    },
  };
}

const byId = (rows: Json[]): Json[] => [...rows].sort((a, b) => Number(a.id) - Number(b.id));

/**
 * Every row of the company, its projects, boards, columns, cards (with members, comments,
 * history, stickers), board stickers, templates, shares, links, memberships, chat rooms and their
 * members, and of its members'
 * user rows and sessions: a plain value to compare with `toEqual`.
 */
export async function snapshotCompany(server: TestServer, companyId: number): Promise<Record<string, Json[]>> {
  const db = server.app.db;
  const companies = await db.selectFrom('companies').selectAll().where('id', '=', companyId).execute();
  const companyMembers = await db.selectFrom('companyMembers').selectAll().where('companyId', '=', companyId).execute();
  const inviteLinks = await db.selectFrom('inviteLinks').selectAll().where('companyId', '=', companyId).execute();
  const projects = await db.selectFrom('projects').selectAll().where('companyId', '=', companyId).execute();
  const projectIds = [0, ...projects.map((row) => row.id)];
  const boards = await db.selectFrom('boards').selectAll().where('projectId', 'in', projectIds).execute();
  const boardIds = [0, ...boards.map((row) => row.id)];
  const columns = await db.selectFrom('columns').selectAll().where('boardId', 'in', boardIds).execute();
  const cards = await db.selectFrom('cards').selectAll().where('boardId', 'in', boardIds).execute();
  const cardIds = [0, ...cards.map((row) => row.id)];
  const userIds = [0, ...companyMembers.map((row) => row.userId)];
  const chatRooms = await db.selectFrom('chatRooms').selectAll().where('companyId', '=', companyId).execute();
  const chatRoomIds = [0, ...chatRooms.map((row) => row.id)];
  return {
    companies,
    companyMembers: byId(companyMembers),
    inviteLinks: byId(inviteLinks),
    projects: byId(projects),
    boards: byId(boards),
    columns: byId(columns),
    cards: byId(cards),
    cardMembers: byId(await db.selectFrom('cardMembers').selectAll().where('cardId', 'in', cardIds).execute()),
    comments: byId(await db.selectFrom('comments').selectAll().where('cardId', 'in', cardIds).execute()),
    cardHistory: byId(await db.selectFrom('cardHistory').selectAll().where('cardId', 'in', cardIds).execute()),
    cardStickers: byId(await db.selectFrom('cardStickers').selectAll().where('cardId', 'in', cardIds).execute()),
    boardStickers: byId(await db.selectFrom('boardStickers').selectAll().where('boardId', 'in', boardIds).execute()),
    taskTemplates: byId(await db.selectFrom('taskTemplates').selectAll().where('boardId', 'in', boardIds).execute()),
    boardShares: byId(await db.selectFrom('boardShares').selectAll().where('boardId', 'in', boardIds).execute()),
    chatRooms: byId(chatRooms),
    chatMembers: byId(await db.selectFrom('chatMembers').selectAll().where('roomId', 'in', chatRoomIds).execute()),
    users: byId(await db.selectFrom('users').selectAll().where('id', 'in', userIds).execute()),
    sessions: byId(
      await db.selectFrom('sessions').select(['id', 'userId', 'expiresAt']).where('userId', 'in', userIds).execute(),
    ),
  };
}
