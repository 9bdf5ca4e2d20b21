/**
 * When the connection overlay is wanted (spec/shell.md §4 "Connection overlay": it shows while the
 * connection is being established — for the user). The connection must be on its way (a token is
 * stored, the socket is started and not ready, the token not refused) and the user must feel it:
 * - the connection failed or was lost (an error is recorded until the next connect) — then the
 *   server is out of reach for HTTP too, and whatever the page waits for waits on it;
 * - an action waits: a mutation is pending while the socket is not ready.
 * While the server answers, nothing shows: reads (GET /auth/user, the route's data) go over HTTP
 * until the socket is ready, so a first start with the server up never flashes it.
 */
import type { SessionState } from '../session/sessionSlice';
import type { ConnectionState } from './connectionSlice';
import { selectMustWait } from './connectionSlice';

interface OverlayInputs {
  connection: ConnectionState;
  session: Pick<SessionState, 'token'>;
  api: { mutations: Record<string, { status?: string } | undefined> };
}

/** True while a mutation of the api is on its way. */
const hasPendingMutation = (state: OverlayInputs): boolean =>
  Object.values(state.api.mutations).some((m) => m?.status === 'pending');

/** Whether the overlay should show (before its grace delay); see the file comment. */
export function selectOverlayWanted(state: OverlayInputs): boolean {
  const { connection } = state;
  if (!selectMustWait(state) || connection.status === 'idle') return false;
  return connection.error !== null || hasPendingMutation(state);
}
