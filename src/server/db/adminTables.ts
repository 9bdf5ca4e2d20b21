/** Tables of the admin panel (migration 20261220090200_admin; issue 19 item 3). */
import type { Generated } from 'kysely';

/** One security-relevant action (src/shared/admin/admin.types.ts AUDIT_ACTIONS). */
export interface AuditLogTable {
  id: Generated<number>;
  /** ISO instant. */
  at: string;
  /** The acting user; null for an anonymous attempt (a failed sign-in). No foreign key: entries outlive users. */
  actorId: number | null;
  /** The actor's name at the time (or the e-mail tried by a failed sign-in). */
  actorName: string | null;
  action: string;
  /** 'user' | 'company' | 'board' | 'project' | 'instance', or null. */
  targetKind: string | null;
  targetId: number | null;
  ip: string | null;
  /** JSON object text. */
  details: Generated<string>;
}
