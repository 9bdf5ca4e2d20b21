/** Invitation events and actions (issue 17 item 3). TODO(helper: invitations): implement. */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppThunkDispatch, RootState, StoreExtra } from '../../app/store';

export function onInvitationEvent(
  _event: string,
  _payload: unknown,
  _dispatch: AppThunkDispatch,
  _getState: () => RootState,
  _extra: StoreExtra,
): void {}

export async function onInvitationAction(
  _action: UnknownAction,
  _dispatch: AppThunkDispatch,
  _getState: () => RootState,
  _extra: StoreExtra,
): Promise<void> {}
