/** Call state events and actions (issue 17 items 1, 2, 4). TODO(helper: engine): implement. */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppThunkDispatch, RootState, StoreExtra } from '../../app/store';

export function onCallStateEvent(
  _event: string,
  _payload: unknown,
  _dispatch: AppThunkDispatch,
  _getState: () => RootState,
  _extra: StoreExtra,
): void {}

export async function onCallStateAction(
  _action: UnknownAction,
  _dispatch: AppThunkDispatch,
  _getState: () => RootState,
  _extra: StoreExtra,
): Promise<void> {}
