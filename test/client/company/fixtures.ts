/**
 * Wire data of issue 3 (companies, members, links, projects, boards) as the server sends it, and
 * the success envelope of DESIGN §3, for the company/project screen tests.
 */
import type { Board, Company, CompanyMember, InviteLink, Project } from '../../../src/shared/company/company.schemas';

/** The success envelope `{success, status, data}`. */
export const okBody = (data: unknown) => ({ success: true, status: 'success', data });

export const aProject = (over: Partial<Project> = {}): Project => ({
  id: 11,
  companyId: 5,
  name: 'Website',
  archivedAt: null,
  createdAt: '2026-01-10T10:00:00.000Z',
  ...over,
});

export const aCompany = (over: Partial<Company> = {}): Company => ({
  id: 5,
  name: 'Acme',
  role: 'owner',
  projects: [aProject()],
  ...over,
});

export const aMember = (userId: number, role: CompanyMember['role'], name: string): CompanyMember => ({
  userId,
  role,
  user: { id: userId, name, email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`, avatar: null },
  joinedAt: '2026-01-10T10:00:00.000Z',
});

export const aLink = (over: Partial<InviteLink> = {}): InviteLink => ({
  id: 3,
  token: 'tok-abc',
  expiresAt: null,
  maxUses: null,
  uses: 0,
  createdAt: '2026-01-10T10:00:00.000Z',
  ...over,
});

export const aBoard = (id: number, name: string, over: Partial<Board> = {}): Board => ({
  id,
  projectId: 11,
  name,
  bgImage: null,
  bgColor: null,
  displayType: 'kanban',
  ...over,
});
