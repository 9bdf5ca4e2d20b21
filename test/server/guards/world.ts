/**
 * The shared test world of the route guards (authorization matrix, fuzz and concurrency tests):
 * every role of DESIGN §5 and a full set of objects in two companies, built through the real
 * routes on a fresh server (test/server/harness.ts).
 *
 * - `sysadmin`: the FIRST account of the server (so system admin, DESIGN §3 Auth), member of no company.
 * - Company A (`own`): `owner`, `admin` (joined by link, promoted with PUT /company/{id}/members/{userId}),
 *   `member` (joined by link), and a plain member `target` whose id is `memberUserId`: routes that
 *   change or remove a member act on the target, never on a role the tests sign in as.
 * - Company B (`other`): its owner is the `outsider` of company A, with its own `target`.
 * - In each company: a project, a board with a column, a card (the target assigned as executor,
 *   a text card sticker), a sub-card, a comment (written by A's `member` / B's `target`), a text
 *   and an executor board sticker, a task template, an invitation link, and the board's guest link
 *   enabled with `allowCreateTasks: true, showExecutorsAndResponsible: false`.
 * - `guestToken`: the guest link token of A's board (sent as X-Guest-Token).
 * - In each company a calendar meeting (in its project) of its owner, with an invitation for the
 *   comment author (A's `member` / B's `target`): only those two see it (spec/shell.md §5).
 * - In each company a public and a private chat room of its owner with the comment author and the
 *   target as members, and the dialog of those two.
 * - In each company's project a wiki page (with an 'import' revision and an image) and a page in the trash.
 * - `calendarFeedSecret`: the private calendar feed of the company's owner (A's `owner`, B's
 *   `outsider`), made once per world: `freshIds` keeps it (the feed is the person's, not the objects').
 *
 * Every object name contains its company's `marker` and every person name its company's
 * `peopleMarker`, so a test can tell whether an answer carries another company's data or, for a
 * guest, people's names. `freshIds` builds another full set in a company, for cases that delete or
 * alter what later calls need.
 */
import crypto from 'node:crypto';
import { call, tokenOf, uniqueEmail, type Json, type TestServer } from '../harness';

/** The callers of the matrix: who is asking. */
export const ROLES = ['anonymous', 'guest', 'member', 'admin', 'owner', 'outsider', 'sysadmin'] as const;
export type Role = (typeof ROLES)[number];
/** The roles that sign in with a bearer token. */
export const SIGNED_IN_ROLES = ['member', 'admin', 'owner', 'outsider', 'sysadmin'] as const;
export type SignedInRole = (typeof SIGNED_IN_ROLES)[number];

/** The ids (and secrets) of one company's objects; what route table entries build paths and bodies from. */
export interface Ids {
  companyId: number;
  projectId: number;
  boardId: number;
  columnId: number;
  cardId: number;
  subCardId: number;
  commentId: number;
  /** A textField board sticker, attached to the card as `cardStickerId`. */
  boardStickerId: number;
  /** An executor board sticker (not attached). */
  executorStickerId: number;
  /** The card's text card sticker (`card.stickers[].id`). */
  cardStickerId: number;
  templateId: number;
  linkId: number;
  linkToken: string;
  shareToken: string;
  /** The card's task number. */
  counter: number;
  /** A calendar meeting of the owner (in the project), and the invitation of `calendarInviteeId` to it. */
  calendarEventId: number;
  calendarInvitationId: number;
  /** The invited user: A's `member` role, B's target (the comment authors). */
  calendarInviteeId: number;
  /** The secret of the owner's private calendar feed (GET /api/calendar/feed/{secret}.ics). */
  calendarFeedSecret: string;
  /**
   * Chat rooms of the owner (spec/shell.md §7 Chat): a public and a private one, each with the
   * comment author (A's `member`) and the target as members, and the dialog of those two.
   */
  chatRoomId: number;
  chatPrivateRoomId: number;
  chatDialogId: number;
  /** A message of the comment author in `chatRoomId`. */
  chatMessageId: number;
  /** A drawing of the project (issue 18) and a named version of it. */
  drawingId: number;
  drawingVersionId: number;
  /**
   * Wiki (issue 18), made by a markdown import into the project: a page with an 'import' revision
   * and an uploaded image, and another page of that import deleted to the trash.
   */
  wikiPageId: number;
  wikiRevisionId: number;
  wikiTrashedPageId: number;
  wikiImageKey: string;
  /** A saved query of the owner shared with the company (issue 19 item 1). */
  queryId: number;
  /** A plain member of the company (not a signed-in role): the one member routes act on. */
  memberUserId: number;
  /** Its name: the card's executor, which the guest link hides (showExecutorsAndResponsible false). */
  memberName: string;
  /** Contained in every object name of the company (company, project, board, column, card…). */
  marker: string;
  /** Contained in the name of every person of the company. */
  peopleMarker: string;
  /** E-mails of the company's people (its members may see them, DESIGN §3 Auth "User JSON"). */
  emails: string[];
  /** A user of no company whose credentials bodies may use (login, password restore). */
  spareEmail: string;
  sparePassword: string;
}

