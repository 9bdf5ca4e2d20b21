/**
 * The first screen's queries in the cache before React's first render (issue 13 "usable", no
 * waterfall), on a cold open of a project's board page (/cabinet/project/{id}[/board]) with nothing
 * kept from a last visit: the project, the board it opens (the last selected one, else its first;
 * spec/board.md §9) with its columns (unless filters are stored for it), info and sticker
 * definitions, and the company with its members — the queries whose GETs app/routeRequests.ts
 * already started (`boardQueries`, `companyQueries`), so they take those answers and nothing is
 * asked twice. Rendered
 * with the data at hand, the shell, the project and the board mount in one pass — instead of a
 * spinner, then the project, then the board's skeleton, then the board: four rounds of render,
 * commit and layout.
 * In the main chunk, with no endpoint module imported: the endpoints are looked up by name, injected
 * by the screens' chunks, which index.tsx awaits first. A reopen (kept entries, restored by
 * app/routeData.ts) and guest views start nothing.
 */
import { api } from '../api/api';
import { getGuestToken } from '../api/httpTransport';
import { boardToOpen } from '../features/project/lastSelectedBoards';
import { readKeptEntries } from './keptEntries';
import { boardQueries, companyQueries, projectOfPath, type RouteQuery } from './routeRequests';
import type { AppDispatch, AppStore } from './store';

interface Initiable {
  initiate(arg: unknown, options: { subscribe: boolean }): Parameters<AppDispatch>[0];
}

/** The data of an endpoint's query once settled; undefined on a failure or an endpoint not loaded. */
async function queried<T>(store: AppStore, { endpointName, arg }: Omit<RouteQuery, 'url'>): Promise<T | undefined> {
  const endpoint = (api.endpoints as unknown as Record<string, Initiable | undefined>)[endpointName];
  if (!endpoint) return undefined;
  const result = (await store.dispatch(endpoint.initiate(arg, { subscribe: false }))) as { data?: T };
  return result.data;
}

/**
 * Runs the queries of the screen at `pathname` (see the file comment) and resolves once they
 * settled; a failure is left to the screens, which ask again and show it. The caller bounds the wait.
 */
export async function cacheFirstScreen(store: AppStore, pathname: string): Promise<void> {
  const projectId = projectOfPath(pathname);
  if (projectId === null || !store.getState().session.token || getGuestToken() || readKeptEntries().length) return;
  const project = await queried<{ companyId: number; boards?: { id: number }[] }>(store, {
    endpointName: 'getProject',
    arg: projectId,
  });
  if (!project) return;
  const boardId = boardToOpen(projectId, project.boards?.map((b) => b.id) ?? [], null);
  const queries = [...(boardId === null ? [] : boardQueries(boardId)), ...companyQueries(project.companyId)];
  await Promise.all(queries.map((query) => queried(store, query)));
}
