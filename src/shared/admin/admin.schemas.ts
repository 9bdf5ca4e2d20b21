/**
 * Admin panel request and answer schemas (issue 19 item 3; spec/shell.md §2 /admin, §6 system
 * admin). Every route is for the system admin only: 401 without a live token, 403 FORBIDDEN for any
 * other user (checked on every call, over HTTP and the socket `api`):
 * - GET    /admin/users?q&offset&limit → AdminUserPage (search in name and e-mail; newest first)
 * - PUT    /admin/users/{userId}/blocked blockBody → AdminUser (blocking ends every session and
 *          socket of the user at once, on every instance; 409 for oneself)
 * - PUT    /admin/users/{userId}/system-admin systemAdminBody → AdminUser (409 CONFLICT_lastAdmin
 *          when no other unblocked system admin would remain)
 * - POST   /admin/users/{userId}/restore-code → null (mails the password-restore code, in the
 *          language of the request)
 * - DELETE /admin/users/{userId} → null (their cards, comments and pages stay, author anonymised;
 *          409 for oneself)
 * - GET    /admin/companies?q&offset&limit → AdminCompanyPage (members count and storage bytes)
 * - PUT    /admin/companies/{companyId}/archived archiveBody → AdminCompany
 * - GET    /admin/instance → InstanceInfo
 * - POST   /admin/instance/test-mail → {to} (a test mail to the calling admin)
 * - GET    /admin/audit?action&actorId&from&to&before&limit → AuditPage (newest first; `before` is
 *          the `nextCursor` of the previous page)
 * - GET    /admin/audit.csv?action&actorId&from&to → text/csv (UTF-8 with BOM, formula-safe cells,
 *          at most AUDIT_CSV_MAX_ROWS rows)
 */
import { z } from 'zod';
import { idParam } from '../company/company.schemas';
import { V } from '../validation';
import { AUDIT_ACTIONS, ADMIN_PAGE_MAX } from './admin.types';

const text = (max: number) => z.string().trim().max(max, { error: V.maxLength });
const count = (max: number, fallback: number) =>
  z.coerce
    .number({ error: V.integer })
    .int({ error: V.integer })
    .min(1, { error: V.tooSmall })
    .max(max, { error: V.tooBig })
    .default(fallback);
const offset = z.coerce.number({ error: V.integer }).int({ error: V.integer }).min(0, { error: V.tooSmall }).default(0);
const instant = z.iso.datetime({ offset: true, error: V.invalidFormat });

export const adminUserParams = z.object({ userId: idParam });
export const adminCompanyParams = z.object({ companyId: idParam });

/** GET /admin/users and /admin/companies: `q` searches names (and e-mails), offset paging. */
export const adminListQuery = z.object({
  q: text(200).optional(),
  offset,
  limit: count(ADMIN_PAGE_MAX, 25),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;

export const blockBody = z.object({ blocked: z.boolean({ error: V.required }) });
export const systemAdminBody = z.object({ isSystemAdmin: z.boolean({ error: V.required }) });
export const archiveBody = z.object({ archived: z.boolean({ error: V.required }) });

/** Audit filters: an action, an actor, a period [from, to). */
export const auditFilterQuery = z.object({
  action: z.enum(AUDIT_ACTIONS, { error: V.chooseOne }).optional(),
  actorId: idParam.optional(),
  from: instant.optional(),
  to: instant.optional(),
});
export const auditListQuery = auditFilterQuery.extend({
  /** The `nextCursor` of the previous page: `<at>|<id>`. */
  before: z
    .string()
    .max(80, { error: V.maxLength })
    .regex(/^[^|]+\|\d+$/, { error: V.invalidFormat })
    .optional(),
  limit: count(ADMIN_PAGE_MAX, 50),
});
export type AuditFilterQuery = z.infer<typeof auditFilterQuery>;
export type AuditListQuery = z.infer<typeof auditListQuery>;

// ---- answers ----

export const adminUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  isSystemAdmin: z.boolean(),
  /** ISO instant, or null when not blocked. */
  blockedAt: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  companies: z.array(z.object({ id: z.number(), name: z.string(), role: z.string() })),
});
export const adminUserPageSchema = z.object({ items: z.array(adminUserSchema), total: z.number() });

export const adminCompanySchema = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  archivedAt: z.string().nullable(),
  owner: z.object({ id: z.number(), name: z.string() }).nullable(),
  membersCount: z.number(),
  /** Bytes of the company's wiki images and drawing files. */
  storageBytes: z.number(),
});
export const adminCompanyPageSchema = z.object({ items: z.array(adminCompanySchema), total: z.number() });

export const instanceInfoSchema = z.object({
  version: z.string(),
  nodeVersion: z.string(),
  database: z.enum(['sqlite', 'postgres']),
  /** Instances sharing the socket.io adapter (1 without Redis). */
  instances: z.number(),
  redis: z.boolean(),
  /** Sockets connected to all instances. */
  liveSockets: z.number(),
  uptimeS: z.number(),
  schedulers: z.array(
    z.object({
      name: z.string(),
      /** How late the last poll started after it was due, in ms (null before the first poll). */
      lagMs: z.number().nullable(),
      intervalMs: z.number(),
      lastPollAt: z.string().nullable(),
    }),
  ),
  mail: z.object({ transport: z.enum(['smtp', 'outbox']), from: z.string() }),
});

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.number().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  targetKind: z.string().nullable(),
  targetId: z.number().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
