/**
 * The ringtone of incoming calls (spec/shell.md §4 "adding an invitation triggers the ringtone
 * signal after 100 ms"; issue 17 item 3), in the lazy "CallLive" chunk (the first invitation event
 * or load brings it). `watchRinging(dispatch)` registers, once per store, a listener on the
 * invitation, call, settings and session actions; the ringing itself is pure timing over the state:
 * - an invitation rings when `ringPlan(state, invitation).ring`: `settings.callSoundEnabled` is on,
 *   neither its room (`chatNotificationSettings[roomId].enabled === false`) nor its caller
 *   (`userNotificationSettings[from.id].enabled === false`) is muted, this tab is not already in
 *   that room's call, and it was first seen less than CALL_RING_MS (30 s) ago — the client stops
 *   even when the server's `call:invitation:ended` is lost;
 * - adding or loading invitations (re)starts the signal CALL_RING_DELAY_MS (100 ms) later; it then
 *   repeats every CALL_RING_REPEAT_MS (2 s) while any invitation rings, and stops at once when none
 *   does (ended, declined, accepted, muted, sound switched off, signed out).
 * The prompt shows every invitation regardless (only the sound is gated).
 */
import { addListener, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { CALL_RING_DELAY_MS, CALL_RING_MS, type CallInvitation } from '../../../shared/chat/call.types';
import type { AppThunkDispatch, RootState } from '../../app/store';
import { defaultAudioContext, playTones } from '../calendarPopups/alertSound';
import {
  chatSettingChanged,
  settingsChanged,
  settingsLoaded,
  userSettingChanged,
} from '../notifications/notificationsSlice';
import { signedOut } from '../session/sessionSlice';
import { callJoining, callLeft } from './callSlice';
import { invitationAdded, invitationEnded, invitationsLoaded } from './callInvitationsSlice';

/** From one ring's start to the next one's (ms). */
export const CALL_RING_REPEAT_MS = 2_000;
/** The call ring: a rising-falling phone-like pair of pairs, unlike the chat and calendar sounds. */
export const CALL_RING_SEQUENCE = { tones: [620, 780, 620, 780], toneS: 0.18, stepS: 0.22, gain: 0.18 } as const;

/** Whether the invitation rings (the prompt shows it either way). */
export interface RingPlan {
  ring: boolean;
}

type RingState = Pick<RootState, 'notifications' | 'call'>;

/** Gating of one invitation's ringtone by settings, mutes and this tab's call (file header). */
export function ringPlan(state: RingState, invitation: CallInvitation): RingPlan {
  const { settings } = state.notifications;
  if (!settings.callSoundEnabled) return { ring: false };
  if (settings.chatNotificationSettings[String(invitation.roomId)]?.enabled === false) return { ring: false };
  if (settings.userNotificationSettings[String(invitation.from.id)]?.enabled === false) return { ring: false };
  if (state.call.active?.roomId === invitation.roomId) return { ring: false };
  return { ring: true };
}

const keyOf = (invitation: CallInvitation) => `${invitation.roomId}:${invitation.callId}`;

/** Plays one ring; returns whether anything sounded. Replaceable in tests. */
export const ringtone = {
  play: (): boolean => playTones(true, defaultAudioContext(), CALL_RING_SEQUENCE),
};

/**
 * The ring loop of one store: `kick()` after invitations were added (the signal CALL_RING_DELAY_MS
 * later), `sync()` after anything else (stops at once when nothing rings). `now` is Date.now in ms.
 */
export function createRinger(getState: () => RingState & Pick<RootState, 'callInvitations'>, now = () => Date.now()) {
  const firstSeen = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  /** The invitations that ring now (forgetting the ones no longer listed). */
  const ringing = (): CallInvitation[] => {
    const state = getState();
    const items = state.callInvitations.items;
    const listed = new Set(items.map(keyOf));
    for (const key of firstSeen.keys()) if (!listed.has(key)) firstSeen.delete(key);
    const at = now();
    for (const invitation of items) if (!firstSeen.has(keyOf(invitation))) firstSeen.set(keyOf(invitation), at);
    return items.filter(
      (invitation) => ringPlan(state, invitation).ring && at - (firstSeen.get(keyOf(invitation)) ?? at) < CALL_RING_MS,
    );
  };
  const stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const tick = () => {
    timer = null;
    if (ringing().length === 0) return;
    ringtone.play();
    timer = setTimeout(tick, CALL_RING_REPEAT_MS);
  };
  return {
    /** Invitations were added or loaded: the signal in CALL_RING_DELAY_MS when any rings. */
    kick(): void {
      stop();
      if (ringing().length > 0) timer = setTimeout(tick, CALL_RING_DELAY_MS);
    },
    /** Anything else changed: stop now when nothing rings any more. */
    sync(): void {
      if (ringing().length === 0) stop();
    },
    /** Whether a ring is scheduled (tests). */
    get active(): boolean {
      return timer !== null;
    },
    stop,
  };
}

export type Ringer = ReturnType<typeof createRinger>;

const KICKS = isAnyOf(invitationAdded, invitationsLoaded);
const SYNCS = isAnyOf(
  invitationEnded,
  callJoining,
  callLeft,
  settingsLoaded,
  settingsChanged,
  chatSettingChanged,
  userSettingChanged,
  signedOut,
);
const watched = new WeakSet<object>();

/**
 * Registers the ring listener on the store behind `dispatch` once (a listener middleware answers
 * RTK's `addListener`), then kicks it for invitations already listed. Returns the ringer.
 */
export function watchRinging(dispatch: AppThunkDispatch, getState: () => RootState, key: object): Ringer | null {
  if (watched.has(key)) return null;
  watched.add(key);
  const ringer = createRinger(getState);
  dispatch(
    addListener({
      predicate: (action: UnknownAction) => KICKS(action) || SYNCS(action),
      effect: (action: UnknownAction) => (KICKS(action) ? ringer.kick() : ringer.sync()),
    }) as unknown as UnknownAction,
  );
  ringer.kick();
  return ringer;
}
