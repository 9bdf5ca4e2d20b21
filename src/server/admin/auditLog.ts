/**
 * The audit log (issue 19 item 3): `recordAudit` writes one security-relevant action where it
 * happens (auth, company roles, board share links, imports, exports, the admin routes); `listAudit`
 * reads it newest first with the filters of GET /admin/audit (keyset paging on `(at, id)`, served by
 * the indexes of migration 20261220090200_admin: `audit_log_at_idx` without filters,
 * `audit_log_action_idx` with an action, `audit_log_actor_idx` with an actor).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditFilterQuery } from '../../shared/admin/admin.schemas';
import type { AuditAction, AuditEntry, AuditPage } from '../../shared/admin/admin.types';
import type { Database } from '../db/database';

type Db = Kysely<Database>;

/** What one audit entry says; `actor` defaults to the request's caller. */
export interface AuditWrite {
  action: AuditAction;
  actor?: { id: number | null; name: string | null };
  target?: { kind: 'user' | 'company' | 'board' | 'project' | 'instance'; id: number | null };
  details?: Record<string, unknown>;
}

/**
 * Writes one entry (actor = the request's caller unless given; ip = request.ip). A failed write is
 * logged, never thrown: the action it records has happened already.
 */
export async function recordAudit(app: FastifyInstance, request: FastifyRequest, entry: AuditWrite): Promise<void> {
  const caller = request.caller?.user;
  const actor = entry.actor ?? { id: caller?.id ?? null, name: caller?.name ?? null };
  try {
    await app.db
      .insertInto('auditLog')
      .values({
        at: new Date().toISOString(),
        actorId: actor.id,
        actorName: actor.name,
        action: entry.action,
        targetKind: entry.target?.kind ?? null,
        targetId: entry.target?.id ?? null,
        ip: request.ip ?? null,
        details: JSON.stringify(entry.details ?? {}),
      })
      .execute();
  } catch (error) {
    request.log.error({ err: error, action: entry.action }, 'audit entry not written');
  }
}

function parseDetails(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The filtered, newest-first query (no limit). */
function filtered(db: Db, filter: AuditFilterQuery) {
  let query = db.selectFrom('auditLog').selectAll();
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.actorId) query = query.where('actorId', '=', filter.actorId);
  if (filter.from) query = query.where('at', '>=', new Date(filter.from).toISOString());
  if (filter.to) query = query.where('at', '<', new Date(filter.to).toISOString());
  return query.orderBy('at', 'desc').orderBy('id', 'desc');
}

type AuditRow = Awaited<ReturnType<ReturnType<typeof filtered>['execute']>>[number];

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at,
  actorId: row.actorId,
  actorName: row.actorName,
  action: row.action,
  targetKind: row.targetKind,
  targetId: row.targetId,
  ip: row.ip,
  details: parseDetails(row.details),
});

/** One page newest first; `before` = the previous page's `nextCursor` (`<at>|<id>`). */
export async function listAudit(
  db: Db,
  filter: AuditFilterQuery & { before?: string; limit: number },
): Promise<AuditPage> {
  let query = filtered(db, filter);
  if (filter.before) {
    const split = filter.before.lastIndexOf('|');
    const at = filter.before.slice(0, split);
    const id = Number(filter.before.slice(split + 1));
    query = query.where((eb) => eb.or([eb('at', '<', at), eb.and([eb('at', '=', at), eb('id', '<', id)])]));
  }
  const rows = await query.limit(filter.limit + 1).execute();
  const items = rows.slice(0, filter.limit).map(toEntry);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > filter.limit && last ? `${last.at}|${last.id}` : null };
}

/** Every entry of the filter, newest first, at most `max` (the CSV export). */
export async function auditRows(db: Db, filter: AuditFilterQuery, max: number): Promise<AuditEntry[]> {
  return (await filtered(db, filter).limit(max).execute()).map(toEntry);
}
