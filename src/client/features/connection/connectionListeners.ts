/**
 * After a reconnect the client refetches what it shows (DESIGN §3 Live events): when the socket is
 * ready again and this page had been connected before, every cache tag is invalidated.
 */
import { TAG_TYPES, api } from '../../api/api';
import type { AppStartListening } from '../../app/store';
import { connectionReady } from './connectionSlice';

export function registerConnectionListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: connectionReady,
    effect: (_action, { getState, dispatch }) => {
      if (getState().connection.reconnectCount > 0) dispatch(api.util.invalidateTags([...TAG_TYPES]));
    },
  });
}
