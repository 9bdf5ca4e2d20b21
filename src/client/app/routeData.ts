/**
 * The copy kept from the last visit back in the cache, then revalidated (app/persistence.ts;
 * spec/shell.md §2: the shell and the last board paint at once, then refresh). Its own chunk,
 * loaded after the rehydration: it names the endpoints the kept entries belong to (importing them
 * injects them), which the main chunk does not carry. The refetches take the answers
 * app/routeRequests.ts started for the first page, so nothing is asked twice.
 */
import { api } from '../api/api';
import '../features/board/boardApi';
import '../features/company/companyApi';
import '../features/stickers/boardStickerApi';
import { afterScreenPainted } from '../features/lazyDialog';
import type { PersistedEntry } from './lastBoardSnapshot';
import type { AppDispatch, RootState } from './store';

interface Initiable {
  initiate(arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }): Parameters<AppDispatch>[0];
  select(arg: unknown): (state: RootState) => { data?: unknown };
}

/**
 * Puts the kept entries into the cache (`upsertQueryEntries`, typed per endpoint: the stored
 * entries name theirs) unless the screens have them already, then fetches each again (a failure
 * keeps the kept data) once the screen painted them (lazyDialog.tsx `afterScreenPainted`): the
 * GETs are on their way already (app/routeRequests.ts), and their answers, put into the store
 * while React renders the first screen, made it render that screen a second time before the paint.
 */
export function restoreKept(dispatch: AppDispatch, getState: () => RootState, entries: PersistedEntry[]): void {
  const endpoints = api.endpoints as unknown as Record<string, Initiable | undefined>;
  const missing = entries.filter(
    ({ endpointName, arg }) => endpoints[endpointName]?.select(arg)(getState()).data === undefined,
  );
  if (!missing.length) return;
  dispatch(api.util.upsertQueryEntries(missing as never));
  void afterScreenPainted().then(() => {
    for (const { endpointName, arg } of missing)
      dispatch(endpoints[endpointName]!.initiate(arg, { subscribe: false, forceRefetch: true }));
  });
}
