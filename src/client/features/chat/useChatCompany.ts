/**
 * Which company the chat shows by default (issue 16 item 2; spec/shell.md §4 Switching company):
 * the company of the current route when known (/cabinet/company/{id}, or the project's company
 * on /cabinet/project/{id}/… from the cached project), else the one already chosen when the user
 * still belongs to it, else the user's first company. While the panel is open the user's own
 * choice stays (navigating does not switch it). Dispatches `companySelected`, whose listener
 * loads the counters (chatListeners.ts) — so the launcher's badge is live with the panel closed.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { companyApi, useGetCompaniesQuery } from '../company/companyApi';
import { companySelected } from './chatWindowSlice';

const idIn = (pathname: string, pattern: RegExp): number | null => {
  const match = pattern.exec(pathname);
  return match ? Number(match[1]) : null;
};

/** The company id the current route belongs to, when it is known. */
export function useRouteCompanyId(): number | null {
  const { pathname } = useLocation();
  const companyId = idIn(pathname, /^\/cabinet\/company\/(\d+)/);
  const projectId = idIn(pathname, /^\/cabinet\/project\/(\d+)/);
  const { data: project } = companyApi.endpoints.getProject.useQueryState(projectId ?? 0, { skip: projectId === null });
  return companyId ?? project?.companyId ?? null;
}

/** Keeps `chatWindow.companyId` on a company of the user (see the file header). */
export function useChatCompany(): void {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => Boolean(state.session.user));
  const current = useAppSelector((state) => state.chatWindow.companyId);
  const open = useAppSelector((state) => state.chatWindow.open);
  const routeCompany = useRouteCompanyId();
  const { data: companies } = useGetCompaniesQuery(undefined, { skip: !signedIn });
  useEffect(() => {
    if (!companies) return;
    const ids = companies.map((company) => company.id);
    const currentValid = current !== null && ids.includes(current);
    if (open && currentValid) return;
    const wanted =
      routeCompany !== null && ids.includes(routeCompany) ? routeCompany : currentValid ? current : (ids[0] ?? null);
    if (wanted !== current) dispatch(companySelected(wanted));
  }, [companies, current, open, routeCompany, dispatch]);
}
