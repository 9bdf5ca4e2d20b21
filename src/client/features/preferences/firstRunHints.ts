/**
 * First-run hints: small tips shown to a user until they dismiss them, remembered per user in this
 * browser under the localStorage key `hints-dismissed` as JSON `{ [userId]: hintName[] }` (like the
 * other client-side preferences of preferencesSlice.ts; nothing is sent to the server). Storage
 * failures (private mode, bad JSON) read as "nothing dismissed" and a dismissal then lasts for the
 * page only.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../session/sessionSlice';

/** localStorage key of the dismissed hints. */
export const HINTS_DISMISSED_KEY = 'hints-dismissed';

/** The hints of the product: `stickerSettings` leads from a card's "+" to the board's Stickers settings. */
export type FirstRunHint = 'stickerSettings';

type Dismissed = Record<string, string[]>;

/** Dismissals of this page when the storage cannot keep them. */
const dismissedHere = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function readAll(): Dismissed {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(HINTS_DISMISSED_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Dismissed) : {};
  } catch {
    return {};
  }
}

/** Whether user `userId` dismissed `hint` (in this browser). */
export function isHintDismissed(hint: FirstRunHint, userId: number): boolean {
  if (dismissedHere.has(`${userId}:${hint}`)) return true;
  const list = readAll()[String(userId)];
  return Array.isArray(list) && list.includes(hint);
}

/** Remembers that user `userId` dismissed `hint`, and re-renders the components that show it. */
export function dismissHint(hint: FirstRunHint, userId: number): void {
  try {
    const all = readAll();
    const list = Array.isArray(all[String(userId)]) ? all[String(userId)] : [];
    if (!list.includes(hint))
      localStorage.setItem(HINTS_DISMISSED_KEY, JSON.stringify({ ...all, [userId]: [...list, hint] }));
  } catch {
    dismissedHere.add(`${userId}:${hint}`); // storage unavailable: dismissed for this page only
  }
  version += 1;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const getVersion = () => version;

/**
 * `hint` for the signed-in user: `shown` until they dismiss it (never without a user, e.g. a
 * guest), `dismiss` remembers the dismissal.
 */
export function useFirstRunHint(hint: FirstRunHint): { shown: boolean; dismiss: () => void } {
  const userId = useAppSelector(selectUser)?.id;
  useSyncExternalStore(subscribe, getVersion, getVersion);
  const dismiss = useCallback(() => {
    if (userId !== undefined) dismissHint(hint, userId);
  }, [hint, userId]);
  return { shown: userId !== undefined && !isHintDismissed(hint, userId), dismiss };
}
