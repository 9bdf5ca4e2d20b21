/**
 * Mounts the call window (lazy chunk "CallWindow") in the cabinet layout only while this tab is in
 * a call (`state.call.active`), so it stays open while the user moves around the app and costs
 * the entry bundle a few lines.
 */
import { Suspense, lazy } from 'react';
import { useAppSelector } from '../../app/hooks';

const CallWindow = lazy(() =>
  import(/* webpackChunkName: "CallWindow" */ './window/CallWindow').then((m) => ({ default: m.CallWindow })),
);

/** Renders the call window while a call is active. */
export function CallHost() {
  const inCall = useAppSelector((state) => state.call.active !== null);
  if (!inCall) return null;
  return (
    <Suspense fallback={null}>
      <CallWindow />
    </Suspense>
  );
}
