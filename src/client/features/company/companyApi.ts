/**
 * Companies, members, invitation links, joining, projects and boards (issue 3 Deliver 1–2; DESIGN §3
 * Route map, §5 Permissions), injected into the one api. Errors are `ApiError`
 * ({status, code, message, fieldErrors?}, api/baseQuery.ts): 403 sends the user to /403 (navigation.ts),
 * 404 is shown by the screens, a board delete answers 449 NEEDS_CONFIRMATION until repeated with force=1.
 *
 * Tags: `Company` id = company id (company + its projects), `'LIST'` (my companies),
 * `'members-<id>'`, `'links-<id>'`; `Project` id = project id (project + its boards);
 * `Board` id = board id, `'project-<projectId>'` (the board list of a project).
 */
import { api } from '../../api/api';
import type {
  Board,
  Company,
  CompanyMember,
  CompanySummary,
  InviteLink,
  Project,
} from '../../../shared/company/company.schemas';

/** GET /project/{id}: the project with its boards. */
export type ProjectWithBoards = Project & { boards: Board[] };
/** GET /company/join/{token}: the preview of an invitation link. */
export interface JoinPreview {
  companyId: number;
  companyName: string;
  alreadyMember: boolean;
}

const membersTag = (companyId: number) => ({ type: 'Company' as const, id: `members-${companyId}` });
const linksTag = (companyId: number) => ({ type: 'Company' as const, id: `links-${companyId}` });
const projectBoardsTag = (projectId: number) => ({ type: 'Board' as const, id: `project-${projectId}` });

