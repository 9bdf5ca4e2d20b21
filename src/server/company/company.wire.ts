/**
 * Response schemas of companies, members and invitation links (DESIGN §3 Route map). The routes
 * declare them so the OpenAPI document shows real shapes and the serializer checks every answer;
 * each is tied to the shared wire type, so a drift between the two fails `tsc`.
 */
import { z } from 'zod';
import {
  COMPANY_ROLES,
  type Company,
  type CompanyMember,
  type CompanySummary,
  type InviteLink,
} from '../../shared/company/company.schemas';
import { projectSchema } from '../project/project.wire';

const id = z.number().int();

/** `{id, name, role}` — one entry of GET /company. */
export const companySummarySchema = z.object({
  id,
  name: z.string(),
  role: z.enum(COMPANY_ROLES),
}) satisfies z.ZodType<CompanySummary>;

/** `{id, name, role, projects}` (archived projects included). */
export const companySchema = companySummarySchema.extend({
  projects: z.array(projectSchema),
}) satisfies z.ZodType<Company>;

/** `{userId, role, user: {id, name, email, avatar}, joinedAt}`. */
export const companyMemberSchema = z.object({
  userId: id,
  role: z.enum(COMPANY_ROLES),
  user: z.object({ id, name: z.string(), email: z.string(), avatar: z.string().nullable() }),
  joinedAt: z.string(),
}) satisfies z.ZodType<CompanyMember>;

/** `{id, token, expiresAt, maxUses, uses, createdAt}`. */
export const inviteLinkSchema = z.object({
  id,
  token: z.string(),
  expiresAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  createdAt: z.string(),
}) satisfies z.ZodType<InviteLink>;

/** GET /company/join/{token}: what the join page shows before the user joins. */
export const joinPreviewSchema = z.object({
  companyId: id,
  companyName: z.string(),
  alreadyMember: z.boolean(),
});
export type JoinPreview = z.infer<typeof joinPreviewSchema>;
