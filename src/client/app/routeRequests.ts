/**
 * A route's data asked for at once, in parallel, as soon as a token is known (spec/shell.md §2
 * routes, §4 "HTTP is the fallback when the socket is unavailable"): the GETs start over HTTP
 * (api/baseQuery.ts `primeGets`) while the socket connects and the screens' chunks load, and the
 * screens' own queries take their answers. For a project's board page
 * (/cabinet/project/{id}[/board]): the project, and the board it will open — the one last selected
 * in it (spec/board.md §9 `last-selected-boards`), else the one the kept project lists first — with
 * its columns (unless filters are stored for it), info and sticker definitions, and its company
 * with the members.
 * What is not known yet (no kept project) follows the project's answer. The kept copy is read
 * from storage directly: it reaches the cache only once the screens' chunks are loaded. Nothing is asked for what
 * the cache holds already, except on the first page of a visit: the copy kept from the last visit
 * (app/persistence.ts) is then revalidated. No endpoint module is imported: this runs in the main
 * chunk, before the board's chunks arrive.
 */
import { buildUrl, getGuestToken, primeGets } from '../api/httpTransport';
import { STORAGE_KEYS } from '../../shared/constants';
import { boardToOpen, lastSelectedBoard } from '../features/project/lastSelectedBoards';
import type { PersistedEntry } from './lastBoardSnapshot';
import { readKeptEntries } from './keptEntries';
import type { RootState } from './store';

const PROJECT_PATH = /^\/cabinet\/project\/(\d+)(?:\/board)?\/?$/;

interface Entry {
  endpointName?: string;
  originalArgs?: unknown;
  data?: unknown;
}

/** The cached data of an endpoint for a number argument (entries are matched by name and argument). */
function cachedData<T>(state: RootState, endpointName: string, arg: number): T | undefined {
  const entries = Object.values(state.api.queries) as (Entry | undefined)[];
  return entries.find((e) => e?.endpointName === endpointName && e.originalArgs === arg)?.data as T | undefined;
}

/** The cached data, else the copy kept from the last visit (not in the cache before its chunk loads). */
function knownData<T>(state: RootState, kept: PersistedEntry[], endpointName: string, arg: number): T | undefined {
  return (
    cachedData<T>(state, endpointName, arg) ??
    (kept.find((e) => e.endpointName === endpointName && e.arg === arg)?.value as T | undefined)
  );
}

/**
 * True when the board has stored filters (spec/board.md §9 `board-filters`). Their query text is
 * then left to the board's own call: building it needs the filters' schema, which this chunk does
 * not carry (features/board/boardFilters.ts).
 */
function hasStoredFilters(boardId: number): boolean {
  try {
    const all = JSON.parse(localStorage.getItem(STORAGE_KEYS.boardFilters) ?? '{}') as Record<string, unknown>;
    return Boolean(all && typeof all === 'object' && all[String(boardId)]);
  } catch {
    return false;
  }
}

