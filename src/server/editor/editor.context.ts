/**
 * What every editor service needs for one request: the database, its dialect, the actor, the
 * live-event emitters bound to the request's Socket-Id, and a clock. Also the checks shared by
 * several services (company membership of assigned users, errors with field keys).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf, userIdOf, type Actor, type Viewer } from '../access/access.service';
import type { DialectName } from '../db/createDatabase';
import { AppError } from '../http/appError';
import { callerOf } from '../plugins/auth';
import type { Db } from './cards.repository';
import { boardEvents, type BoardEvents } from './editor.events';

/** The request's database, actor and emitters; `A` is `Viewer` on routes a guest may reach. */
export interface EditorContext<A extends Viewer = Actor> {
  db: Db;
  dialect: DialectName;
  actor: A;
  events: BoardEvents;
  /** ISO-8601 UTC now. */
  now: () => string;
}

/** The context of a request that passed `app.authenticate`. */
export function editorContext(app: FastifyInstance, request: FastifyRequest): EditorContext {
  const actor = actorOf(callerOf(request));
  return {
    db: app.db,
    dialect: app.dialect,
    actor,
    events: boardEvents(app.realtime, actor.id, request.socketId),
    now: () => new Date().toISOString(),
  };
}

/**
 * The context of a request that passed `app.authenticateMemberOrGuest`: the actor is the guest
 * (issue 6) or the signed-in caller. Events of a guest's change carry `actorId: null`.
 */
export function viewerContext(app: FastifyInstance, request: FastifyRequest): EditorContext<Viewer> {
  const actor: Viewer = request.guest ?? actorOf(callerOf(request));
  return {
    db: app.db,
    dialect: app.dialect,
    actor,
    events: boardEvents(app.realtime, userIdOf(actor), request.socketId),
    now: () => new Date().toISOString(),
  };
}

/** i18n keys of the editor's field errors (i18n/<locale>/errors.json `editor.*`). */
export const EDITOR_FIELD_ERRORS = {
  notCompanyMember: 'errors:editor.notCompanyMember',
  ownDescendant: 'errors:editor.ownDescendant',
  notOnBoard: 'errors:editor.notOnBoard',
  archiveMove: 'errors:editor.archiveMove',
  notInList: 'errors:editor.notInList',
} as const;

/** 400 VALIDATION_FAILED with one field error. */
export const fieldError = (field: string, key: string): AppError =>
  new AppError('VALIDATION_FAILED', { fieldKeys: { [field]: key } });

/** Throws 400 (field `field`) unless every user id is a member of the company. */
export async function requireCompanyMembers(
  db: Db,
  companyId: number,
  userIds: readonly number[],
  field: string,
): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const rows = await db
    .selectFrom('companyMembers')
    .select('userId')
    .where('companyId', '=', companyId)
    .where('userId', 'in', unique)
    .execute();
  if (rows.length !== unique.length) throw fieldError(field, EDITOR_FIELD_ERRORS.notCompanyMember);
}
