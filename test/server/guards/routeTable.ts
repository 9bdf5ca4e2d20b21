/**
 * THE route table of the guard tests (authorization matrix, fuzz, concurrency): one row per route
 * of the OpenAPI document (`GET /openapi.json`), keyed `"METHOD /path/{param}"` exactly as the
 * document lists it (optional parameters keep their `?`: `/editor/card/{columnId}/{parentCardId}?`).
 *
 * EVERY NEW ROUTE MUST ADD ITS ROW HERE. test/server/guards/authorizationMatrix.node.test.ts fails
 * when a route of the document has no row, or a row names no route, and says which row to add.
 *
 * A row says how to call the route on one company's objects (`ids`, test/server/guards/world.ts)
 * and what each caller gets (DESIGN §5 Permissions, §3 Transports):
 * - `params(ids)` path parameters (an optional one left out drops its segment), `query?(ids)`,
 *   `body?(ids)`: a VALID body for write routes; write bodies change what they write (a new name…),
 *   so that a refused write that went through shows up.
 * - `access`: the outcome of each role on company A's objects (`world.own`):
 *   'ok' 2xx · 'unauthorized' 401 · 'refused' 403 or 404, and never data · a number: that status.
 *   Rules: anonymous and a guest get 401 except on the guest routes of DESIGN §3 Transports (the
 *   shared board's reads and, with `allowCreateTasks`, card creation); company members (and the
 *   system admin, who reaches every company as an admin, DESIGN §5) reach the company's objects;
 *   owner and admin (and the system admin) manage members, roles and invitation links; only a
 *   comment's author edits or deletes it; the outsider (company B's owner) gets 'refused'.
 * - With company B's ids (`world.other`) the outcome follows from `access` (`expectedOutcome`):
 *   A's member, admin and owner get what the outsider gets on A; the outsider, B's owner, gets
 *   what A's owner gets; a guest of A's board is refused where it reaches A's board. Rows with
 *   `scope: 'global'` (auth, my companies, routes keyed by a link token) answer the same for both.
 * - `tokenKeyed`: the route is reached by holding a secret token (invitation or guest link) from
 *   `ids`, so the holder may see that company's object data (never its people, unless it joins).
 * - `personalToken`: the secret is one person's own (a private calendar feed: A's owner's, B's
 *   outsider's), so its holder sees what that person sees, people's names and e-mails included.
 * - `destructive`: deletes or alters what later calls need, or cannot succeed twice on the same
 *   objects: the matrix runs its successful cases on fresh objects (`freshIds`).
 * - `affectsCaller`: 'session' ends or rotates the caller's session (run with a fresh sign-in);
 *   'membership' changes the caller's own membership (run after every other case).
 * - `signsIn`: a success answers a new session token (register, login); over the socket `api` that
 *   token becomes the socket's (src/server/plugins/socketApi.ts), so the matrix calls it over HTTP only.
 * - `peopleByEmail`: the answer names people by e-mail by design (our export format, spec of
 *   src/shared/board/boardExport.ts): anyone who acted on the board may appear, not only members.
 * - `race`: filled in by the concurrency test ('idempotent': identical calls at once all succeed
 *   with one effect; 'once': one succeeds, the others get a 4xx).
 */
import crypto from 'node:crypto';
import { uniqueEmail } from '../harness';
import type { Ids, Role } from './world';

/** What a caller gets: 'ok' 2xx, 'unauthorized' 401, 'refused' 403 or 404, or exactly that status. */
export type Outcome = 'ok' | 'unauthorized' | 'refused' | number;

export interface RouteEntry {
  params(ids: Ids): Record<string, string | number | undefined>;
  query?(ids: Ids): Record<string, string>;
  body?(ids: Ids): unknown;
  access: Record<Role, Outcome>;
  /** 'company' (default): the route reaches one company's objects; 'global': the same for any ids. */
  scope?: 'company' | 'global';
  tokenKeyed?: true;
  personalToken?: true;
  destructive?: true;
  affectsCaller?: 'session' | 'membership';
  signsIn?: true;
  peopleByEmail?: true;
  race?: 'idempotent' | 'once';
}

type Access = Record<Role, Outcome>;

/** Everyone, signed in or not, with that outcome. */
const everyone = (outcome: Outcome = 'ok'): Access => ({
  anonymous: outcome,
  guest: outcome,
  member: outcome,
  admin: outcome,
  owner: outcome,
  outsider: outcome,
  sysadmin: outcome,
});
/** Any signed-in user (a guest token is not a sign-in). */
const signedIn = (): Access => ({ ...everyone('ok'), anonymous: 'unauthorized', guest: 'unauthorized' });
/** Members of the object's company and the system admin. */
const members = (): Access => ({ ...signedIn(), outsider: 'refused' });
/** Members, and a guest of the shared board (its reads; card creation when allowed). */
const membersAndGuests = (): Access => ({ ...members(), guest: 'ok' });
/** Owner and admin of the company, and the system admin. */
const managers = (): Access => ({ ...members(), member: 'refused' });
/** Only the system admin (the admin panel, issue 19 item 3): every other signed-in user is refused. */
const systemAdmin = (): Access => ({
  ...signedIn(),
  member: 'refused',
  admin: 'refused',
  owner: 'refused',
  outsider: 'refused',
});
/** Only the event's creator: A's calendar meeting is its owner's (B's its owner's, the outsider). */
const creator = (): Access => ({ ...members(), member: 'refused', admin: 'refused', sysadmin: 'refused' });
/** The creator and the invitee (A's `member`; B's target). */
const creatorAndInvitee = (): Access => ({ ...creator(), member: 'ok' });
/** Members of a chat room (`chatPrivateRoomId`, `chatRoomId`): its owner (creator) and A's `member`; company admins are not in it. */
const roomMembers = (): Access => ({ ...members(), admin: 'refused', sysadmin: 'refused' });
/** Participants of a running call: the world has none, so every signed-in caller is refused. */
const callParticipants = (): Access => ({
  ...signedIn(),
  member: 'refused',
  admin: 'refused',
  owner: 'refused',
  outsider: 'refused',
  sysadmin: 'refused',
});
/** Only the author: A's comment is written by `member` (B's by a plain member, so its owner is refused). */
const author = (): Access => ({ ...members(), admin: 'refused', owner: 'refused', sysadmin: 'refused' });

