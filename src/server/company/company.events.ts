/**
 * What the company domain broadcasts and which rooms its members' sockets are in (DESIGN §3 Live
 * events, "The user and company rooms are joined by the server at connect").
 *
 * A socket is in the room `company:<id>` of every company its user belongs to, so every payload of
 * that room carries `companyId`. Payloads are the entity after the change plus `actorId`:
 * - `company:company:created` (to `user:<id>` only: the creator's other tabs) `{id, name, role, actorId}`
 * - `company:company:updated` `{id, name, actorId}`
 * - `company:member:created|updated` `CompanyMember & {companyId, actorId}`
 * - `company:member:deleted` `{companyId, userId, actorId}` (sent before the member leaves the room)
 * - `company:project:created|updated` `Project & {actorId}` (Project has companyId)
 * - `company:board:created|updated` `Board & {companyId, actorId}`; `company:board:deleted`
 *   `{id, projectId, companyId, actorId}`
 * Board rename/delete also go to the board room `board:<id>`: `board:board:updated`
 * `Board & {companyId, actorId}` and `board:board:deleted` `{id, actorId}`.
 */
import type { FastifyInstance } from 'fastify';
import { userRoom } from '../plugins/realtime';
import { companyIdsOfUser } from './company.repository';
import { boardRoom, companyRoom } from '../../shared/company/company.events';

export { BOARD_ROOM_EVENTS, COMPANY_EVENTS, boardRoom, companyRoom } from '../../shared/company/company.events';

/** Puts every socket of a user (on every instance) into the company's room. */
export function joinCompanyRoom(app: FastifyInstance, userId: number, companyId: number): void {
  app.realtime.io.in(userRoom(userId)).socketsJoin(companyRoom(companyId));
}

/**
 * Takes every socket of a user out of the company's room and out of the rooms of its boards, so a
 * removed member stops receiving the company's live events at once.
 */
export function leaveCompanyRooms(app: FastifyInstance, userId: number, companyId: number, boardIds: number[]): void {
  app.realtime.io.in(userRoom(userId)).socketsLeave([companyRoom(companyId), ...boardIds.map(boardRoom)]);
}

/**
 * At connect, each socket joins the rooms of its user's companies (a failed lookup is logged).
 * The membership is read again after joining: a removal that ran between the first read and the
 * join (and so could not take this socket out) is undone here, leaving no stale room behind.
 */
export function registerCompanyRooms(app: FastifyInstance): void {
  app.realtime.onConnection((socket, userId) => {
    const joinCurrentCompanies = async (): Promise<void> => {
      const companyIds = await companyIdsOfUser(app.db, userId);
      if (!socket.connected || companyIds.length === 0) return;
      await socket.join(companyIds.map(companyRoom));
      const stillMember = new Set(await companyIdsOfUser(app.db, userId));
      for (const companyId of companyIds) {
        if (!stillMember.has(companyId)) await socket.leave(companyRoom(companyId));
      }
    };
    joinCurrentCompanies().catch((error: unknown) =>
      app.log.error({ err: error, userId }, 'could not join company rooms'),
    );
  });
}
