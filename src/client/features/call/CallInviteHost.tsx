/**
 * Mounts the incoming-call prompt (issue 17 item 3) only while an invitation rings, so its code (the
 * "CallInvite" chunk) is not part of any screen's first paint (DESIGN §7 budgets).
 */
import { Suspense, lazy } from 'react';
import { useAppSelector } from '../../app/hooks';

const CallInvitePrompt = lazy(() =>
  import(/* webpackChunkName: "CallInvite" */ './CallInvitePrompt').then((m) => ({ default: m.CallInvitePrompt })),
);

/** Renders the prompt while at least one invitation is listed. */
export function CallInviteHost() {
  const any = useAppSelector((state) => state.callInvitations.items.length > 0);
  return any ? (
    <Suspense fallback={null}>
      <CallInvitePrompt />
    </Suspense>
  ) : null;
}