/** The project id of a project's board page path (/cabinet/project/{id}[/board]), else null. */
export function projectOfPath(pathname: string): number | null {
  const match = PROJECT_PATH.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** A query a board page renders with: its GET, and the RTK Query endpoint and argument that take its answer. */
export interface RouteQuery {
  url: string;
  endpointName: string;
  arg: unknown;
}

/** The board's queries: its columns (unless filters are stored for it), info and sticker definitions. */
export const boardQueries = (boardId: number): RouteQuery[] => [
  ...(hasStoredFilters(boardId)
    ? []
    : [{ url: `/editor/columns/${boardId}`, endpointName: 'boardColumns', arg: { boardId, filters: '' } }]),
  { url: `/board/${boardId}`, endpointName: 'boardInfo', arg: boardId },
  { url: `/board/${boardId}/stickers`, endpointName: 'boardStickers', arg: boardId },
];
/** The company's queries: the company and its members. */
export const companyQueries = (companyId: number): RouteQuery[] => [
  { url: `/company/${companyId}`, endpointName: 'getCompany', arg: companyId },
  { url: `/company/${companyId}/members`, endpointName: 'boardMembers', arg: companyId },
];
const urlsOf = (queries: RouteQuery[]) => queries.map((query) => query.url);
const boardUrls = (boardId: number) => urlsOf(boardQueries(boardId));
const companyUrls = (companyId: number) => urlsOf(companyQueries(companyId));

/**
 * Starts the GETs of the screen at `pathname` (see the file comment). `revalidate`: also what the
 * cache holds (the first page of a visit). Nothing without a token or in guest mode.
 */
export function primeRouteRequests(getState: () => RootState, pathname: string, revalidate: boolean): void {
  const state = getState();
  if (!state.session.token || getGuestToken()) return;
  const projectId = projectOfPath(pathname);
  if (projectId === null) return;
  const kept = revalidate ? readKeptEntries() : [];
  const project = knownData<{ companyId: number; boards?: { id: number }[] }>(state, kept, 'getProject', projectId);
  const boardId =
    lastSelectedBoard(projectId) ??
    (project ? boardToOpen(projectId, project.boards?.map((b) => b.id) ?? [], null) : null);
  const info = boardId === null ? undefined : knownData<{ companyId: number }>(state, kept, 'boardInfo', boardId);
  const companyId = info?.companyId ?? project?.companyId;
  const urls = [`/project/${projectId}`];
  if (boardId !== null) urls.push(...boardUrls(boardId));
  if (companyId !== undefined) urls.push(...companyUrls(companyId));
  const cached = (url: string) => !revalidate && isCachedUrl(getState(), url);
  const started = primeGets(
    urls.filter((url) => !cached(url)),
    state,
  );
  const projectReply = started.get(`/project/${projectId}`);
  if (!projectReply || (boardId !== null && companyId !== undefined)) return;
  // Not known before the project answers: the board it opens first, and its company.
  void projectReply.then(
    (reply) => {
      const fresh = (reply.status < 400 ? (reply.data as { data?: unknown })?.data : undefined) as
        { companyId: number; boards?: { id: number }[] } | undefined;
      if (!fresh) return;
      const more: string[] = [];
      const first = boardToOpen(projectId, fresh.boards?.map((b) => b.id) ?? [], null);
      if (boardId === null && first !== null) more.push(...boardUrls(first));
      if (companyId === undefined) more.push(...companyUrls(fresh.companyId));
      primeGets(more, getState());
    },
    () => undefined,
  );
}

/** True when a cached query was fetched from `url` (the endpoints' URLs above, by their arguments). */
function isCachedUrl(state: RootState, url: string): boolean {
  const patterns: [RegExp, string][] = [
    [/^\/project\/(\d+)$/, 'getProject'],
    [/^\/board\/(\d+)$/, 'boardInfo'],
    [/^\/board\/(\d+)\/stickers$/, 'boardStickers'],
    [/^\/company\/(\d+)$/, 'getCompany'],
    [/^\/company\/(\d+)\/members$/, 'boardMembers'],
  ];
  for (const [pattern, endpointName] of patterns) {
    const m = pattern.exec(url);
    if (m) return cachedData(state, endpointName, Number(m[1])) !== undefined;
  }
  const columns = /^\/editor\/columns\/(\d+)/.exec(url);
  if (!columns) return false;
  const entries = Object.values(state.api.queries) as (Entry | undefined)[];
  return entries.some(
    (e) =>
      e?.endpointName === 'boardColumns' &&
      e.data !== undefined &&
      (e.originalArgs as { boardId?: number } | undefined)?.boardId === Number(columns[1]) &&
      buildUrl(`/editor/columns/${columns[1]}`, {
        filters: (e.originalArgs as { filters?: string }).filters || undefined,
      }) === url,
  );
}