const LAST_SORT = String(Number.MAX_SAFE_INTEGER);
const password = 'another horse 2';

/** A minimal board file of our export format (src/shared/board/boardExport.ts). */
const boardFile = (ids: Ids) => ({
  format: 'teamspace.board',
  version: 1,
  exportedAt: new Date().toISOString(),
  board: { name: `Imported ${ids.marker}`, bgColor: null, bgImage: null, displayType: 'kanban' },
  stickers: [],
  templates: [],
  columns: [{ name: `Imported column ${ids.marker}`, color: null, cards: [] }],
});

/** A minimal Trello "Export as JSON" board (src/server/import/trello/trelloExport.ts). */
const trelloFile = (ids: Ids) => ({
  id: 'board1',
  name: `Trello ${ids.marker}`,
  lists: [{ id: 'list1', name: `List ${ids.marker}`, closed: false, pos: 1 }],
  cards: [{ id: 'card1', name: `Trello card ${ids.marker}`, idList: 'list1', closed: false, pos: 1 }],
});

export const ROUTES: Record<string, RouteEntry> = {
  // Auth (DESIGN §3 Auth)
  'POST /auth/register': {
    params: () => ({}),
    body: () => ({ email: uniqueEmail('matrix'), password, name: 'Matrix Newcomer' }),
    access: everyone('ok'),
    scope: 'global',
    signsIn: true,
    race: 'once',
  },
  'POST /auth/login': {
    params: () => ({}),
    body: (ids) => ({ email: ids.spareEmail, password: ids.sparePassword }),
    access: everyone('ok'),
    scope: 'global',
    signsIn: true,
  },
  'GET /auth/user': { params: () => ({}), access: signedIn(), scope: 'global' },
  'GET /auth/refresh': { params: () => ({}), access: signedIn(), scope: 'global', affectsCaller: 'session' },
  'POST /auth/logout': {
    params: () => ({}),
    access: signedIn(),
    scope: 'global',
    affectsCaller: 'session',
  },
  'PUT /auth/profile': {
    params: () => ({}),
    body: () => ({ meta: { matrix: true } }),
    access: signedIn(),
    scope: 'global',
    race: 'idempotent',
  },
  'PUT /auth/user/background/settings': {
    params: () => ({}),
    body: () => ({ color: '#123456', enabled: false }),
    access: signedIn(),
    scope: 'global',
    race: 'idempotent',
  },
  'PUT /auth/get-email-code': {
    params: () => ({}),
    body: (ids) => ({ email: ids.spareEmail }),
    access: everyone('ok'),
    scope: 'global',
  },
  'POST /auth/restore': {
    params: () => ({}),
    // No code was mailed for this body: everyone gets the wrong-code 400 (test/server/auth/restore covers success).
    body: (ids) => ({ email: ids.spareEmail, code: '000000', password }),
    access: everyone(400),
    scope: 'global',
  },

  // Companies, members, invitation links (DESIGN §3 Route map, §5)
  'GET /company': { params: () => ({}), access: signedIn(), scope: 'global' },
  'POST /company': {
    params: () => ({}),
    body: () => ({ name: 'Matrix company' }),
    access: signedIn(),
    scope: 'global',
  },
  'GET /company/{id}': { params: (ids) => ({ id: ids.companyId }), access: members() },
  'PUT /company/{id}': {
    params: (ids) => ({ id: ids.companyId }),
    body: (ids) => ({ name: `Renamed company ${ids.marker}` }),
    access: managers(),
    race: 'idempotent',
  },
  'GET /company/{id}/members': { params: (ids) => ({ id: ids.companyId }), access: members() },
  'PUT /company/{id}/members/{userId}': {
    params: (ids) => ({ id: ids.companyId, userId: ids.memberUserId }),
    body: () => ({ role: 'admin' }),
    access: managers(),
    race: 'idempotent',
  },
  'DELETE /company/{id}/members/{userId}': {
    params: (ids) => ({ id: ids.companyId, userId: ids.memberUserId }),
    access: managers(),
    destructive: true,
    race: 'once',
  },
  'POST /company/{id}/leave': {
    params: (ids) => ({ id: ids.companyId }),
    // The owner cannot leave (409); a system admin who is no member has nothing to leave (403).
    access: { ...members(), owner: 409, sysadmin: 'refused' },
    affectsCaller: 'membership',
    race: 'once',
  },
  'GET /company/{id}/links': { params: (ids) => ({ id: ids.companyId }), access: managers() },
  'POST /company/{id}/links': {
    params: (ids) => ({ id: ids.companyId }),
    body: () => ({ maxUses: 5 }),
    access: managers(),
  },
  'DELETE /company/{id}/links/{linkId}': {
    params: (ids) => ({ id: ids.companyId, linkId: ids.linkId }),
    access: managers(),
    destructive: true,
    // Revoking a revoked link answers 200 again.
    race: 'idempotent',
  },
  'GET /company/join/{token}': {
    params: (ids) => ({ token: ids.linkToken }),
    access: signedIn(),
    scope: 'global',
    tokenKeyed: true,
  },
  'POST /company/{id}/join/{token}': {
    params: (ids) => ({ id: ids.companyId, token: ids.linkToken }),
    // Whoever holds a link joins (members: idempotent).
    access: signedIn(),
    scope: 'global',
    tokenKeyed: true,
    affectsCaller: 'membership',
    race: 'idempotent',
  },
  'POST /company/{id}/projects': {
    params: (ids) => ({ id: ids.companyId }),
    body: (ids) => ({ name: `New project ${ids.marker}` }),
    access: members(),
  },

  // Projects and boards
  'GET /project/{id}': { params: (ids) => ({ id: ids.projectId }), access: members() },
  'PUT /project/{id}': {
    params: (ids) => ({ id: ids.projectId }),
    body: (ids) => ({ name: `Renamed project ${ids.marker}` }),
    access: members(),
    race: 'idempotent',
  },
  'GET /project/{id}/boards': { params: (ids) => ({ id: ids.projectId }), access: members() },
  'POST /project/{id}/boards': {
    params: (ids) => ({ id: ids.projectId }),
    body: (ids) => ({ name: `New board ${ids.marker}` }),
    access: members(),
  },
  'GET /board/{id}': { params: (ids) => ({ id: ids.boardId }), access: members() },
  'PUT /board/{id}': {
    params: (ids) => ({ id: ids.boardId }),
    body: (ids) => ({ name: `Renamed board ${ids.marker}`, bgColor: '#abcdef' }),
    access: members(),
    race: 'idempotent',
  },
  'DELETE /board/{id}': {
    params: (ids) => ({ id: ids.boardId }),
    query: () => ({ force: '1' }),
    access: members(),
    destructive: true,
    race: 'once',
  },

  // Reading a board (guests of the shared board too)
  'GET /editor/columns/{boardId}': { params: (ids) => ({ boardId: ids.boardId }), access: membersAndGuests() },
  'GET /editor/column/{columnId}/cards/{lastSort}': {
    params: (ids) => ({ columnId: ids.columnId, lastSort: LAST_SORT }),
    access: membersAndGuests(),
  },
  'GET /editor/column/{columnId}/archive-cards/{lastSort}?': {
    params: (ids) => ({ columnId: ids.columnId }),
    access: membersAndGuests(),
  },
  'GET /editor/card/{cardId}/children/{lastSort}?': {
    params: (ids) => ({ cardId: ids.cardId }),
    access: membersAndGuests(),
  },

  // Columns
  'POST /editor/columns/{boardId}': {
    params: (ids) => ({ boardId: ids.boardId }),
    body: (ids) => ({ name: `New column ${ids.marker}` }),
    access: members(),
  },
  'GET /editor/columns/{boardId}/archived': { params: (ids) => ({ boardId: ids.boardId }), access: members() },
  'PUT /editor/column/{columnId}': {
    params: (ids) => ({ columnId: ids.columnId }),
    body: (ids) => ({ name: `Renamed column ${ids.marker}`, color: '#00ff00' }),
    access: members(),
    race: 'idempotent',
  },
  'DELETE /editor/column/{columnId}': {
    params: (ids) => ({ columnId: ids.columnId }),
    query: () => ({ force: '1' }),
    access: members(),
    destructive: true,
    race: 'once',
  },

  // Cards
  'POST /editor/card/{columnId}/{parentCardId}?': {
    params: (ids) => ({ columnId: ids.columnId }),
    body: (ids) => ({ name: `New card ${ids.marker}` }),
    // The guest link allows creating tasks (world.ts).
    access: membersAndGuests(),
  },
  'PUT /editor/card/{cardId}/{parentCardId}?': {
    params: (ids) => ({ cardId: ids.cardId }),
    body: (ids) => ({ name: `Renamed card ${ids.marker}`, desc: `Rewritten ${ids.marker}` }),
    access: members(),
    race: 'idempotent',
  },
  'DELETE /editor/card/{cardId}': {
    params: (ids) => ({ cardId: ids.cardId }),
    query: () => ({ force: '1' }),
    access: members(),
    destructive: true,
    race: 'once',
  },
  'GET /editor/card/{cardId}': { params: (ids) => ({ cardId: ids.cardId }), access: membersAndGuests() },
  'POST /editor/sort/cards/{columnId}/{parentCardId}?': {
    params: (ids) => ({ columnId: ids.columnId, parentCardId: ids.cardId }),
    body: (ids) => ({ order: [ids.subCardId] }),
    access: members(),
    race: 'idempotent',
  },
  'POST /editor/card/{cardId}/member/{userId}/{isResponsible}': {
    params: (ids) => ({ cardId: ids.cardId, userId: ids.memberUserId, isResponsible: 'true' }),
    access: members(),
    race: 'idempotent',
  },
  'DELETE /editor/card/{cardId}/member/{userId}/{isResponsible}': {
    params: (ids) => ({ cardId: ids.cardId, userId: ids.memberUserId, isResponsible: 'false' }),
    access: members(),
    destructive: true,
    race: 'idempotent',
  },

  // Comments and history
  'GET /editor/card/{cardId}/comments': { params: (ids) => ({ cardId: ids.cardId }), access: membersAndGuests() },
  'POST /editor/card/{cardId}/comments': {
    params: (ids) => ({ cardId: ids.cardId }),
    body: (ids) => ({ text: `Another comment ${ids.marker}` }),
    access: members(),
  },
  'PUT /editor/card/{cardId}/comments/{commentId}': {
    params: (ids) => ({ cardId: ids.cardId, commentId: ids.commentId }),
    body: (ids) => ({ text: `Edited comment ${ids.marker}` }),
    access: author(),
    race: 'idempotent',
  },
  'DELETE /editor/card/{cardId}/comments/{commentId}': {
    params: (ids) => ({ cardId: ids.cardId, commentId: ids.commentId }),
    access: author(),
    destructive: true,
    race: 'once',
  },
  'GET /editor/card/{cardId}/history': { params: (ids) => ({ cardId: ids.cardId }), access: membersAndGuests() },

  // Board stickers and card stickers
  'GET /board/{boardId}/stickers': { params: (ids) => ({ boardId: ids.boardId }), access: membersAndGuests() },
  'POST /board/{boardId}/stickers': {
    params: (ids) => ({ boardId: ids.boardId }),
    body: (ids) => ({ type: 'textField', name: `Extra field ${ids.marker}` }),
    access: members(),
    race: 'once',
  },
  'PUT /board/{boardId}/stickers/{id}': {
    params: (ids) => ({ boardId: ids.boardId, id: ids.boardStickerId }),
    body: (ids) => ({ name: `Renamed field ${ids.marker}` }),
    access: members(),
    race: 'idempotent',
  },
  'DELETE /board/{boardId}/stickers/{id}': {
    params: (ids) => ({ boardId: ids.boardId, id: ids.boardStickerId }),
    access: members(),
    destructive: true,
    race: 'once',
  },
  'POST /editor/card/{cardId}/sticker/create': {
    params: (ids) => ({ cardId: ids.cardId }),
    body: (ids) => ({ boardStickerId: ids.executorStickerId }),
    access: members(),
    // A board sticker goes on a card once: the second attach is a 400.
    destructive: true,
    race: 'once',
  },
  'PUT /editor/card/{cardId}/sticker/{stickerId}': {
    params: (ids) => ({ cardId: ids.cardId, stickerId: ids.cardStickerId }),
    // spec/board.md §7 `{value}`, holding the text field's value `{value}` (§3 text field).
    body: (ids) => ({ value: { value: `Changed note ${ids.marker}` } }),
    access: members(),
    race: 'idempotent',
  },
  'DELETE /editor/card/{cardId}/sticker/{stickerId}': {
    params: (ids) => ({ cardId: ids.cardId, stickerId: ids.cardStickerId }),
    access: members(),
    destructive: true,
    race: 'once',
  },

  // Task templates and task search
  'GET /board/{boardId}/task-templates': { params: (ids) => ({ boardId: ids.boardId }), access: members() },
  'POST /board/{boardId}/task-templates': {
    params: (ids) => ({ boardId: ids.boardId }),
    body: (ids) => ({ name: `New template ${ids.marker}`, taskName: `New task ${ids.marker}` }),
    access: members(),
  },
  'PUT /board/{boardId}/task-templates/{id}': {
    params: (ids) => ({ boardId: ids.boardId, id: ids.templateId }),
    body: (ids) => ({
      name: `Renamed template ${ids.marker}`,
      taskName: `Task ${ids.marker}`,
      executors: [ids.memberUserId],
    }),
    access: members(),
    race: 'idempotent',
  },
  'DELETE /board/{boardId}/task-templates/{id}': {
    params: (ids) => ({ boardId: ids.boardId, id: ids.templateId }),
    access: members(),
    destructive: true,
    race: 'once',
  },
  'GET /company/{companyId}/tasks/{counter}': {
    params: (ids) => ({ companyId: ids.companyId, counter: ids.counter }),
    access: members(),
  },

  // Guest links
  'GET /board/{boardId}/share': { params: (ids) => ({ boardId: ids.boardId }), access: members() },
  'PUT /board/{boardId}/share': {
    params: (ids) => ({ boardId: ids.boardId }),
    // Regenerating replaces the token, so a refused write that went through shows; the settings stay.
    body: () => ({ enabled: true, regenerate: true, allowCreateTasks: true, showExecutorsAndResponsible: false }),
    access: members(),
    destructive: true,
    race: 'idempotent',
  },
  'GET /board/shared/{token}': {
    params: (ids) => ({ token: ids.shareToken }),
    access: everyone('ok'),
    scope: 'global',
    tokenKeyed: true,
  },

  // Import and export
  'POST /project/{id}/import/board': { params: (ids) => ({ id: ids.projectId }), body: boardFile, access: members() },
  'POST /project/{id}/import/trello': { params: (ids) => ({ id: ids.projectId }), body: trelloFile, access: members() },
  'GET /board/{boardId}/export': {
    params: (ids) => ({ boardId: ids.boardId }),
    access: members(),
    peopleByEmail: true,
  },
  'GET /board/{boardId}/export.csv': {
    params: (ids) => ({ boardId: ids.boardId }),
    access: members(),
    peopleByEmail: true,
  },

  // Shared calendar (spec/shell.md §5 Event visibility, §7 Calendar calls)
  'GET /api/calendar/events': {
    params: () => ({}),
    query: (ids) => ({ projectId: String(ids.projectId), from: '2030-01-01T00:00:00.000Z' }),
    access: members(),
  },
  'POST /api/calendar/events': {
    params: () => ({}),
    body: (ids) => ({
      title: `New event ${ids.marker}`,
      startDate: '2030-02-01T09:00:00.000Z',
      endDate: '2030-02-01T10:00:00.000Z',
      projectId: ids.projectId,
    }),
    access: members(),
  },
  'GET /api/calendar/events/{id}': { params: (ids) => ({ id: ids.calendarEventId }), access: creatorAndInvitee() },
  'PUT /api/calendar/events/{id}': {
    params: (ids) => ({ id: ids.calendarEventId }),
    body: (ids) => ({ title: `Moved meeting ${ids.marker}`, location: `Room ${ids.marker}` }),
    access: creator(),
    race: 'idempotent',
  },
  'DELETE /api/calendar/events/{id}': {
    params: (ids) => ({ id: ids.calendarEventId }),
    access: creator(),
    destructive: true,
    race: 'once',
  },
  'GET /api/calendar/invitations': {
    params: () => ({}),
    query: () => ({ status: 'pending' }),
    access: signedIn(),
    scope: 'global',
  },
  'POST /api/calendar/events/{id}/invitations': {
    params: (ids) => ({ id: ids.calendarEventId }),
    body: (ids) => ({ userIds: [ids.memberUserId], message: `Come ${ids.marker}` }),
    access: creator(),
    race: 'idempotent',
  },
  'PUT /api/calendar/invitations/{id}/respond': {
    params: (ids) => ({ id: ids.calendarInvitationId }),
    body: () => ({ status: 'accepted' }),
    // Only the invitee answers (the creator 403, anyone else 404).
    access: { ...creatorAndInvitee(), owner: 'refused' },
    race: 'idempotent',
  },
  'DELETE /api/calendar/invitations/{id}': {
    params: (ids) => ({ id: ids.calendarInvitationId }),
    access: creatorAndInvitee(),
    destructive: true,
    race: 'once',
  },
  'POST /api/calendar/events/{id}/reinvite/{userId}': {
    params: (ids) => ({ id: ids.calendarEventId, userId: ids.calendarInviteeId }),
    body: (ids) => ({ message: `Again ${ids.marker}` }),
    access: creator(),
    race: 'idempotent',
  },
  'GET /api/calendar/companies': { params: () => ({}), access: signedIn(), scope: 'global' },
  'GET /api/calendar/companies/{id}/members': { params: (ids) => ({ id: ids.companyId }), access: members() },
  // Chat rooms (spec/shell.md §7 Chat; README "Chat rules"): the owner's public and private rooms.
  'GET /chat/company/{companyId}/rooms': { params: (ids) => ({ companyId: ids.companyId }), access: members() },
  'POST /chat/company/{companyId}/rooms': {
    params: (ids) => ({ companyId: ids.companyId }),
    body: (ids) => ({ type: 'private', name: `New room ${ids.marker}`, memberIds: [ids.memberUserId] }),
    access: members(),
  },
  'GET /chat/company/{companyId}/unread-counts': {
    params: (ids) => ({ companyId: ids.companyId }),
    access: members(),
  },
  // The dialog with the target in the ids' company: found, or created once.
  'POST /chat/get-room-by-user-id/{userId}': {
    params: (ids) => ({ userId: ids.memberUserId }),
    body: (ids) => ({ companyId: ids.companyId }),
    access: members(),
    race: 'idempotent',
  },
  'GET /chat/rooms/{roomId}': { params: (ids) => ({ roomId: ids.chatPrivateRoomId }), access: roomMembers() },
  'PUT /chat/rooms/{roomId}': {
    params: (ids) => ({ roomId: ids.chatRoomId }),
    body: (ids) => ({ topic: `Topic ${ids.marker} ${Date.now()}` }),
    access: managers(),
    race: 'idempotent',
  },
  'POST /chat/rooms/{roomId}/join': {
    params: (ids) => ({ roomId: ids.chatRoomId }),
    access: members(),
    // Joining makes company admins members of the room that later rows expect them refused from.
    destructive: true,
    race: 'idempotent',
  },
  'POST /chat/rooms/{roomId}/leave': {
    params: (ids) => ({ roomId: ids.chatRoomId }),
    access: members(),
    destructive: true,
    race: 'idempotent',
  },
  'GET /chat/rooms/{roomId}/members': {
    params: (ids) => ({ roomId: ids.chatPrivateRoomId }),
    access: roomMembers(),
  },
  'POST /chat/rooms/{roomId}/members': {
    params: (ids) => ({ roomId: ids.chatRoomId }),
    body: (ids) => ({ userIds: [ids.memberUserId] }),
    access: managers(),
    race: 'idempotent',
  },
  'DELETE /chat/rooms/{roomId}/members/{userId}': {
    params: (ids) => ({ roomId: ids.chatRoomId, userId: ids.memberUserId }),
    access: managers(),
    destructive: true,
    race: 'once',
  },
  // Conference calls (issue 17; src/server/chat/call.routes.ts) in the private room: its members
  // (A's owner and member) read and leave; nobody is in a call in the world, so the participant
  // routes refuse everyone.
  'GET /chat/rooms/{roomId}/call': { params: (ids) => ({ roomId: ids.chatPrivateRoomId }), access: roomMembers() },
  // Over HTTP there is no live socket to name in Socket-Id: the room's members get 400 (the rule of
  // the route; test/server/call covers joining). Destructive: kept off the socket `api` phase, where
  // the socket is its own Socket-Id and the join would succeed (and start a call).
  'POST /chat/rooms/{roomId}/call/join': {
    params: (ids) => ({ roomId: ids.chatPrivateRoomId }),
    body: () => ({ media: { audio: true, video: false } }),
    access: { ...roomMembers(), member: 400, owner: 400 },
    destructive: true,
  },
  'POST /chat/rooms/{roomId}/call/leave': {
    params: (ids) => ({ roomId: ids.chatPrivateRoomId }),
    access: roomMembers(),
    race: 'idempotent',
  },
  'PUT /chat/rooms/{roomId}/call/media': {
    params: (ids) => ({ roomId: ids.chatPrivateRoomId }),
    body: () => ({ audio: true, video: false, screen: false }),
    access: callParticipants(),
  },
  'POST /chat/rooms/{roomId}/call/invitations': {
    params: (ids) => ({ roomId: ids.chatPrivateRoomId }),
    body: (ids) => ({ userIds: [ids.memberUserId] }),
    access: callParticipants(),
  },
  // No invitation rings in the world: 404 for the members, 403/404 for the others.
  'POST /chat/rooms/{roomId}/call/decline': {
    params: (ids) => ({ roomId: ids.chatPrivateRoomId }),
    access: callParticipants(),
  },
  'GET /chat/call-invitations': { params: () => ({}), access: signedIn(), scope: 'global' },
  // Notification settings (spec/shell.md §7): the caller's own settings; chat ids are plain numbers.
  'GET /notifications/settings': { params: () => ({}), access: signedIn(), scope: 'global' },
  'PUT /notifications/settings': {
    params: () => ({}),
    body: () => ({ soundEnabled: false, meta: { matrix: true } }),
    access: signedIn(),
    scope: 'global',
    race: 'idempotent',
  },
  'GET /notifications/chat/{chatId}': { params: () => ({ chatId: 7 }), access: signedIn(), scope: 'global' },
  'PUT /notifications/chat/{chatId}': {
    params: () => ({ chatId: 7 }),
    body: () => ({ enabled: false }),
    access: signedIn(),
    scope: 'global',
    race: 'idempotent',
  },
  // The person must share a company with the caller (else 404).
  'PUT /notifications/user/{userId}': {
    params: (ids) => ({ userId: ids.memberUserId }),
    body: () => ({ enabled: false }),
    access: members(),
    race: 'idempotent',
  },
  // iCalendar import and the private feed (spec/shell.md §3 Calendar event, §5 Event visibility)
  'POST /api/calendar/import': {
    params: () => ({}),
    body: () => ({
      ics: [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        // No marker: the import is the caller's own, of no company (its feed must not carry one).
        `UID:standup-${Date.now()}@example.com`,
        'SUMMARY:Imported standup',
        'DTSTART:20300301T090000Z',
        'DTEND:20300301T100000Z',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    }),
    access: signedIn(),
    scope: 'global',
  },
  'GET /api/calendar/feed': { params: () => ({}), access: signedIn(), scope: 'global' },
  // A new secret for the caller's feed: the world's owner feed would stop answering, so it runs last.
  'POST /api/calendar/feed': {
    params: () => ({}),
    access: signedIn(),
    scope: 'global',
    destructive: true,
    race: 'idempotent',
  },
  'DELETE /api/calendar/feed': { params: () => ({}), access: signedIn(), scope: 'global', destructive: true },
  'GET /api/calendar/feed/{secret}.ics': {
    params: (ids) => ({ secret: ids.calendarFeedSecret }),
    access: everyone('ok'),
    scope: 'global',
    tokenKeyed: true,
    personalToken: true,
  },

  // --- Chat messages (spec/shell.md §3 Chat room, §7; src/server/chat/chatMessages.routes.ts) ---
  // `chatRoomId` is a public room of the company whose members are its owner (room owner) and A's
  // `member` (B's target), the author of `chatMessageId`. Company members (and the system admin)
  // read it; posting, reacting and read marks need room membership; edits are the author's only;
  // deletes the author's, a room owner's or a company owner's/admin's (the system admin counts).
  'GET /chat/rooms/{roomId}/messages': {
    params: (ids) => ({ roomId: ids.chatRoomId }),
    query: () => ({ limit: '20' }),
    access: members(),
  },
  'POST /chat/rooms/{roomId}/messages': {
    params: (ids) => ({ roomId: ids.chatRoomId }),
    body: (ids) => ({ text: `Matrix message ${ids.marker}` }),
    access: roomMembers(),
  },
  'PUT /chat/messages/{messageId}': {
    params: (ids) => ({ messageId: ids.chatMessageId }),
    body: (ids) => ({ text: `Edited message ${ids.marker}` }),
    access: author(),
    race: 'idempotent',
  },
  'DELETE /chat/messages/{messageId}': {
    params: (ids) => ({ messageId: ids.chatMessageId }),
    access: members(),
    destructive: true,
    // Deleting a deleted message answers it again.
    race: 'idempotent',
  },
  'GET /chat/messages/{messageId}/replies': {
    params: (ids) => ({ messageId: ids.chatMessageId }),
    access: members(),
  },
  'PUT /chat/messages/{messageId}/reactions': {
    params: (ids) => ({ messageId: ids.chatMessageId }),
    body: () => ({ emoji: '👍', active: true }),
    access: roomMembers(),
    race: 'idempotent',
  },
  'PUT /chat/rooms/{roomId}/read': {
    params: (ids) => ({ roomId: ids.chatRoomId }),
    body: (ids) => ({ messageId: ids.chatMessageId }),
    access: roomMembers(),
    race: 'idempotent',
  },
  'GET /chat/company/{companyId}/search': {
    params: (ids) => ({ companyId: ids.companyId }),
    query: (ids) => ({ q: ids.marker }),
    access: members(),
  },
  // --- end chat messages ---
  // --- saved queries (issue 19 item 1): members; the world's query is the owner's, shared, so a
  // plain member may run it but not change it (owner or company admin only) ---
  'GET /queries/company/{companyId}': { params: (ids) => ({ companyId: ids.companyId }), access: members() },
  'GET /queries/company/{companyId}/options': {
    params: (ids) => ({ companyId: ids.companyId }),
    access: members(),
  },
  'POST /queries/company/{companyId}': {
    params: (ids) => ({ companyId: ids.companyId }),
    body: (ids) => ({ name: `Query ${ids.marker} ${crypto.randomUUID()}`, definition: { filters: {} } }),
    access: members(),
  },
  'PUT /queries/{queryId}': {
    params: (ids) => ({ queryId: ids.queryId }),
    body: (ids) => ({ name: `Renamed query ${ids.marker} ${crypto.randomUUID()}` }),
    access: managers(),
  },
  'DELETE /queries/{queryId}': { params: (ids) => ({ queryId: ids.queryId }), access: managers(), destructive: true },
  'POST /queries/company/{companyId}/run': {
    params: (ids) => ({ companyId: ids.companyId }),
    body: (ids) => ({ definition: { filters: { boardIds: [ids.boardId] }, columns: [{ field: 'name' }] } }),
    access: members(),
  },
  'GET /queries/{queryId}/run': { params: (ids) => ({ queryId: ids.queryId }), access: members() },
  'GET /queries/{queryId}/export.csv': { params: (ids) => ({ queryId: ids.queryId }), access: members() },
  'GET /queries/{queryId}/board/{boardId}/card-ids': {
    params: (ids) => ({ queryId: ids.queryId, boardId: ids.boardId }),
    access: members(),
  },
  // --- drawings (issue 18 item 2): any member of the project's company, never a guest ---
  'GET /draw/project/{projectId}/drawings': { params: (ids) => ({ projectId: ids.projectId }), access: members() },
  'POST /draw/project/{projectId}/drawings': {
    params: (ids) => ({ projectId: ids.projectId }),
    body: (ids) => ({ name: `New drawing ${ids.marker}` }),
    access: members(),
  },
  'GET /draw/project/{projectId}/trash': { params: (ids) => ({ projectId: ids.projectId }), access: members() },
  'GET /draw/drawings/{drawingId}': { params: (ids) => ({ drawingId: ids.drawingId }), access: members() },
  'PUT /draw/drawings/{drawingId}': {
    params: (ids) => ({ drawingId: ids.drawingId }),
    body: () => ({ name: `Renamed drawing ${crypto.randomUUID()}` }),
    access: members(),
    race: 'idempotent',
  },
  'POST /draw/drawings/{drawingId}/duplicate': {
    params: (ids) => ({ drawingId: ids.drawingId }),
    body: (ids) => ({ name: `Copy ${ids.marker}` }),
    access: members(),
  },
  'DELETE /draw/drawings/{drawingId}': {
    params: (ids) => ({ drawingId: ids.drawingId }),
    access: members(),
    destructive: true,
    race: 'once',
  },
  // The world's drawing is not in the trash: members get 409 (drawings.node.test.ts covers success).
  'POST /draw/drawings/{drawingId}/restore': {
    params: (ids) => ({ drawingId: ids.drawingId }),
    access: { ...members(), member: 409, admin: 409, owner: 409, sysadmin: 409 },
  },
  'DELETE /draw/drawings/{drawingId}/purge': {
    params: (ids) => ({ drawingId: ids.drawingId }),
    access: { ...members(), member: 409, admin: 409, owner: 409, sysadmin: 409 },
  },
  'PUT /draw/drawings/{drawingId}/thumbnail': {
    params: (ids) => ({ drawingId: ids.drawingId }),
    body: () => ({ svg: `<svg xmlns="http://www.w3.org/2000/svg"><desc>${crypto.randomUUID()}</desc></svg>` }),
    access: members(),
    race: 'idempotent',
  },
  'GET /draw/drawings/{drawingId}/versions': { params: (ids) => ({ drawingId: ids.drawingId }), access: members() },
  'POST /draw/drawings/{drawingId}/versions': {
    params: (ids) => ({ drawingId: ids.drawingId }),
    body: (ids) => ({ name: `Version ${ids.marker}` }),
    access: members(),
  },
  'POST /draw/versions/{versionId}/restore': {
    params: (ids) => ({ versionId: ids.drawingVersionId }),
    access: members(),
    race: 'idempotent',
  },
  'POST /draw/drawings/{drawingId}/files': {
    params: (ids) => ({ drawingId: ids.drawingId }),
    body: () => ({
      id: crypto.randomUUID().replace(/-/g, ''),
      mimeType: 'image/png',
      dataURL: 'data:image/png;base64,iVBORw0KGgo=',
      created: 1,
    }),
    access: members(),
    race: 'idempotent',
  },
  'GET /draw/drawings/{drawingId}/files': {
    params: (ids) => ({ drawingId: ids.drawingId }),
    query: () => ({ ids: 'a,b' }),
    access: members(),
  },
  // --- end drawings ---
  // --- wiki (issue 18; src/server/wiki/*.routes.ts): every member of the project's company, never a guest ---
  'GET /wiki/project/{projectId}/pages': { params: (ids) => ({ projectId: ids.projectId }), access: members() },
  'POST /wiki/project/{projectId}/pages': {
    params: (ids) => ({ projectId: ids.projectId }),
    body: (ids) => ({ title: `Page ${ids.marker}`, parentId: ids.wikiPageId, index: 0 }),
    access: members(),
  },
  'GET /wiki/pages/{pageId}': { params: (ids) => ({ pageId: ids.wikiPageId }), access: members() },
  'PUT /wiki/pages/{pageId}': {
    params: (ids) => ({ pageId: ids.wikiPageId }),
    body: (ids) => ({ title: `Renamed ${ids.marker}` }),
    access: members(),
    race: 'idempotent',
  },
  'PUT /wiki/pages/{pageId}/move': {
    params: (ids) => ({ pageId: ids.wikiPageId }),
    body: () => ({ parentId: null, index: 0 }),
    access: members(),
    race: 'idempotent',
  },
  'DELETE /wiki/pages/{pageId}': {
    params: (ids) => ({ pageId: ids.wikiPageId }),
    access: members(),
    destructive: true,
    race: 'once',
  },
  'GET /wiki/project/{projectId}/trash': { params: (ids) => ({ projectId: ids.projectId }), access: members() },
  'POST /wiki/pages/{pageId}/restore': {
    params: (ids) => ({ pageId: ids.wikiTrashedPageId }),
    access: members(),
    destructive: true,
    race: 'once',
  },
  'DELETE /wiki/pages/{pageId}/purge': {
    params: (ids) => ({ pageId: ids.wikiTrashedPageId }),
    access: members(),
    destructive: true,
    race: 'once',
  },
  'GET /wiki/pages/{pageId}/content': { params: (ids) => ({ pageId: ids.wikiPageId }), access: members() },
  'GET /wiki/pages/{pageId}/revisions': { params: (ids) => ({ pageId: ids.wikiPageId }), access: members() },
  'GET /wiki/revisions/{revisionId}': { params: (ids) => ({ revisionId: ids.wikiRevisionId }), access: members() },
  'POST /wiki/revisions/{revisionId}/restore': {
    params: (ids) => ({ revisionId: ids.wikiRevisionId }),
    access: members(),
  },
  'GET /wiki/pages/{pageId}/export': { params: (ids) => ({ pageId: ids.wikiPageId }), access: members() },
  'GET /wiki/project/{projectId}/export': { params: (ids) => ({ projectId: ids.projectId }), access: members() },
  'POST /wiki/project/{projectId}/import': {
    params: (ids) => ({ projectId: ids.projectId }),
    body: (ids) => ({ files: [{ path: `Imported ${ids.marker}.md`, content: `Text ${ids.marker}` }] }),
    access: members(),
  },
  'GET /wiki/project/{projectId}/search': {
    params: (ids) => ({ projectId: ids.projectId }),
    query: (ids) => ({ q: ids.marker }),
    access: members(),
  },
  // The table sends JSON bodies: members get the upload's 415 (test/server/wiki covers images);
  // the page is checked before the body is read, so others are refused as ever.
  'POST /wiki/pages/{pageId}/images': {
    params: (ids) => ({ pageId: ids.wikiPageId }),
    body: () => ({ image: 'not an image' }),
    access: { ...members(), member: 415, admin: 415, owner: 415, sysadmin: 415 },
  },
  // The key is the capability: anyone holding it reads the image (no company data in the bytes).
  'GET /wiki/images/{key}': {
    params: (ids) => ({ key: ids.wikiImageKey }),
    access: everyone('ok'),
    tokenKeyed: true,
  },
  // --- end wiki ---
  // --- reports (issue 19 item 2): any member of the company, never a guest ---
  'GET /reports/company/{companyId}': {
    params: (ids) => ({ companyId: ids.companyId }),
    query: (ids) => ({ boardIds: String(ids.boardId) }),
    access: members(),
  },
  // --- admin (issue 19 item 3): the system admin only, whatever the company. Blocking and granting
  // admin to the plain member change nothing later calls need (it is no signed-in role); deleting does. ---
  'GET /admin/users': { params: () => ({}), query: () => ({ q: 'a' }), access: systemAdmin(), scope: 'global' },
  'PUT /admin/users/{userId}/blocked': {
    params: (ids) => ({ userId: ids.memberUserId }),
    body: () => ({ blocked: true }),
    access: systemAdmin(),
    scope: 'global',
  },
  'PUT /admin/users/{userId}/system-admin': {
    params: (ids) => ({ userId: ids.memberUserId }),
    body: () => ({ isSystemAdmin: true }),
    access: systemAdmin(),
    scope: 'global',
  },
  'POST /admin/users/{userId}/restore-code': {
    params: (ids) => ({ userId: ids.memberUserId }),
    access: systemAdmin(),
    scope: 'global',
  },
  'DELETE /admin/users/{userId}': {
    params: (ids) => ({ userId: ids.memberUserId }),
    access: systemAdmin(),
    scope: 'global',
    destructive: true,
  },
  'GET /admin/companies': { params: () => ({}), access: systemAdmin(), scope: 'global' },
  'PUT /admin/companies/{companyId}/archived': {
    params: (ids) => ({ companyId: ids.companyId }),
    body: () => ({ archived: true }),
    access: systemAdmin(),
    scope: 'global',
  },
  'GET /admin/instance': { params: () => ({}), access: systemAdmin(), scope: 'global' },
  'POST /admin/instance/test-mail': { params: () => ({}), access: systemAdmin(), scope: 'global' },
  'GET /admin/audit': { params: () => ({}), query: () => ({ limit: '10' }), access: systemAdmin(), scope: 'global' },
  'GET /admin/audit.csv': { params: () => ({}), access: systemAdmin(), scope: 'global' },
  // --- end admin ---
};

/** Which company's ids a case uses: A (`world.own`) or B (`world.other`). */
export type Which = 'own' | 'other';

/** The outcome `role` expects calling `entry` with company `which`'s ids (see the file header). */
export function expectedOutcome(entry: RouteEntry, role: Role, which: Which): Outcome {
  const { access } = entry;
  if (which === 'own' || entry.scope === 'global') return access[role];
  switch (role) {
    case 'member':
    case 'admin':
    case 'owner':
      return access.outsider;
    case 'outsider':
      return access.owner;
    case 'guest':
      return access.guest === 'ok' ? 'refused' : access.guest;
    default:
      return access[role];
  }
}

/** Whether a status is what `outcome` expects. */
export function statusMatches(outcome: Outcome, status: number): boolean {
  if (outcome === 'ok') return status >= 200 && status < 300;
  if (outcome === 'unauthorized') return status === 401;
  if (outcome === 'refused') return status === 403 || status === 404;
  return status === outcome;
}

/** Splits a table key into its method and OpenAPI path. */
export function splitKey(key: string): { method: string; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space), path: key.slice(space + 1) };
}

