/**
 * What redux-persist keeps under `persist:teamspace` (app/persistence.ts), read without Redux or
 * redux-persist: the entry's first module decides from the kept copy which GETs to start before
 * the store exists (app/routeRequests.ts, app/bootRequests.ts).
 */
import type { User } from '../../shared/auth/auth.schemas';
import type { PersistedEntry } from './lastBoardSnapshot';
import { PERSIST_STORAGE_KEY } from './persistKey';

/** The stored shape. */
export interface PersistedState {
  session?: { user: User | null };
  api?: { entries: PersistedEntry[] };
}

/**
 * The kept cache entries, read synchronously from storage (app/routeRequests.ts decides from them
 * what to ask for before the rehydration and the screens' chunks are done); [] when none.
 */
export function readKeptEntries(): PersistedEntry[] {
  try {
    const raw = JSON.parse(localStorage.getItem(PERSIST_STORAGE_KEY) ?? '{}') as { api?: string };
    const kept = raw.api ? (JSON.parse(raw.api) as PersistedState['api']) : undefined;
    return Array.isArray(kept?.entries) ? kept.entries : [];
  } catch {
    return [];
  }
}
