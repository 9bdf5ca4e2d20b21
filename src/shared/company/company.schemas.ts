/**
 * Companies, members, invitation links, projects and boards (DESIGN §3 Route map, §5 Permissions;
 * spec/shell.md §2 routes). Request bodies are validated with these schemas on the server and
 * checked with them in the client forms.
 */
import { z } from 'zod';
import { MAX_INT32, NAME_MAX } from '../constants';
import { storable } from '../storableText';
import { V } from '../validation';

export const entityName = storable(
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(NAME_MAX, { error: V.maxLength }),
);

/** Integer id in a path (`/company/{id}`); path params arrive as strings. 1…MAX_INT32 (the id columns). */
export const idParam = z.coerce
  .number({ error: V.integer })
  .int({ error: V.integer })
  .positive({ error: V.integer })
  .max(MAX_INT32, { error: V.tooBig });

export const COMPANY_ROLES = ['owner', 'admin', 'member'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
/** Roles that manage members, roles and invitation links (DESIGN §5). */
export const MANAGER_ROLES: readonly CompanyRole[] = ['owner', 'admin'];

/** POST /company */
export const createCompanyBody = z.object({ name: entityName });
/** PUT /company/{id} */
export const updateCompanyBody = z.object({ name: entityName.optional() });
/** PUT /company/{id}/members/{userId} — the owner cannot be demoted this way. */
export const memberRoleBody = z.object({ role: z.enum(['admin', 'member'], { error: V.chooseOne }) });

/** POST /company/{id}/links — optional expiry (ISO time in the future) and use limit. */
export const createInviteLinkBody = z.object({
  expiresAt: z.iso.datetime({ offset: true, error: V.invalidFormat }).nullable().optional(),
  maxUses: z
    .number({ error: V.integer })
    .int({ error: V.integer })
    .min(1, { error: V.tooSmall })
    .max(100_000, { error: V.tooBig })
    .nullable()
    .optional(),
});

/** POST /company/{id}/projects */
export const createProjectBody = z.object({ name: entityName });
/** PUT /project/{id} */
export const updateProjectBody = z.object({ name: entityName.optional(), archived: z.boolean().optional() });

export const DISPLAY_TYPES = ['kanban'] as const;
/** POST /project/{id}/boards */
export const createBoardBody = z.object({ name: entityName });
/** PUT /board/{id} */
export const updateBoardBody = z.object({
  name: entityName.optional(),
  bgImage: z.string().trim().max(2_000, { error: V.maxLength }).nullable().optional(),
  bgColor: z.string().trim().max(50, { error: V.maxLength }).nullable().optional(),
  displayType: z.enum(DISPLAY_TYPES).optional(),
});

export interface CompanySummary {
  id: number;
  name: string;
  role: CompanyRole;
}
export interface Project {
  id: number;
  companyId: number;
  name: string;
  archivedAt: string | null;
  createdAt: string;
}
export interface Company extends CompanySummary {
  projects: Project[];
}
export interface Board {
  id: number;
  projectId: number;
  name: string;
  bgImage: string | null;
  bgColor: string | null;
  displayType: (typeof DISPLAY_TYPES)[number];
}
/** A member as GET /company/{id}/members answers it (e-mail never reaches guests). */
export interface CompanyMember {
  userId: number;
  role: CompanyRole;
  user: { id: number; name: string; email: string; avatar: string | null };
  joinedAt: string;
}
export interface InviteLink {
  id: number;
  token: string;
  expiresAt: string | null;
  maxUses: number | null;
  uses: number;
  createdAt: string;
}