/**
 * The URL of a route for `ids`: `{name}` replaced by the encoded parameter, an optional
 * `/{name}?` segment dropped when the row gives no value, then the query string.
 */
export function urlOf(key: string, ids: Ids, entry: RouteEntry = ROUTES[key]): string {
  const { path } = splitKey(key);
  const params = entry.params(ids);
  const filled = path
    .replace(/\/\{(\w+)\}\?/g, (_match, name: string) =>
      params[name] === undefined ? '' : `/${encodeURIComponent(String(params[name]))}`,
    )
    .replace(/\{(\w+)\}/g, (_match, name: string) => {
      if (params[name] === undefined) throw new Error(`route table: ${key} gives no value for {${name}}`);
      return encodeURIComponent(String(params[name]));
    });
  const query = entry.query?.(ids);
  return query && Object.keys(query).length > 0 ? `${filled}?${new URLSearchParams(query).toString()}` : filled;
}

/** The request of a route for `ids`: method, URL and (for write routes) the row's valid body. */
export function requestOf(key: string, ids: Ids): { method: string; url: string; body?: unknown } {
  const entry = ROUTES[key];
  if (!entry) throw new Error(`route table: no row for ${key}`);
  const { method } = splitKey(key);
  const body = entry.body?.(ids);
  return { method, url: urlOf(key, ids, entry), ...(body === undefined ? {} : { body }) };
}
