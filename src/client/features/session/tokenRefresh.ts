/**
 * Token refresh (spec/shell.md §7: "GET /auth/refresh … concurrent calls share one request").
 * `dispatch(refreshToken())` resolves with the new token (already stored and in the session) or
 * rejects with the ApiError 'Refresh failed'. Calls made while one request is in flight get the
 * same promise; the next call after it settles sends a new request.
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { authApi } from './authApi';

type Dispatch = (action: unknown) => unknown;
const inFlight = new WeakMap<Dispatch, Promise<string>>();

export function refreshToken(): ThunkAction<Promise<string>, unknown, unknown, UnknownAction> {
  return (dispatch) => {
    const key = dispatch as unknown as Dispatch;
    const running = inFlight.get(key);
    if (running) return running;
    const request = dispatch(authApi.endpoints.refresh.initiate(undefined, { track: false }))
      .unwrap()
      .finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  };
}
