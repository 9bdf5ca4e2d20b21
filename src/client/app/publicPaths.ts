/**
 * The paths the route guard always lets through (spec/shell.md §2): sign-in, registration,
 * password restore and guest boards. A module of its own, without React, so the entry's first
 * module (app/bootRequests.ts) can read it before the heavy modules evaluate.
 */
const PUBLIC_PATHS = ['/login', '/register', '/forgot-password'];

/** True for paths the guard always lets through (spec/shell.md §2). */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.includes(path) || pathname.startsWith('/board/shared/');
}
