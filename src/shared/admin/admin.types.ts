/**
 * Wire types of the admin panel (issue 19 item 3; routes in admin.schemas.ts). The answers are
 * inferred from the zod schemas the server declares in its OpenAPI document.
 */
import type { z } from 'zod';
import type {
  adminCompanyPageSchema,
  adminCompanySchema,
  adminUserPageSchema,
  adminUserSchema,
  auditEntrySchema,
  auditPageSchema,
  instanceInfoSchema,
} from './admin.schemas';

/** Largest page of the admin lists. */
export const ADMIN_PAGE_MAX = 200;
/** Most rows of one audit CSV export. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

/**
 * Audited actions (issue 19 item 3: sign-ins, failed sign-ins, admin actions, role changes,
 * share-link changes, imports, exports).
 */
export const AUDIT_ACTIONS = [
  'auth.signIn',
  'auth.signInFailed',
  'admin.userBlocked',
  'admin.userUnblocked',
  'admin.systemAdminGranted',
  'admin.systemAdminRevoked',
  'admin.restoreCodeSent',
  'admin.userDeleted',
  'admin.companyArchived',
  'admin.companyUnarchived',
  'admin.testMail',
  'company.roleChanged',
  'board.shareChanged',
  'import.board',
  'export.board',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AdminUser = z.infer<typeof adminUserSchema>;
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;
export type AdminCompany = z.infer<typeof adminCompanySchema>;
export type AdminCompanyPage = z.infer<typeof adminCompanyPageSchema>;
export type InstanceInfo = z.infer<typeof instanceInfoSchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditPage = z.infer<typeof auditPageSchema>;

export const ADMIN_PATHS = {
  users: '/admin/users',
  userBlocked: (id: number) => `/admin/users/${id}/blocked`,
  userSystemAdmin: (id: number) => `/admin/users/${id}/system-admin`,
  userRestoreCode: (id: number) => `/admin/users/${id}/restore-code`,
  user: (id: number) => `/admin/users/${id}`,
  companies: '/admin/companies',
  companyArchived: (id: number) => `/admin/companies/${id}/archived`,
  instance: '/admin/instance',
  testMail: '/admin/instance/test-mail',
  audit: '/admin/audit',
  auditCsv: '/admin/audit.csv',
} as const;
