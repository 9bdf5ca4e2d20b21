/**
 * Admin panel calls (issue 19 item 3; paths and answers in src/shared/admin/admin.schemas.ts),
 * injected into the one api from the admin page's chunk. Tag `Admin` (ids `users`, `companies`,
 * `audit`) is added here, not in the entry's api, and every write refetches the lists it changes.
 */
import type { AdminListQuery, AuditListQuery } from '../../../shared/admin/admin.schemas';
import {
  ADMIN_PATHS,
  type AdminCompany,
  type AdminCompanyPage,
  type AdminUser,
  type AdminUserPage,
  type AuditPage,
  type InstanceInfo,
} from '../../../shared/admin/admin.types';
import { api } from '../../api/api';

const tag = (id: 'users' | 'companies' | 'audit' | 'instance') => ({ type: 'Admin' as const, id });
/** Every admin write is audited: the audit list is refetched too. */
const afterUserWrite = [tag('users'), tag('audit'), tag('companies')];

/** The query string of `params`, without empty values. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params).filter(([, value]) => value !== undefined && value !== '');
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}`;
}

export const adminApi = api.enhanceEndpoints({ addTagTypes: ['Admin'] }).injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<AdminUserPage, Partial<AdminListQuery>>({
      query: (params) => ({ url: `${ADMIN_PATHS.users}${queryString(params)}` }),
      providesTags: [tag('users')],
    }),
    setUserBlocked: build.mutation<AdminUser, { id: number; blocked: boolean }>({
      query: ({ id, blocked }) => ({ url: ADMIN_PATHS.userBlocked(id), method: 'PUT', body: { blocked } }),
      invalidatesTags: afterUserWrite,
    }),
    setSystemAdmin: build.mutation<AdminUser, { id: number; isSystemAdmin: boolean }>({
      query: ({ id, isSystemAdmin }) => ({
        url: ADMIN_PATHS.userSystemAdmin(id),
        method: 'PUT',
        body: { isSystemAdmin },
      }),
      invalidatesTags: afterUserWrite,
    }),
    sendRestoreCode: build.mutation<null, number>({
      query: (id) => ({ url: ADMIN_PATHS.userRestoreCode(id), method: 'POST' }),
      invalidatesTags: [tag('audit')],
    }),
    deleteUser: build.mutation<null, number>({
      query: (id) => ({ url: ADMIN_PATHS.user(id), method: 'DELETE' }),
      invalidatesTags: afterUserWrite,
    }),
    adminCompanies: build.query<AdminCompanyPage, Partial<AdminListQuery>>({
      query: (params) => ({ url: `${ADMIN_PATHS.companies}${queryString(params)}` }),
      providesTags: [tag('companies')],
    }),
    setCompanyArchived: build.mutation<AdminCompany, { id: number; archived: boolean }>({
      query: ({ id, archived }) => ({ url: ADMIN_PATHS.companyArchived(id), method: 'PUT', body: { archived } }),
      invalidatesTags: [tag('companies'), tag('audit')],
    }),
    instanceInfo: build.query<InstanceInfo, void>({
      query: () => ({ url: ADMIN_PATHS.instance }),
      providesTags: [tag('instance')],
    }),
    sendTestMail: build.mutation<{ to: string }, void>({
      query: () => ({ url: ADMIN_PATHS.testMail, method: 'POST' }),
      invalidatesTags: [tag('audit')],
    }),
    auditLog: build.query<AuditPage, Partial<AuditListQuery>>({
      query: (params) => ({ url: `${ADMIN_PATHS.audit}${queryString(params)}` }),
      providesTags: [tag('audit')],
    }),
  }),
});

export const {
  useAdminUsersQuery,
  useSetUserBlockedMutation,
  useSetSystemAdminMutation,
  useSendRestoreCodeMutation,
  useDeleteUserMutation,
  useAdminCompaniesQuery,
  useSetCompanyArchivedMutation,
  useInstanceInfoQuery,
  useSendTestMailMutation,
  useAuditLogQuery,
} = adminApi;
