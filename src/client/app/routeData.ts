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
import { quietAfterPaint } from '../features/lazyDialog';
import type { PersistedEntry } from './lastBoardSnapshot';
import type { AppDispatch, RootState } from './store';

interface Initiable {
  initiate(arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }): Parameters<AppDispatch>[0];
  select(arg: unknown): (state: RootState) => { data?: unknown };
}

/**
 * Puts the kept entries into the cache (`upsertQueryEntries`, typed per endpoint: the stored
 * entries name theirs) unless the screens have them already, then fetches each again (a failure
 * keeps the kept data) once the screen painted them and the user then left the page alone for a
 * moment (lazyDialog.tsx `quietAfterPaint`: 1 s without a key, pointer press or wheel turn, at most
 * 8 s). The GETs are on their way already (app/routeRequests.ts). Their answers, put into the store
 * while React rendered the first screen, made it render that screen a second time before the paint;
 * put in right after the paint, their render (~30 ms) delayed a first click on a card's menu. The
 * board's own entries are read again anyway after its first live join (boardEvents.ts).
 */
export function restoreKept(dispatch: AppDispatch, getState: () => RootState, entries: PersistedEntry[]): void {
  const endpoints = api.endpoints as unknown as Record<string, Initiable | undefined>;
  const missing = entries.filter(
    ({ endpointName, arg }) => endpoints[endpointName]?.select(arg)(getState()).data === undefined,
  );
  if (!missing.length) return;
  dispatch(api.util.upsertQueryEntries(missing as never));
  void quietAfterPaint().then(() => {
    for (const { endpointName, arg } of missing)
      dispatch(endpoints[endpointName]!.initiate(arg, { subscribe: false, forceRefetch: true }));
  });
}
