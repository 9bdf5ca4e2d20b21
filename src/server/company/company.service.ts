/**
 * Company rules that span several tables or the live rooms (DESIGN §3 Live events, §5
 * Permissions): the company JSON, removing a member (by a manager or by leaving) and joining by
 * an invitation link.
 */
import type { FastifyInstance } from 'fastify';
import type { Company, CompanyRole } from '../../shared/company/company.schemas';
import { isUniqueViolation } from '../db/errors';
import { leaveCompanyChat } from '../chat/chatRooms.events';
import { AppError } from '../http/appError';
import { boardIdsOfCompany, listProjects } from '../project/project.repository';
import { findCompany, findMember, deleteMember, insertMember } from './company.repository';
import { COMPANY_EVENTS, companyRoom, joinCompanyRoom, leaveCompanyRooms } from './company.events';
import { consumeLink, findUsableLink } from './invite.repository';

/** i18n contexts of error messages (`errors:<CODE>_<context>`, e.g. `NOT_FOUND_inviteLink`). */
export const ERROR_CONTEXT = {
  inviteLink: { context: 'inviteLink' },
  owner: { context: 'owner' },
  ownerLeave: { context: 'ownerLeave' },
} as const;

/** A link that is unknown, revoked, expired or used up: 404 NOT_FOUND with its own message. */
export const inviteLinkInvalid = () => new AppError('NOT_FOUND', { params: ERROR_CONTEXT.inviteLink });

/** `{id, name, role, projects}` of an existing company as `role` sees it. Throws 404 when gone. */
export async function companyJson(app: FastifyInstance, companyId: number, role: CompanyRole): Promise<Company> {
  const company = await findCompany(app.db, companyId);
  if (!company) throw new AppError('NOT_FOUND');
  return { id: company.id, name: company.name, role, projects: await listProjects(app.db, companyId) };
}

/**
 * Removes a member who is not the owner (409 CONFLICT for the owner, 404 NOT_FOUND for a
 * non-member), tells the company room — the removed user's sockets included — and then takes the
 * user's sockets out of the company, board and chat rooms (their chat memberships go).
 */
export async function removeMember(
  app: FastifyInstance,
  options: { companyId: number; userId: number; actorId: number; exceptSocketId?: string; leaving?: boolean },
): Promise<void> {
  const { companyId, userId } = options;
  const notMember = () => new AppError(options.leaving ? 'FORBIDDEN' : 'NOT_FOUND');
  const member = await findMember(app.db, companyId, userId);
  if (!member) throw notMember();
  if (member.role === 'owner') {
    throw new AppError('CONFLICT', { params: options.leaving ? ERROR_CONTEXT.ownerLeave : ERROR_CONTEXT.owner });
  }
  // Two removals at once: only the one that deleted the row answers success (and broadcasts).
  if (!(await deleteMember(app.db, companyId, userId))) throw notMember();
  app.realtime.broadcast(
    companyRoom(companyId),
    COMPANY_EVENTS.memberDeleted,
    { companyId, userId, actorId: options.actorId },
    { exceptSocketId: options.exceptSocketId },
  );
  leaveCompanyRooms(app, userId, companyId, await boardIdsOfCompany(app.db, companyId));
  await leaveCompanyChat(app, userId, companyId, options.actorId);
}

/**
 * Makes the caller a member through a usable link of this company and counts one use; a caller
 * who already is a member gets the company without using the link up (idempotent). Throws 404
 * NOT_FOUND (`NOT_FOUND_inviteLink` message) for an unknown, revoked, expired or used-up link or
 * one of another company.
 */
export async function joinByLink(
  app: FastifyInstance,
  options: { companyId: number; token: string; userId: number; exceptSocketId?: string },
): Promise<Company> {
  const { companyId, userId } = options;
  const link = await findUsableLink(app.db, options.token);
  if (!link || link.companyId !== companyId) throw inviteLinkInvalid();

  const existing = await findMember(app.db, companyId, userId);
  if (existing) return companyJson(app, companyId, existing.role);

  let joined = false;
  try {
    await app.db.transaction().execute(async (trx) => {
      // The use is counted only while the link is still usable (a concurrent join may have taken the last one).
      if (!(await consumeLink(trx, link.id))) throw inviteLinkInvalid();
      await insertMember(trx, companyId, userId);
    });
    joined = true;
  } catch (error) {
    // A concurrent join of the same user won: the transaction (and its use) was rolled back.
    if (!isUniqueViolation(error)) throw error;
  }

  const member = await findMember(app.db, companyId, userId);
  if (!member) throw inviteLinkInvalid();
  if (joined) {
    joinCompanyRoom(app, userId, companyId);
    app.realtime.broadcast(
      companyRoom(companyId),
      COMPANY_EVENTS.memberCreated,
      { companyId, ...member, actorId: userId },
      { exceptSocketId: options.exceptSocketId },
    );
  }
  return companyJson(app, companyId, member.role);
}
