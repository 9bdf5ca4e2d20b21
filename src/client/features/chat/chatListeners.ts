/**
 * Chat's listeners (issue 16 item 2; DESIGN §6 "A listener middleware turns live events into …
 * slice actions"). Part of the entry bundle, so only the registrations live here; the work is in
 * the lazy chunk chatLive.ts ("ChatLive"), loaded with the first chat event or action:
 * - once signed in, every chat event of CHAT_EVENTS the user's sockets receive (`user:<id>`,
 *   `company:<id>`) is handed to `onChatEvent` in arrival order (room events of an open room —
 *   messages, typing — are the room view's own);
 * - `companySelected`, `chatOpened` / `chatToggled`, `connectionReady` (after a reconnect) and
 *   `signedOut` go to `onChatAction` (counts and rooms loads, reset on sign-out).
 */
import { isAnyOf } from '@reduxjs/toolkit';
import { CHAT_EVENTS } from '../../../shared/chat/chat.types';
import type { AppStartListening } from '../../app/store';
import { connectionReady } from '../connection/connectionSlice';
import { signedIn, signedOut, userLoaded } from '../session/sessionSlice';
import { chatOpened, chatToggled, companySelected } from './chatWindowSlice';

const loadLive = () => import(/* webpackChunkName: "ChatLive" */ './chatLive');

/** The events chatLive.ts handles (the user's and company's rooms). */
const USER_EVENTS = [
  CHAT_EVENTS.unreadUpdated,
  CHAT_EVENTS.roomCreated,
  CHAT_EVENTS.roomUpdated,
  CHAT_EVENTS.roomRemoved,
  CHAT_EVENTS.conferenceUpdated,
  CHAT_EVENTS.notification,
];

const report = (error: unknown) => console.warn('[chat] live update failed', error);

/** Registers the chat listeners on one store's listener middleware. */
export function registerChatListeners(startListening: AppStartListening): void {
  let subscribed = false;
  startListening({
    matcher: isAnyOf(signedIn, userLoaded),
    effect: (_action, { dispatch, getState, extra }) => {
      if (subscribed) return;
      subscribed = true;
      for (const event of USER_EVENTS)
        extra.connection.on(event, (payload: unknown) => {
          void loadLive()
            .then((live) => live.onChatEvent(event, payload, dispatch, getState))
            .catch(report);
        });
    },
  });
  startListening({
    matcher: isAnyOf(companySelected, chatOpened, chatToggled, connectionReady, signedOut),
    effect: async (action, { dispatch, getState }) => {
      if (connectionReady.match(action) && getState().connection.reconnectCount === 0) return;
      if (signedOut.match(action) && getState().chatWindow.companyId === null) return;
      await loadLive()
        .then((live) => live.onChatAction(action, dispatch, getState))
        .catch(report);
    },
  });
}