export const companyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /company → my companies `[{id, name, role}]`. */
    getCompanies: build.query<CompanySummary[], void>({
      query: () => ({ url: '/company' }),
      providesTags: (result) => [
        { type: 'Company', id: 'LIST' },
        ...(result ?? []).map((c) => ({ type: 'Company' as const, id: c.id })),
      ],
    }),
    /** GET /company/{id} → `{id, name, role, projects}` (archived projects included, `archivedAt` set). */
    getCompany: build.query<Company, number>({
      query: (id) => ({ url: `/company/${id}` }),
      providesTags: (result, _error, id) => [
        { type: 'Company', id },
        ...(result?.projects ?? []).map((p) => ({ type: 'Project' as const, id: p.id })),
      ],
    }),
    /** POST /company {name} → 201 company `{id, name, role: 'owner', projects: []}`. */
    createCompany: build.mutation<Company, { name: string }>({
      query: (body) => ({ url: '/company', method: 'POST', body }),
      invalidatesTags: [{ type: 'Company', id: 'LIST' }],
    }),
    /** PUT /company/{id} {name} (owner/admin) → company. */
    renameCompany: build.mutation<Company, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `/company/${id}`, method: 'PUT', body: { name } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Company', id }],
    }),
    /** GET /company/{id}/members → `CompanyMember[]`. */
    getMembers: build.query<CompanyMember[], number>({
      query: (id) => ({ url: `/company/${id}/members` }),
      providesTags: (_r, _e, id) => [membersTag(id)],
    }),
    /** PUT /company/{id}/members/{userId} {role: 'admin' | 'member'} (owner/admin; not the owner's role). */
    changeMemberRole: build.mutation<unknown, { companyId: number; userId: number; role: 'admin' | 'member' }>({
      query: ({ companyId, userId, role }) => ({
        url: `/company/${companyId}/members/${userId}`,
        method: 'PUT',
        body: { role },
      }),
      invalidatesTags: (_r, _e, { companyId }) => [membersTag(companyId)],
    }),
    /** DELETE /company/{id}/members/{userId} (owner/admin; not the owner). */
    removeMember: build.mutation<unknown, { companyId: number; userId: number }>({
      query: ({ companyId, userId }) => ({ url: `/company/${companyId}/members/${userId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { companyId }) => [membersTag(companyId)],
    }),
    /**
     * POST /company/{id}/leave (any member but the owner). Only the company list is refreshed: the
     * left company itself would now answer 403, which would send the user to /403.
     */
    leaveCompany: build.mutation<unknown, number>({
      query: (id) => ({ url: `/company/${id}/leave`, method: 'POST' }),
      invalidatesTags: [{ type: 'Company', id: 'LIST' }],
    }),
    /** GET /company/{id}/links (owner/admin) → active `InviteLink[]` (not revoked, not expired, not used up). */
    getInviteLinks: build.query<InviteLink[], number>({
      query: (id) => ({ url: `/company/${id}/links` }),
      providesTags: (_r, _e, id) => [linksTag(id)],
    }),
    /** POST /company/{id}/links {expiresAt? (ISO time), maxUses?} (owner/admin) → 201 InviteLink. */
    createInviteLink: build.mutation<
      InviteLink,
      { companyId: number; expiresAt?: string | null; maxUses?: number | null }
    >({
      query: ({ companyId, ...body }) => ({ url: `/company/${companyId}/links`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { companyId }) => [linksTag(companyId)],
    }),
    /** DELETE /company/{id}/links/{linkId} (owner/admin): revokes the link. */
    revokeInviteLink: build.mutation<unknown, { companyId: number; linkId: number }>({
      query: ({ companyId, linkId }) => ({ url: `/company/${companyId}/links/${linkId}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { companyId }) => [linksTag(companyId)],
    }),
    /** GET /company/join/{token} → `{companyId, companyName, alreadyMember}`; 404 for an unusable link. */
    getJoinPreview: build.query<JoinPreview, string>({
      query: (token) => ({ url: `/company/join/${encodeURIComponent(token)}` }),
      keepUnusedDataFor: 0,
    }),
    /** POST /company/{id}/join/{token} → company (the caller becomes a member; idempotent). */
    joinCompany: build.mutation<Company, { companyId: number; token: string }>({
      query: ({ companyId, token }) => ({
        url: `/company/${companyId}/join/${encodeURIComponent(token)}`,
        method: 'POST',
      }),
      invalidatesTags: (_r, _e, { companyId }) => [
        { type: 'Company', id: 'LIST' },
        { type: 'Company', id: companyId },
        membersTag(companyId),
      ],
    }),
    /** POST /company/{id}/projects {name} → 201 Project. */
    createProject: build.mutation<Project, { companyId: number; name: string }>({
      query: ({ companyId, name }) => ({ url: `/company/${companyId}/projects`, method: 'POST', body: { name } }),
      invalidatesTags: (_r, _e, { companyId }) => [{ type: 'Company', id: companyId }],
    }),
    /** PUT /project/{id} {name?, archived?} → Project. */
    updateProject: build.mutation<Project, { id: number; companyId: number; name?: string; archived?: boolean }>({
      query: ({ id, companyId: _companyId, ...body }) => ({ url: `/project/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id, companyId }) => [
        { type: 'Company', id: companyId },
        { type: 'Project', id },
      ],
    }),
    /** GET /project/{id} → Project & {boards: Board[]}. */
    getProject: build.query<ProjectWithBoards, number>({
      query: (id) => ({ url: `/project/${id}` }),
      providesTags: (result, _e, id) => [
        { type: 'Project', id },
        projectBoardsTag(id),
        ...(result?.boards ?? []).map((b) => ({ type: 'Board' as const, id: b.id })),
      ],
    }),
    /** POST /project/{id}/boards {name} → 201 Board (display type kanban). */
    createProjectBoard: build.mutation<Board, { projectId: number; name: string }>({
      query: ({ projectId, name }) => ({ url: `/project/${projectId}/boards`, method: 'POST', body: { name } }),
      invalidatesTags: (_r, _e, { projectId }) => [projectBoardsTag(projectId)],
    }),
    /** PUT /board/{id} {name?, bgImage?, bgColor?, displayType?} → Board. */
    updateProjectBoard: build.mutation<
      Board,
      { id: number; name?: string; bgImage?: string | null; bgColor?: string | null; displayType?: 'kanban' }
    >({
      query: ({ id, ...body }) => ({ url: `/board/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Board', id }],
    }),
    /**
     * DELETE /board/{id}[?force=1]. Without force a board whose columns hold cards answers 449
     * NEEDS_CONFIRMATION with the server's text (spec/board.md §8 Delete). Only the project's board
     * list is refreshed, so nothing refetches the deleted board itself.
     */
    deleteProjectBoard: build.mutation<unknown, { id: number; projectId: number; force?: boolean }>({
      query: ({ id, force }) => ({ url: `/board/${id}`, method: 'DELETE', params: force ? { force: 1 } : undefined }),
      invalidatesTags: (_r, error, { projectId }) => (error ? [] : [projectBoardsTag(projectId)]),
    }),
  }),
});

export const {
  useGetCompaniesQuery,
  useGetCompanyQuery,
  useCreateCompanyMutation,
  useRenameCompanyMutation,
  useGetMembersQuery,
  useChangeMemberRoleMutation,
  useRemoveMemberMutation,
  useLeaveCompanyMutation,
  useGetInviteLinksQuery,
  useCreateInviteLinkMutation,
  useRevokeInviteLinkMutation,
  useGetJoinPreviewQuery,
  useJoinCompanyMutation,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useGetProjectQuery,
  useCreateProjectBoardMutation,
  useUpdateProjectBoardMutation,
  useDeleteProjectBoardMutation,
} = companyApi;

/** Tag helpers for live events (companyEvents.ts). */
export const companyTags = { membersTag, linksTag, projectBoardsTag };
