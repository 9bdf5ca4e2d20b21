/**
 * The lazily loaded chunks each kind of client path renders (DESIGN §7 budgets, issue 13 items 4
 * and 6), outermost first; the first matching row wins. One table for three readers:
 * - the client starts loading them at startup (src/client/app/routeChunks.ts, where each name is
 *   the `webpackChunkName` of one loader);
 * - the server names their files in the page it serves for a navigation, as `<link rel="preload">`,
 *   so the browser fetches them with the entry's scripts instead of after main has run
 *   (src/server/plugins/routePreloads.ts);
 * - the bundle budget counts them as the route's initial JavaScript (scripts/bundleBudget.mjs).
 */
export const ROUTE_CHUNKS = [
  [/^\/register/, ['RegisterPage']],
  [/^\/forgot-password/, ['ForgotPasswordPage']],
  [/^\/board\/shared\//, ['GuestBoardPage']],
  [
    /^\/cabinet\/project\/\d+(\/board)?\/?$/,
    ['socket', 'CabinetLayout', 'ProjectLayout', 'ProjectBoardPage', 'BoardView'],
  ],
  [/^\/cabinet\/project\/\d+\/calendar\/?$/, ['socket', 'CabinetLayout', 'ProjectLayout', 'CalendarPage']],
  [/^\/cabinet\/project\/\d+\/wiki(\/|$)/, ['socket', 'CabinetLayout', 'ProjectLayout', 'ProjectWikiPage']],
  [/^\/cabinet\/project\//, ['socket', 'CabinetLayout', 'ProjectLayout']],
  [/^\/cabinet\/calendar\/?$/, ['socket', 'CabinetLayout', 'CalendarPage']],
  [/^\/cabinet\/company\/create/, ['socket', 'CabinetLayout', 'CompanyCreatePage']],
  [/^\/cabinet\/company\/\d+\/?$/, ['socket', 'CabinetLayout', 'CompanyPage']],
  [/^\/company\/\d+\/join\//, ['socket', 'CabinetLayout', 'JoinCompanyPage']],
  [/^\/card\//, ['socket', 'CabinetLayout', 'CardPage']],
  [/^\/(cabinet\/?)?$/, ['socket', 'CabinetLayout', 'CabinetHome']],
] as const satisfies readonly (readonly [RegExp, readonly string[]])[];

/** A chunk name of the table. */
export type RouteChunkName = (typeof ROUTE_CHUNKS)[number][1][number];

/** The chunk names `pathname` renders, outermost first ([] for a path no row matches). */
export function chunksOfPath(pathname: string): readonly RouteChunkName[] {
  return ROUTE_CHUNKS.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
}
