/**
 * Revalidation of the copy kept from the last visit (app/persistence.ts; spec/shell.md §2: the
 * shell and the last board paint at once, then refresh): each restored cache entry is fetched
 * again. Its own chunk, loaded after the rehydration: it names the endpoints the kept entries
 * belong to (importing them injects them), which the main chunk does not carry. The requests take
 * the answers app/routeRequests.ts started for the first page, so nothing is asked twice.
 */
import { api } from '../api/api';
import '../features/board/boardApi';
import '../features/company/companyApi';
import '../features/stickers/boardStickerApi';
import type { PersistedEntry } from './lastBoardSnapshot';
import type { AppDispatch } from './store';

interface Initiable {
  initiate(arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }): Parameters<AppDispatch>[0];
}

/** Fetches each restored entry again (a failure keeps the kept data; the screen shows it). */
export function revalidateRestored(dispatch: AppDispatch, entries: PersistedEntry[]): void {
  const endpoints = api.endpoints as unknown as Record<string, Initiable | undefined>;
  for (const { endpointName, arg } of entries) {
    const endpoint = endpoints[endpointName];
    if (endpoint) dispatch(endpoint.initiate(arg, { subscribe: false, forceRefetch: true }));
  }
}
