/**
 * Live connection state (spec/shell.md §3 "Connection state", §4 "Live connection", "Connection
 * overlay"). Only serialisable facts live here; the socket object stays in connectionService.ts.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { PROGRESS_CONNECTED, PROGRESS_READY } from '../../../shared/constants';
import type { SessionState } from '../session/sessionSlice';

export type ConnectionStatus = 'idle' | 'connecting' | 'initializing' | 'established' | 'error';

export interface ConnectionState {
  connected: boolean;
  ready: boolean;
  error: string | null;
  /** Round trip of the last `ping`, ms; null when unknown or the probe timed out. */
  latency: number | null;
  socketId: string | null;
  /** Connections after the first one of this page (the guard rebuilds the main view when > 0). */
  reconnectCount: number;
  /** The handshake was refused with AUTH_FAILED: no more reconnection for this token. */
  authFailed: boolean;
  status: ConnectionStatus;
}

export const initialConnectionState: ConnectionState = {
  connected: false,
  ready: false,
  error: null,
  latency: null,
  socketId: null,
  reconnectCount: 0,
  authFailed: false,
  status: 'idle',
};

const lose = (state: ConnectionState) => {
  state.connected = false;
  state.ready = false;
  state.socketId = null;
};

export const connectionSlice = createSlice({
  name: 'connection',
  initialState: initialConnectionState,
  reducers: {
    /** A socket is being opened (a token exists). */
    connectionStarted(state) {
      lose(state);
      state.authFailed = false;
      state.status = 'connecting';
    },
    /** The handshake succeeded; `reconnect` when this page had been connected before. */
    socketConnected(state, action: PayloadAction<{ socketId: string | null; reconnect: boolean }>) {
      state.connected = true;
      state.ready = false;
      state.error = null;
      state.socketId = action.payload.socketId;
      state.status = 'initializing';
      if (action.payload.reconnect) state.reconnectCount += 1;
    },
    /** 0.5 s after connecting (spec/shell.md §4). */
    connectionReady(state) {
      if (!state.connected) return;
      state.ready = true;
      state.status = 'established';
    },
    /** The socket dropped; socket.io or the service reconnects unless it was closed on purpose. */
    socketDisconnected(state, action: PayloadAction<{ reason: string }>) {
      lose(state);
      state.status = 'connecting';
      state.error = action.payload.reason;
    },
    /** connect_error: `authFailed` for the AUTH_FAILED handshake answer. */
    connectionFailed(state, action: PayloadAction<{ message: string; authFailed: boolean }>) {
      lose(state);
      state.error = action.payload.message;
      state.authFailed = action.payload.authFailed;
      state.status = 'error';
    },
    latencyMeasured(state, action: PayloadAction<number | null>) {
      state.latency = action.payload;
    },
    /** No token (or stopped): no socket at all. */
    connectionStopped(state) {
      lose(state);
      // After AUTH_FAILED the reason stays readable; the session has been signed out.
      if (!state.authFailed) state.error = null;
      state.latency = null;
      state.status = 'idle';
    },
  },
});

export const {
  connectionStarted,
  socketConnected,
  connectionReady,
  socketDisconnected,
  connectionFailed,
  latencyMeasured,
  connectionStopped,
} = connectionSlice.actions;

type WithConnection = { connection: ConnectionState };
export const selectConnection = (state: WithConnection) => state.connection;
export const selectConnectionReady = (state: WithConnection) => state.connection.ready;
export const selectReconnectCount = (state: WithConnection) => state.connection.reconnectCount;

/**
 * The connection layer says "wait" (spec/shell.md §2): a token is stored and the socket is not
 * ready. After AUTH_FAILED the session is signed out, so nothing waits for a socket that will not come.
 */
export const selectMustWait = (state: WithConnection & { session: Pick<SessionState, 'token'> }) =>
  Boolean(state.session.token) && !state.connection.ready && !state.connection.authFailed;

/** Overlay progress (spec/shell.md §4): 100 ready, 75 connected, else null (indeterminate). */
export const selectProgress = (state: WithConnection): number | null =>
  state.connection.ready ? PROGRESS_READY : state.connection.connected ? PROGRESS_CONNECTED : null;
