/**
 * Client routes (spec/shell.md §2 "Screens and routes"). Public: /login, /register,
 * /forgot-password, /board/shared/:token and /403; /login loads the light sign-in page, a document
 * of its own (features/session/SignInRedirect.tsx). Everything else sits inside CORE's <RouteGuard>
 * (auth=required|timeout|error redirects, 35 s wait, connection start) and the cabinet layout;
 * /admin additionally inside <AdminGuard> (features/admin/adminRoute.tsx). `/`, `/404` and any unknown path go to /cabinet.
 * Screens are lazily loaded chunks so the initial JavaScript stays small (DESIGN §7), rendered
 * directly once loaded (app/screenChunk.tsx; the first URL's are loaded before the first render). The root route
 * renders the always-present connection overlay (spec §2, §4) and registers react-router's
 * navigate for non-React code (a 403 from any API call → /403?redirect=…).
 * The routes are declarative (<BrowserRouter> + useRoutes): the app uses no loader, action or
 * blocker, and the data router (createBrowserRouter) would add ~15 KB gzip to every page (DESIGN §7).
 */
import { Suspense, lazy, useEffect, useRef, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Outlet, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { useStore } from 'react-redux';
import { ConnectionOverlay } from '../features/connection/ConnectionOverlay';
import { StickerNotifications } from '../features/stickers/stickerNotifications';
import { PageSpinner } from '../features/cabinet/PageSpinner';
// In the main chunk: a directly loaded /403 shows at once, without a chunk round trip.
import { ForbiddenPage } from '../features/cabinet/ForbiddenPage';
import { registerNavigate } from './navigation';
import { RouteGuard, isPublicPath } from './routeGuard';
import { SignInRedirect } from '../features/session/SignInRedirect';
import { sessionInitRequested } from '../features/session/sessionSlice';
import * as chunks from './routeChunks';
import { screenOf } from './screenChunk';
import { primeRouteRequests } from './routeRequests';
import type { AppStore } from './store';

const RegisterPage = screenOf(chunks.loadRegisterPage, 'RegisterPage');
const ForgotPasswordPage = screenOf(chunks.loadForgotPasswordPage, 'ForgotPasswordPage');
const CabinetLayout = screenOf(chunks.loadCabinetLayout, 'CabinetLayout');
const CabinetHome = screenOf(chunks.loadCabinetHome, 'CabinetHome');
const CompanyCreatePage = screenOf(chunks.loadCompanyCreatePage, 'CompanyCreatePage');
const CompanyPage = screenOf(chunks.loadCompanyPage, 'CompanyPage');
const JoinCompanyPage = screenOf(chunks.loadJoinCompanyPage, 'JoinCompanyPage');
const ProjectLayout = screenOf(chunks.loadProjectLayout, 'ProjectLayout');
const ProjectBoardPage = screenOf(chunks.loadProjectBoardPage, 'ProjectBoardPage');
const CardPage = screenOf(chunks.loadCardPage, 'CardPage');
const CalendarPage = screenOf(chunks.loadCalendarPage, 'CalendarPage');
const ProjectWikiPage = screenOf(chunks.loadProjectWikiPage, 'ProjectWikiPage');
const GuestBoardPage = screenOf(chunks.loadGuestBoardPage, 'GuestBoardPage');
const DrawListPage = screenOf(chunks.loadDrawListPage, 'DrawListPage');
const ReportsPage = screenOf(chunks.loadReportsPage, 'ReportsPage');
const QueriesPage = screenOf(chunks.loadQueriesPage, 'QueriesPage');
/** The admin panel (issue 19 item 3): its guard and page load with the route (features/admin/adminRoute.tsx). */
const AdminRoute = lazy(() => import('../features/admin/adminRoute'));

/** A lazily loaded full page with its own spinner. */
const page = (element: ReactNode) => <Suspense fallback={<PageSpinner fullPage />}>{element}</Suspense>;

/** Each later navigation asks for what its screen lacks (the first URL was primed by startRouting). */
function usePrimeOnNavigation() {
  const store = useStore() as AppStore;
  const { pathname } = useLocation();
  const last = useRef(pathname);
  useEffect(() => {
    if (pathname === last.current) return;
    last.current = pathname;
    primeRouteRequests(store.getState, pathname, /* revalidate */ false);
  }, [store, pathname]);
}

/** Root of every route: the page, the connection overlay, sticker notifications, and navigate registration. */
export function AppShell() {
  const navigate = useNavigate();
  useEffect(() => registerNavigate(navigate), [navigate]);
  usePrimeOnNavigation();
  return (
    <>
      <Outlet />
      <ConnectionOverlay />
      <StickerNotifications />
    </>
  );
}

/** The route table of spec/shell.md §2 (exported for tests with createMemoryRouter). */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      // The light sign-in page is a document of its own (features/signIn): a full load of /login.
      { path: '/login', element: <SignInRedirect /> },
      { path: '/register', element: page(<RegisterPage />) },
      { path: '/forgot-password', element: page(<ForgotPasswordPage />) },
      { path: '/board/shared/:token', element: page(<GuestBoardPage />) },
      { path: '/403', element: <ForbiddenPage /> },
      { path: '/404', element: <Navigate to="/cabinet" replace /> },
      {
        element: <RouteGuard>{page(<CabinetLayout />)}</RouteGuard>,
        children: [
          { path: '/', element: <Navigate to="/cabinet" replace /> },
          {
            path: '/cabinet',
            children: [
              { index: true, element: <CabinetHome /> },
              { path: 'company/create', element: <CompanyCreatePage /> },
              {
                path: 'project/:projectId',
                element: <ProjectLayout />,
                children: [
                  // "Redirects to the project's board" (spec §2).
                  { index: true, element: <Navigate to="board" replace /> },
                  { path: 'board', element: <ProjectBoardPage /> },
                  { path: 'calendar', element: <CalendarPage /> },
                  { path: 'wiki/:elementId?', element: <ProjectWikiPage /> },
                  { path: 'draw-list/:elementId?', element: <DrawListPage /> },
                ],
              },
              { path: 'company/:companyId', element: <CompanyPage /> },
              { path: 'company/:companyId/reports', element: <ReportsPage /> },
              { path: 'company/:companyId/queries', element: <QueriesPage /> },
              { path: 'calendar', element: <CalendarPage /> },
            ],
          },
          { path: '/company/:id/join/:token', element: <JoinCompanyPage /> },
          { path: '/card/:cardId', element: <CardPage /> },
          { path: '/admin', element: <AdminRoute /> },
        ],
      },
      { path: '*', element: <Navigate to="/cabinet" replace /> },
    ],
  },
];

/**
 * Starts what the first URL needs before React renders: its screens' chunks, its data
 * (routeRequests.ts) and, on a guarded path with a stored token, the session's initialisation
 * (the live connection and GET /auth/user, spec/shell.md §2) — which RouteGuard would otherwise
 * start only after the first render, leaving the screen to wait for the 0.5 s ready delay when no
 * user is kept (issue 13 item 4). RouteGuard's own start is then a no-op. Later navigations are
 * primed by AppShell. Once per store; resolves when the first URL's chunks have loaded or failed.
 */
export function startRouting(store: AppStore): Promise<void> {
  const started = routingStarts.get(store);
  if (started) return started;
  const first = window.location.pathname;
  const chunksLoaded = chunks.preloadRouteChunks(first);
  routingStarts.set(store, chunksLoaded);
  primeRouteRequests(store.getState, first, /* revalidate */ true);
  if (!isPublicPath(first) && store.getState().session.token) store.dispatch(sessionInitRequested());
  return chunksLoaded;
}

/** startRouting's result per store: the entry calls it before the first render, App again. */
const routingStarts = new WeakMap<AppStore, Promise<void>>();

function AppRoutes() {
  return useRoutes(appRoutes);
}

/** The app's browser router over the route table. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
