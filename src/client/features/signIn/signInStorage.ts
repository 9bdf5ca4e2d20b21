/**
 * What the light sign-in page reads and writes in localStorage, under the app's keys (spec/shell.md
 * §9; the app's side is features/session/sessionSlice.ts and sessionListeners.ts):
 * - `remembered_email`: the e-mail prefilled; kept after a sign-in with "Remember e-mail" on,
 *   removed when it is off (at once when it is unticked, as the app's listener does);
 * - `auth_token_default`: the token of a successful sign-in, which the app then starts with;
 * - `persist:teamspace` (app/persistence.ts): the user and last board kept from the previous visit
 *   are dropped when another account signs in (the app invalidates every cached answer then).
 */
import { STORAGE_KEYS } from '../../../shared/constants';
import { PERSIST_STORAGE_KEY } from '../../app/persistKey';
import type { SignedInUser } from './signInRequest';

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

const write = (key: string, value: string | null) => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (private mode quota): the next page asks to sign in again.
  }
};

/** The remembered e-mail, '' when none. */
export const rememberedEmail = (): string => read(STORAGE_KEYS.rememberedEmail) ?? '';

/** "Remember e-mail" unticked: the saved e-mail is forgotten at once. */
export const forgetEmail = (): void => write(STORAGE_KEYS.rememberedEmail, null);

/** The id of the user kept by redux-persist, or undefined (none, or not readable). */
function keptUserId(): number | undefined {
  try {
    const stored = JSON.parse(read(PERSIST_STORAGE_KEY) ?? '{}') as { session?: string };
    const session = stored.session ? (JSON.parse(stored.session) as { user?: { id?: number } | null }) : null;
    return session?.user?.id ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a successful sign-in where the app looks for it (see the file comment). */
export function keepSignIn(token: string, user: SignedInUser, rememberEmail: boolean): void {
  write(STORAGE_KEYS.token, token);
  write(STORAGE_KEYS.rememberedEmail, rememberEmail ? user.email : null);
  const kept = keptUserId();
  if (read(PERSIST_STORAGE_KEY) !== null && kept !== user.id) write(PERSIST_STORAGE_KEY, null);
}
