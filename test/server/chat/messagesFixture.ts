/**
 * Fixtures of the chat message tests. People come through the real routes (editorFixture's team:
 * owner Olga — the first account, so also system admin — and member Max, outsider Oscar; plus Nina
 * and Pavel joined by link); rooms and memberships are inserted straight into the tables of the
 * chat migration (the rooms calls are another feature). Sockets join `room:<id>` through
 * `app.realtime.joinRoom`, as the server's `room:join` does.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { unreadCountsOf } from '../../../src/server/chat/chatUnread';
import { chatRoom } from '../../../src/shared/chat/chat.types';
import { openSocket, sleep, type Json, type TestServer } from '../harness';
import { joinCompany } from '../calendar/calendarFixture';
import { api, ok, person, team, type Person } from '../editor/editorFixture';

export interface ChatTeam {
  owner: Person;
  member: Person;
  nina: Person;
  pavel: Person;
  outsider: Person;
  companyId: number;
}

export async function chatTeam(server: TestServer): Promise<ChatTeam> {
  const t = await team(server, 0);
  const nina = await person(server, 'Nina Petrova');
  const pavel = await person(server, 'Pavel Ivanov');
  await joinCompany(server, t, nina);
  await joinCompany(server, t, pavel);
  return { owner: t.owner, member: t.member, nina, pavel, outsider: t.outsider, companyId: t.companyId };
}

/** A second company owned by `owner` (a stranger to the first team). */
export async function otherCompany(server: TestServer, owner: Person): Promise<number> {
  return (await ok(server, owner, 'POST', '/company', { name: 'Other' })).id;
}

/** Inserts a room of `type` in `companyId` with `members` (the first one is its owner). */
export async function roomOf(
  server: TestServer,
  companyId: number,
  type: 'public' | 'private' | 'dialog',
  members: Person[],
  extra: { name?: string; archived?: boolean } = {},
): Promise<number> {
  const db = server.app.db;
  const now = new Date().toISOString();
  const room = await db
    .insertInto('chatRooms')
    .values({
      companyId,
      type,
      name: extra.name ?? (type === 'dialog' ? '' : `${type} room`),
      archived: extra.archived ? 1 : 0,
      dialogKey:
        type === 'dialog'
          ? `${companyId}:${members
              .map((m) => m.id)
              .sort((a, b) => a - b)
              .join(':')}`
          : null,
      createdBy: members[0]?.id ?? null,
      lastMessageId: null,
      lastMessageAt: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, who] of members.entries()) await addMember(server, room.id, who, index === 0 ? 'owner' : 'member');
  return room.id;
}

export async function addMember(server: TestServer, roomId: number, who: Person, role = 'member'): Promise<void> {
  await server.app.db
    .insertInto('chatMembers')
    .values({ roomId, userId: who.id, role, joinedAt: new Date().toISOString() })
    .execute();
}

/** Takes `who` out of the room the way the server does: row deleted, their sockets leave `room:<id>`. */
export async function removeMember(server: TestServer, roomId: number, who: Person): Promise<void> {
  await server.app.db.deleteFrom('chatMembers').where('roomId', '=', roomId).where('userId', '=', who.id).execute();
  server.app.realtime.io.in(`user:${who.id}`).socketsLeave(chatRoom(roomId));
}

/** Sends `text` to the room as `who`; answers the message. */
export const send = (server: TestServer, who: Person, roomId: number, text: string, extra: object = {}) =>
  ok(server, who, 'POST', `/chat/rooms/${roomId}/messages`, { text, ...extra }) as Promise<Json>;

/** Sends `count` messages "<prefix> 1".."<prefix> count" in order; answers their ids. */
export async function sendMany(server: TestServer, who: Person, roomId: number, count: number, prefix = 'm') {
  const ids: number[] = [];
  for (let i = 1; i <= count; i += 1) ids.push((await send(server, who, roomId, `${prefix} ${i}`)).id);
  return ids;
}

/** GET of a page; answers `data`. */
export const page = (server: TestServer, who: Person, roomId: number, query = '') =>
  ok(server, who, 'GET', `/chat/rooms/${roomId}/messages${query}`) as Promise<Json>;

/** Status of a call as `who`. */
export const statusOf = async (server: TestServer, who: Person, method: string, url: string, body?: unknown) =>
  (await api(server, who, method, url, body)).status;

/** A socket of `who` that joined `room:<roomId>` (for each id given); closed by the caller. */
export async function watcher(server: TestServer, who: Person, roomIds: number[], sockets: ClientSocket[]) {
  const socket = await openSocket(server, who.token);
  sockets.push(socket);
  for (const roomId of roomIds) server.app.realtime.joinRoom(socket.id as string, chatRoom(roomId));
  await sleep(30);
  return socket;
}

/** The unread counts of `who` in the company (the rules of chatUnread.ts; the route is the rooms feature's). */
export const countsOf = (server: TestServer, who: Person, companyId: number) =>
  unreadCountsOf(server.app.db, who.id, companyId);
