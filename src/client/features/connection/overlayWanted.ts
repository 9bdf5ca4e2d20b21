/**
 * When the connection overlay is wanted (spec/shell.md §4 "Connection overlay": it shows while the
 * connection is being established — for the user). The connection must be on its way (a token is
 * stored, the socket is started and not ready, the token not refused) and the user must feel it:
 * - nothing is at hand: no user known yet, so the route guard withholds the main view (§2);
 * - the connection failed or was lost (an error is recorded until the next connect);
 * - an action waits: a mutation is pending while the socket is not ready.
 * A page that has its data while the socket connects shows nothing (reads go over HTTP meanwhile).
 */
import type { SessionState } from '../session/sessionSlice';
import type { ConnectionState } from './connectionSlice';
import { selectMustWait } from './connectionSlice';

interface OverlayInputs {
  connection: ConnectionState;
  session: Pick<SessionState, 'token' | 'user'>;
  api: { mutations: Record<string, { status?: string } | undefined> };
}

/** True while a mutation of the api is on its way. */
const hasPendingMutation = (state: OverlayInputs): boolean =>
  Object.values(state.api.mutations).some((m) => m?.status === 'pending');

/** Whether the overlay should show (before its grace delay); see the file comment. */
export function selectOverlayWanted(state: OverlayInputs): boolean {
  const { connection } = state;
  if (!selectMustWait(state) || connection.status === 'idle') return false;
  return !state.session.user || connection.error !== null || hasPendingMutation(state);
}
