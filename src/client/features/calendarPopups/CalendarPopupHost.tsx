/**
 * Mounts the calendar popup stack in the cabinet layout only once a popup is to be shown, so the
 * stack's code (its own chunk) is not part of the first paint of any screen (DESIGN §7 budgets).
 * While mounted it lends the router's navigate to browser notifications (openCalendar.ts), which
 * otherwise open the calendar with a full page load.
 */
import { Suspense, lazy, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { setCalendarNavigator } from './openCalendar';

const CalendarPopupStack = lazy(() =>
  import(/* webpackChunkName: "CalendarPopups" */ './CalendarPopupStack').then((m) => ({
    default: m.CalendarPopupStack,
  })),
);

/** Renders the stack while at least one popup is shown. */
export function CalendarPopupHost() {
  const anyShown = useAppSelector((state) => state.calendarPopups.items.some((item) => item.show));
  const navigate = useNavigate();
  useEffect(() => {
    setCalendarNavigator((path) => void navigate(path));
    return () => setCalendarNavigator(null);
  }, [navigate]);
  if (!anyShown) return null;
  return (
    <Suspense fallback={null}>
      <CalendarPopupStack />
    </Suspense>
  );
}
