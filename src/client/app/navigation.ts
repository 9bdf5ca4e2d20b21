/**
 * Navigation from outside React (spec/shell.md §2: "An HTTP 403 answer redirects to /403 with a
 * redirect query holding the current path"). The router registers its `navigate` (App calls
 * `registerNavigate(useNavigate())`); without one, history.pushState + popstate is the fallback.
 */
import { isRejectedWithValue } from '@reduxjs/toolkit';
import { getGuestToken } from '../api/httpTransport';
import type { ApiError } from '../api/httpTransport';
import type { AppStartListening } from './store';

export type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

let navigateFn: NavigateFn | null = null;
let pathFn: (() => string) | null = null;

/**
 * Registers the router's navigate function (and, for routers that do not drive window.location such
 * as MemoryRouter, a function giving the current path). Returns the unregister function.
 */
export function registerNavigate(fn: NavigateFn, currentPathFn?: () => string): () => void {
  navigateFn = fn;
  pathFn = currentPathFn ?? null;
  return () => {
    if (navigateFn === fn) {
      navigateFn = null;
      pathFn = null;
    }
  };
}

/** The current path with query and hash. */
export function currentPath(): string {
  if (pathFn) return pathFn();
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Navigates with the registered router, else through the History API. */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigateFn) {
    navigateFn(to, options);
    return;
  }
  if (options?.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** `/403?redirect=<path>` for the current path. */
export const forbiddenPath = (path: string): string => `/403?${new URLSearchParams({ redirect: path })}`;

/**
 * Any api call answered with HTTP 403 navigates to /403?redirect=<current path> — except in guest
 * mode (a guest token is set): the guest page handles its own failures (issue 6 item 5).
 */
export function registerForbiddenRedirect(startListening: AppStartListening): void {
  startListening({
    predicate: (action) =>
      isRejectedWithValue(action) &&
      action.type.startsWith('api/') &&
      (action.payload as ApiError | undefined)?.status === 403,
    effect: () => {
      if (getGuestToken()) return;
      const path = currentPath();
      if (path.startsWith('/403')) return;
      navigateTo(forbiddenPath(path));
    },
  });
}
