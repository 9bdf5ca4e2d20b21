/**
 * Route /login inside the app (spec/shell.md §2): every in-app way to sign-in — sign-out, the route
 * guard's redirects, a revoked session, the links of the registration and restore pages — ends
 * here, and this loads /login as a page of its own, with its query (`auth`, `returnUrl`, …). The
 * server answers that load with the light sign-in page (signin.html, features/signIn), so the form
 * exists once, outside the app's bundle (DESIGN §7 budgets, README "Where we depart from DESIGN.md").
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { loadPage } from '../../app/pageLoad';
import { PageSpinner } from '../cabinet/PageSpinner';

/**
 * The path this document was loaded at. When it is /login itself, the server answered /login with
 * the app instead of the sign-in page (an outdated server or proxy): loading it again would loop.
 */
const documentPath = typeof window === 'undefined' ? '' : window.location.pathname;

/** Replaces the app with the sign-in page at the current address; a spinner shows meanwhile. */
export function SignInRedirect() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (documentPath.replace(/\/+$/, '') === '/login') {
      console.error('[teamspace] /login was answered with the app, not the sign-in page (signin.html)');
      return;
    }
    loadPage(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return <PageSpinner fullPage />;
}
