/**
 * The lazily loaded screen chunks (DESIGN §7: the initial JavaScript stays small) and a preload of
 * the ones the current URL needs. Opening /cabinet/project/7/board otherwise loads four nested
 * chunks one after another — the cabinet layout, the project layout, the board page and the board
 * — each only once the previous one rendered; started together at startup they arrive while the
 * socket connects (the main view waits 0.5 s for it anyway, spec/shell.md §4).
 */
export const loadLoginPage = () => import(/* webpackChunkName: "LoginPage" */ '../features/session/LoginPage');
export const loadRegisterPage = () => import(/* webpackChunkName: "RegisterPage" */ '../features/session/RegisterPage');
export const loadForgotPasswordPage = () =>
  import(/* webpackChunkName: "ForgotPasswordPage" */ '../features/session/ForgotPasswordPage');
export const loadCabinetLayout = () =>
  import(/* webpackChunkName: "CabinetLayout" */ '../features/cabinet/CabinetLayout');
export const loadCabinetHome = () => import(/* webpackChunkName: "CabinetHome" */ '../features/cabinet/CabinetHome');
export const loadCompanyCreatePage = () =>
  import(/* webpackChunkName: "CompanyCreatePage" */ '../features/company/CompanyCreatePage');
export const loadCompanyPage = () => import(/* webpackChunkName: "CompanyPage" */ '../features/company/CompanyPage');
export const loadJoinCompanyPage = () =>
  import(/* webpackChunkName: "JoinCompanyPage" */ '../features/company/JoinCompanyPage');
export const loadProjectLayout = () =>
  import(/* webpackChunkName: "ProjectLayout" */ '../features/project/ProjectLayout');
export const loadProjectBoardPage = () =>
  import(/* webpackChunkName: "ProjectBoardPage" */ '../features/project/ProjectBoardPage');
export const loadBoardView = () => import(/* webpackChunkName: "BoardView" */ '../features/board/BoardView');
export const loadCalendarPage = () =>
  import(/* webpackChunkName: "CalendarPage" */ '../features/calendar/CalendarPage');
export const loadDrawListPage = () =>
  import(/* webpackChunkName: "DrawListPage" */ '../features/drawings/DrawListPage');
export const loadCardPage = () => import(/* webpackChunkName: "CardPage" */ '../features/board/CardPage');
/** The project wiki (issue 18); TipTap and Yjs come later, with its page view's own chunk. */
export const loadProjectWikiPage = () =>
  import(/* webpackChunkName: "ProjectWikiPage" */ '../features/wiki/ProjectWikiPage');
export const loadGuestBoardPage = () =>
  import(/* webpackChunkName: "GuestBoardPage" */ '../features/share/GuestBoardPage');
/** socket.io-client (features/connection/socketIo.ts): only signed-in screens open the live connection. */
export const loadSocket = () => import(/* webpackChunkName: "socket" */ 'socket.io-client');

/** The chunks each kind of path renders, outermost first; the first match wins. */
const CHUNKS_OF_PATH: [RegExp, (() => Promise<unknown>)[]][] = [
  [/^\/login/, [loadLoginPage]],
  [/^\/register/, [loadRegisterPage]],
  [/^\/forgot-password/, [loadForgotPasswordPage]],
  [/^\/board\/shared\//, [loadGuestBoardPage]],
  [
    /^\/cabinet\/project\/\d+(\/board)?\/?$/,
    [loadSocket, loadCabinetLayout, loadProjectLayout, loadProjectBoardPage, loadBoardView],
  ],
  [/^\/cabinet\/project\/\d+\/calendar\/?$/, [loadSocket, loadCabinetLayout, loadProjectLayout, loadCalendarPage]],
  [/^\/cabinet\/project\/\d+\/wiki(\/|$)/, [loadSocket, loadCabinetLayout, loadProjectLayout, loadProjectWikiPage]],
  [/^\/cabinet\/project\//, [loadSocket, loadCabinetLayout, loadProjectLayout]],
  [/^\/cabinet\/calendar\/?$/, [loadSocket, loadCabinetLayout, loadCalendarPage]],
  [/^\/cabinet\/company\/create/, [loadSocket, loadCabinetLayout, loadCompanyCreatePage]],
  [/^\/cabinet\/company\/\d+\/?$/, [loadSocket, loadCabinetLayout, loadCompanyPage]],
  [/^\/company\/\d+\/join\//, [loadSocket, loadCabinetLayout, loadJoinCompanyPage]],
  [/^\/card\//, [loadSocket, loadCabinetLayout, loadCardPage]],
  [/^\/(cabinet\/?)?$/, [loadSocket, loadCabinetLayout, loadCabinetHome]],
];

/** Starts loading the chunks `pathname` renders (failures are left to React.lazy to report). */
export function preloadRouteChunks(pathname: string): void {
  const match = CHUNKS_OF_PATH.find(([pattern]) => pattern.test(pathname));
  match?.[1].forEach((load) => void load().catch(() => undefined));
}
