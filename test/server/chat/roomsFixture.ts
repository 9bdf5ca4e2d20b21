/**
 * Fixtures of the chat room tests, built through the real routes: a company with an owner, an
 * admin and two plain members (joined by invitation link), an outsider in a company of their own,
 * and sockets that joined a chat room's live room.
 */
import type { Socket as ClientSocket } from 'socket.io-client';
import { api, ok, person, type Person } from '../editor/editorFixture';
import { openSocket, type TestServer } from '../harness';

export { api, ok, type Person };

export interface ChatTeam {
  companyId: number;
  owner: Person;
  admin: Person;
  anna: Person;
  boris: Person;
  /** Owner of another company, member of none of this one's. */
  outsider: Person;
  outsiderCompanyId: number;
}

async function join(server: TestServer, owner: Person, companyId: number, who: Person): Promise<void> {
  const link = await ok(server, owner, 'POST', `/company/${companyId}/links`, {});
  await ok(server, who, 'POST', `/company/${companyId}/join/${link.token}`);
}

/** A company of five people (owner, admin, Anna, Boris) and an outsider with a company of their own. */
export async function chatTeam(server: TestServer): Promise<ChatTeam> {
  // The owner registers first: the first account of a fresh server is system admin and reaches
  // every company and room, which must never be the outsider or a plain member (a CI run once drew
  // the outsider: its room:join of the public room was allowed).
  const owner = await person(server, 'Olga Owner');
  const [admin, anna, boris, outsider] = await Promise.all([
    person(server, 'Ada Admin'),
    person(server, 'Anna Member'),
    person(server, 'Boris Member'),
    person(server, 'Oscar Outsider'),
  ]);
  const company = await ok(server, owner, 'POST', '/company', { name: 'Chat Inc' });
  await Promise.all([admin, anna, boris].map((who) => join(server, owner, company.id, who)));
  await ok(server, owner, 'PUT', `/company/${company.id}/members/${admin.id}`, { role: 'admin' });
  const other = await ok(server, outsider, 'POST', '/company', { name: 'Other Inc' });
  return { companyId: company.id, owner, admin, anna, boris, outsider, outsiderCompanyId: other.id };
}

/** Creates a room as `who`. */
export const createRoom = (
  server: TestServer,
  who: Person,
  companyId: number,
  body: { type: 'public' | 'private'; name: string; memberIds?: number[]; topic?: string },
) => ok(server, who, 'POST', `/chat/company/${companyId}/rooms`, body);

/** A socket of `who` (on `server`) that joined the live room of chat room `roomId`. */
export async function roomWatcher(server: TestServer, who: Person, roomId: number): Promise<ClientSocket> {
  const socket = await openSocket(server, who.token);
  const ack = await socket.timeout(2000).emitWithAck('room:join', { roomId });
  if (!ack.ok) {
    socket.close();
    throw new Error(`room:join failed: ${JSON.stringify(ack)}`);
  }
  return socket;
}