/** A signed-in user of the world. */
export interface WorldUser {
  id: number;
  email: string;
  password: string;
  name: string;
}

export interface World {
  server: TestServer;
  /** Bearer token of each signed-in role. */
  tokens: Record<SignedInRole, string>;
  userIds: Record<SignedInRole, number>;
  users: Record<SignedInRole, WorldUser>;
  /** Guest link token of company A's board (allowCreateTasks true, showExecutorsAndResponsible false). */
  guestToken: string;
  /** Company A: the company of member, admin and owner. */
  own: Ids;
  /** Company B: the outsider's company. */
  other: Ids;
}

export const PASSWORD = 'correct horse 1';

/** A JSON call that must succeed (2xx); returns `data`. */
export async function must(
  server: TestServer,
  token: string | undefined,
  method: string,
  url: string,
  body?: unknown,
): Promise<Json> {
  const answer = await call(server, method, url, { token, body });
  if (answer.status >= 300) {
    throw new Error(`world: ${method} ${url} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body.data;
}

async function register(server: TestServer, name: string): Promise<WorldUser & { token: string }> {
  const email = uniqueEmail('world');
  const answer = await call(server, 'POST', '/auth/register', { body: { email, password: PASSWORD, name } });
  if (answer.status !== 201) throw new Error(`world: register answered ${answer.status}`);
  return { id: answer.body.data.user.id, email, password: PASSWORD, name, token: tokenOf(answer.headers) };
}

/** A fresh bearer token of `user` (a new session, as a login makes). */
export async function signIn(server: TestServer, user: { email: string; password: string }): Promise<string> {
  const answer = await call(server, 'POST', '/auth/login', { body: { email: user.email, password: user.password } });
  if (answer.status !== 200) throw new Error(`world: login answered ${answer.status}`);
  return tokenOf(answer.headers);
}

async function join(server: TestServer, ownerToken: string, companyId: number, token: string): Promise<void> {
  const link = await must(server, ownerToken, 'POST', `/company/${companyId}/links`, {});
  await must(server, token, 'POST', `/company/${companyId}/join/${link.token}`);
}

/** What `buildObjects` needs about a company. */
interface Company {
  companyId: number;
  ownerToken: string;
  /** Writes the comment (the only one who may edit or delete it). */
  commentAuthorToken: string;
  /** The comment author's id: invited to the owner's calendar meeting. */
  commentAuthorId: number;
  marker: string;
  peopleMarker: string;
  emails: string[];
  spare: { email: string; password: string };
}

/**
 * A full set of objects in the company: project … guest link, and a new plain member as
 * `memberUserId` (assigned as executor of the card).
 */
async function buildObjects(server: TestServer, company: Company): Promise<Omit<Ids, 'calendarFeedSecret'>> {
  const { companyId, ownerToken, marker } = company;
  const as = (method: string, url: string, body?: unknown) => must(server, ownerToken, method, url, body);
  // Independent calls go together: a fresh set is built for every destructive case.
  const [target, place, link] = await Promise.all([
    register(server, `Tess Target ${company.peopleMarker}`).then(async (user) => {
      await join(server, ownerToken, companyId, user.token);
      return user;
    }),
    (async () => {
      const project = await as('POST', `/company/${companyId}/projects`, { name: `Project ${marker}` });
      const board = await as('POST', `/project/${project.id}/boards`, { name: `Board ${marker}` });
      const [column, text, executor, share] = await Promise.all([
        as('POST', `/editor/columns/${board.id}`, { name: `Column ${marker}` }),
        as('POST', `/board/${board.id}/stickers`, { type: 'textField', name: `Notes ${marker}` }),
        as('POST', `/board/${board.id}/stickers`, { type: 'executor' }),
        as('PUT', `/board/${board.id}/share`, {
          enabled: true,
          allowCreateTasks: true,
          showExecutorsAndResponsible: false,
        }),
      ]);
      return { project, board, column, text, executor, share };
    })(),
    as('POST', `/company/${companyId}/links`, {}),
  ]);
  const { project, board, column, text, executor, share } = place;
  const card = await as('POST', `/editor/card/${column.id}`, { name: `Card ${marker}`, desc: `About ${marker}` });
  const [subCard, cardSticker, comment, template] = await Promise.all([
    as('POST', `/editor/card/${column.id}/${card.id}`, { name: `Sub-card ${marker}` }),
    as('POST', `/editor/card/${card.id}/sticker/create`, {
      boardStickerId: text.id,
      value: { value: `Note ${marker}` },
    }),
    must(server, company.commentAuthorToken, 'POST', `/editor/card/${card.id}/comments`, { text: `Comment ${marker}` }),
    as('POST', `/board/${board.id}/task-templates`, {
      name: `Template ${marker}`,
      taskName: `Task ${marker}`,
      executors: [target.id],
    }),
    as('POST', `/editor/card/${card.id}/member/${target.id}/false`),
  ]);
  const calendarEvent = await as('POST', '/api/calendar/events', {
    title: `Meeting ${marker}`,
    startDate: '2030-01-07T10:00:00.000Z',
    endDate: '2030-01-07T11:00:00.000Z',
    type: 'meeting',
    projectId: project.id,
    invitedUsers: [company.commentAuthorId],
  });
  const chatMembers = { memberIds: [company.commentAuthorId, target.id] };
  const [chatRoom, chatPrivateRoom, chatDialog] = await Promise.all([
    as('POST', `/chat/company/${companyId}/rooms`, { type: 'public', name: `Room ${marker}`, ...chatMembers }),
    as('POST', `/chat/company/${companyId}/rooms`, { type: 'private', name: `Private ${marker}`, ...chatMembers }),
    must(server, company.commentAuthorToken, 'POST', `/chat/get-room-by-user-id/${target.id}`, { companyId }),
  ]);
  const chatMessage = await must(server, company.commentAuthorToken, 'POST', `/chat/rooms/${chatRoom.id}/messages`, {
    text: `Message ${marker}`,
  });
  const drawing = await as('POST', `/draw/project/${project.id}/drawings`, { name: `Drawing ${marker}` });
  const drawingVersion = await as('POST', `/draw/drawings/${drawing.id}/versions`, { name: `Version ${marker}` });
  const savedQuery = await as('POST', `/queries/company/${companyId}`, {
    name: `Query ${marker}`,
    shared: true,
    definition: { filters: { boardIds: [board.id] } },
  });
  const wiki = await must(server, ownerToken, 'POST', `/wiki/project/${project.id}/import`, {
    files: [
      { path: `Wiki ${marker}.md`, content: `About ${marker}` },
      { path: `Old ${marker}.md`, content: `Gone ${marker}` },
    ],
  });
  const [wikiPage, wikiTrashed] = wiki.pages;
  const [[wikiRevision], wikiImage] = await Promise.all([
    must(server, ownerToken, 'GET', `/wiki/pages/${wikiPage.id}/revisions`),
    call(server, 'POST', `/wiki/pages/${wikiPage.id}/images`, {
      token: ownerToken,
      raw: 'GIF89a image bytes',
      headers: { 'content-type': 'image/gif' },
    }),
    must(server, ownerToken, 'DELETE', `/wiki/pages/${wikiTrashed.id}`),
  ]);
  if (wikiImage.status !== 201) throw new Error(`world: image upload answered ${wikiImage.status}`);
  return {
    companyId,
    projectId: project.id,
    boardId: board.id,
    columnId: column.id,
    cardId: card.id,
    subCardId: subCard.id,
    commentId: comment.id,
    boardStickerId: text.id,
    executorStickerId: executor.id,
    cardStickerId: cardSticker.id,
    templateId: template.id,
    linkId: link.id,
    linkToken: link.token,
    shareToken: share.token,
    counter: card.counter,
    calendarEventId: calendarEvent.id,
    calendarInvitationId: calendarEvent.invitations[0].id,
    calendarInviteeId: company.commentAuthorId,
    chatRoomId: chatRoom.id,
    chatPrivateRoomId: chatPrivateRoom.id,
    chatDialogId: chatDialog.id,
    chatMessageId: chatMessage.id,
    drawingId: drawing.id,
    drawingVersionId: drawingVersion.id,
    wikiPageId: wikiPage.id,
    wikiRevisionId: wikiRevision.id,
    wikiTrashedPageId: wikiTrashed.id,
    wikiImageKey: String(wikiImage.body.data.url).split('/').pop() as string,
    queryId: savedQuery.id,
    memberUserId: target.id,
    memberName: target.name,
    marker,
    peopleMarker: company.peopleMarker,
    emails: [...company.emails, target.email],
    spareEmail: company.spare.email,
    sparePassword: company.spare.password,
  };
}

const companies = new WeakMap<World, { own: Company; other: Company }>();

/** Builds the world on a fresh server (the first registration must be this one's). */
export async function buildWorld(server: TestServer): Promise<World> {
  const tag = crypto.randomBytes(4).toString('hex');
  const markers = {
    own: { marker: `alpha${tag}obj`, peopleMarker: `Alpha${tag}Person` },
    other: { marker: `beta${tag}obj`, peopleMarker: `Beta${tag}Person` },
  };
  // The first account of a fresh server is the system admin; it joins no company.
  const sysadmin = await register(server, `Sam Sysadmin ${tag}`);
  if (!(await must(server, sysadmin.token, 'GET', '/auth/user')).isSystemAdmin) {
    throw new Error('world: buildWorld needs a fresh server (the first account must be the system admin)');
  }
  const owner = await register(server, `Olga Owner ${markers.own.peopleMarker}`);
  const admin = await register(server, `Ada Admin ${markers.own.peopleMarker}`);
  const member = await register(server, `Max Member ${markers.own.peopleMarker}`);
  const outsider = await register(server, `Oscar Outsider ${markers.other.peopleMarker}`);
  const spare = await register(server, `Spare Nobody ${tag}`);

  const companyA = await must(server, owner.token, 'POST', '/company', { name: `Company ${markers.own.marker}` });
  await join(server, owner.token, companyA.id, admin.token);
  await must(server, owner.token, 'PUT', `/company/${companyA.id}/members/${admin.id}`, { role: 'admin' });
  await join(server, owner.token, companyA.id, member.token);
  const companyB = await must(server, outsider.token, 'POST', '/company', { name: `Company ${markers.other.marker}` });

  const own: Company = {
    companyId: companyA.id,
    ownerToken: owner.token,
    commentAuthorToken: member.token,
    commentAuthorId: member.id,
    ...markers.own,
    emails: [owner.email, admin.email, member.email],
    spare,
  };
  const otherTarget = await register(server, `Tom Target ${markers.other.peopleMarker}`);
  await join(server, outsider.token, companyB.id, otherTarget.token);
  const other: Company = {
    companyId: companyB.id,
    ownerToken: outsider.token,
    commentAuthorToken: otherTarget.token,
    commentAuthorId: otherTarget.id,
    ...markers.other,
    emails: [outsider.email, otherTarget.email],
    spare,
  };
  const [ownObjects, otherObjects, ownFeed, otherFeed] = await Promise.all([
    buildObjects(server, own),
    buildObjects(server, other),
    must(server, owner.token, 'POST', '/api/calendar/feed'),
    must(server, outsider.token, 'POST', '/api/calendar/feed'),
  ]);
  const secretOf = (feed: Json): string => /\/api\/calendar\/feed\/([^/]+)\.ics$/.exec(feed.url)?.[1] ?? '';
  const ownIds: Ids = { ...ownObjects, calendarFeedSecret: secretOf(ownFeed) };
  const otherIds: Ids = { ...otherObjects, calendarFeedSecret: secretOf(otherFeed) };
  const users = { member, admin, owner, outsider, sysadmin };
  const strip = ({ token: _token, ...user }: WorldUser & { token: string }): WorldUser => user;
  const world: World = {
    server,
    tokens: {
      member: member.token,
      admin: admin.token,
      owner: owner.token,
      outsider: outsider.token,
      sysadmin: sysadmin.token,
    },
    userIds: { member: member.id, admin: admin.id, owner: owner.id, outsider: outsider.id, sysadmin: sysadmin.id },
    users: {
      member: strip(users.member),
      admin: strip(users.admin),
      owner: strip(users.owner),
      outsider: strip(users.outsider),
      sysadmin: strip(users.sysadmin),
    },
    guestToken: ownIds.shareToken,
    own: ownIds,
    other: otherIds,
  };
  companies.set(world, { own, other });
  return world;
}

/**
 * Another full set of objects in company A (`own`) or B (`other`) of the world, with a new target
 * member: for a case that deletes or alters what later calls need. Its board's guest link is a new
 * one (the world's `guestToken` does not reach it).
 */
export async function freshIds(world: World, which: 'own' | 'other'): Promise<Ids> {
  const company = companies.get(world);
  if (!company) throw new Error('world: freshIds needs a world made by buildWorld');
  return { ...(await buildObjects(world.server, company[which])), calendarFeedSecret: world[which].calendarFeedSecret };
}
