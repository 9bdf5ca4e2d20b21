/**
 * The lazily loaded screen chunks (DESIGN §7: the initial JavaScript stays small) and a preload of
 * the ones the current URL needs. Opening /cabinet/project/7/board otherwise loads four nested
 * chunks one after another — the cabinet layout, the project layout, the board page and the board
 * — each only once the previous one rendered; started together at startup they arrive while the
 * socket connects (the main view waits 0.5 s for it anyway, spec/shell.md §4).
 */
import { chunksOfPath, type RouteChunkName } from '../../shared/routeChunks';
import { chunkLoader } from './screenChunk';

export const loadRegisterPage = chunkLoader(
  () => import(/* webpackChunkName: "RegisterPage" */ '../features/session/RegisterPage'),
);
export const loadForgotPasswordPage = chunkLoader(
  () => import(/* webpackChunkName: "ForgotPasswordPage" */ '../features/session/ForgotPasswordPage'),
);
export const loadCabinetLayout = chunkLoader(
  () => import(/* webpackChunkName: "CabinetLayout" */ '../features/cabinet/CabinetLayout'),
);
export const loadCabinetHome = chunkLoader(
  () => import(/* webpackChunkName: "CabinetHome" */ '../features/cabinet/CabinetHome'),
);
export const loadCompanyCreatePage = chunkLoader(
  () => import(/* webpackChunkName: "CompanyCreatePage" */ '../features/company/CompanyCreatePage'),
);
export const loadCompanyPage = chunkLoader(
  () => import(/* webpackChunkName: "CompanyPage" */ '../features/company/CompanyPage'),
);
export const loadJoinCompanyPage = chunkLoader(
  () => import(/* webpackChunkName: "JoinCompanyPage" */ '../features/company/JoinCompanyPage'),
);
export const loadProjectLayout = chunkLoader(
  () => import(/* webpackChunkName: "ProjectLayout" */ '../features/project/ProjectLayout'),
);
export const loadProjectBoardPage = chunkLoader(
  () => import(/* webpackChunkName: "ProjectBoardPage" */ '../features/project/ProjectBoardPage'),
);
export const loadBoardView = chunkLoader(
  () => import(/* webpackChunkName: "BoardView" */ '../features/board/BoardView'),
);
export const loadCalendarPage = chunkLoader(
  () => import(/* webpackChunkName: "CalendarPage" */ '../features/calendar/CalendarPage'),
);
export const loadDrawListPage = chunkLoader(
  () => import(/* webpackChunkName: "DrawListPage" */ '../features/drawings/DrawListPage'),
);
export const loadCardPage = chunkLoader(() => import(/* webpackChunkName: "CardPage" */ '../features/board/CardPage'));
/** The project wiki (issue 18); TipTap and Yjs come later, with its page view's own chunk. */
export const loadProjectWikiPage = chunkLoader(
  () => import(/* webpackChunkName: "ProjectWikiPage" */ '../features/wiki/ProjectWikiPage'),
);
export const loadGuestBoardPage = chunkLoader(
  () => import(/* webpackChunkName: "GuestBoardPage" */ '../features/share/GuestBoardPage'),
);
/** Saved queries (issue 19 item 1): the builder and the data grid. */
export const loadQueriesPage = chunkLoader(() => import('../features/queries/QueriesPage'));
/** Company reports (issue 19 item 2): @mui/x-charts travels only in this chunk. */
export const loadReportsPage = chunkLoader(() => import('../features/reports/ReportsPage'));
/** socket.io-client (features/connection/socketIo.ts): only signed-in screens open the live connection. */
export const loadSocket = chunkLoader(() => import(/* webpackChunkName: "socket" */ 'socket.io-client'));

/** The loader of each chunk name of the route table (its `webpackChunkName`). */
const LOADER_OF: Record<RouteChunkName, () => Promise<unknown>> = {
  RegisterPage: loadRegisterPage,
  ForgotPasswordPage: loadForgotPasswordPage,
  GuestBoardPage: loadGuestBoardPage,
  socket: loadSocket,
  CabinetLayout: loadCabinetLayout,
  CabinetHome: loadCabinetHome,
  CompanyCreatePage: loadCompanyCreatePage,
  CompanyPage: loadCompanyPage,
  JoinCompanyPage: loadJoinCompanyPage,
  ProjectLayout: loadProjectLayout,
  ProjectBoardPage: loadProjectBoardPage,
  BoardView: loadBoardView,
  CalendarPage: loadCalendarPage,
  ProjectWikiPage: loadProjectWikiPage,
  CardPage: loadCardPage,
};

/**
 * Starts loading the chunks `pathname` renders; the promise settles once every one has loaded or
 * failed (failures are left to React.lazy to report, it never rejects).
 */
export function preloadRouteChunks(pathname: string): Promise<void> {
  return Promise.all(chunksOfPath(pathname).map((name) => LOADER_OF[name]().catch(() => undefined))).then(
    () => undefined,
  );
}
