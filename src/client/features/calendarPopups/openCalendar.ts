/**
 * Opening the calendar from a calendar notification (spec/shell.md §2 "Calendar notifications lead
 * to /cabinet/calendar; a full page load is the fallback"): client navigation when a router's
 * `navigate` is at hand, else `window.location.assign`.
 */
export const CALENDAR_PATH = '/cabinet/calendar';

let appNavigate: ((path: string) => void) | null = null;
/** The mounted popup stack registers the router's navigate (null when it unmounts). */
export function setCalendarNavigator(navigate: ((path: string) => void) | null): void {
  appNavigate = navigate;
}

export function openCalendar(navigate: ((path: string) => void) | null = appNavigate): void {
  if (navigate) navigate(CALENDAR_PATH);
  else window.location.assign(CALENDAR_PATH);
}
