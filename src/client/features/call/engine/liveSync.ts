/**
 * Live call events applied to this tab's call (issue 17 items 1, 2): `call:updated` for its room
 * brings the mesh in line with the participants (or hangs up when the call ended, or when this tab
 * is no longer among them: removed after the heartbeat timeout; or, in a dialog, when the other
 * person hung up: dialogEnd.ts); `call:signal` goes to the link of
 * its sender (kept until the mesh exists when it arrives before the join answer).
 */
import type { CallSignal, ChatCallUpdate } from '../../../../shared/chat/call.types';
import { hangUpLocally } from './callSession';
import { leaveDialogCallAlone } from './dialogEnd';
import { getSession } from './session';

/** `call:updated` (see the file header). */
export function syncSession(update: ChatCallUpdate): void {
  const session = getSession();
  if (!session || session.roomId !== update.roomId) return;
  if (update.call === null) return hangUpLocally('ended');
  // Until the join answer, updates may predate this tab's join.
  if (!session.mesh) return;
  if (!update.call.participants.some((participant) => participant.userId === session.selfId))
    return hangUpLocally('removed');
  session.mesh.sync(update.call.participants);
  const count = update.call.participants.length;
  if (count === 1 && session.peak > 1) void leaveDialogCallAlone(session);
  session.peak = Math.max(session.peak, count);
}

/** `call:signal` (see the file header). */
export function receiveSignal(signal: CallSignal): void {
  const session = getSession();
  if (!session || signal.roomId !== session.roomId || typeof signal.fromUserId !== 'number') return;
  if (session.mesh) void session.mesh.receive(signal.fromUserId, signal);
  else session.early.push(signal);
}
