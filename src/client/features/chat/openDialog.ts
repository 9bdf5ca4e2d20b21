/**
 * "Message this person" (spec/shell.md §5 "Opening a dialog needs a user id … and a working
 * client", §8 dialog toasts; spec/board.md §6 message the card creator; issue 16 item 2).
 * `openDialogWith(userId, companyId?)` finds or creates the dialog (POST
 * /chat/get-room-by-user-id/{userId}) and opens the panel at it. Failures are toasts (notistack),
 * texts in the eager `cabinet` namespace (`chatLaunch.*`) since the board calls this before the
 * chat chunk has loaded:
 * - no user id → 'Не удалось определить пользователя для отправки сообщения' (`noUser`);
 * - no usable client (no live socket and no HTTP fallback: signed out or the token refused) →
 *   'Ошибка доступа к системе сообщений' (`noClient`);
 * - the answer holds no room id → 'Не удалось создать диалог' (`createFailed`);
 * - the call failed → 'Не удалось открыть диалог с пользователем' (`openFailed`).
 * Light on purpose (board chunk budget): no MUI, no zod.
 */
import { enqueueSnackbar } from '../../app/toasts';
import type { ChatRoom } from '../../../shared/chat/chat.types';
import { getI18n } from '../../app/i18n';
import type { AppThunkDispatch, RootState } from '../../app/store';
import { chatRoomsApi } from './chatRoomsApi';
import { openRoom } from './openRoom';

/** What `openDialogWith` ended with (the toast already shown for the failures). */
export type OpenDialogResult = 'opened' | 'noUser' | 'noClient' | 'createFailed' | 'openFailed';

/** The socket is up, or HTTP can stand in for it (a session token the server has not refused). */
export function chatClientUsable(state: Pick<RootState, 'connection' | 'session'>): boolean {
  if (state.connection.connected) return true;
  return Boolean(state.session.token) && !state.connection.authFailed;
}

function fail(result: Exclude<OpenDialogResult, 'opened'>): OpenDialogResult {
  enqueueSnackbar(getI18n().t(`cabinet:chatLaunch.${result}`), { variant: 'error' });
  return result;
}

/**
 * Opens (finding or creating) the dialog with `userId`, in `companyId` when given, else in the
 * company the chat shows (the server picks the first shared company when none is known).
 */
export const openDialogWith =
  (userId: number | null | undefined, companyId?: number) =>
  async (dispatch: AppThunkDispatch, getState: () => RootState): Promise<OpenDialogResult> => {
    if (typeof userId !== 'number' || !Number.isInteger(userId) || userId <= 0) return fail('noUser');
    if (!chatClientUsable(getState())) return fail('noClient');
    const inCompany = companyId ?? getState().chatWindow.companyId ?? undefined;
    const answer = await dispatch(chatRoomsApi.endpoints.dialogRoom.initiate({ userId, companyId: inCompany }));
    if ('error' in answer && answer.error) return fail('openFailed');
    const room = ('data' in answer ? answer.data : undefined) as Partial<ChatRoom> | undefined;
    if (!room || typeof room.id !== 'number' || typeof room.companyId !== 'number') return fail('createFailed');
    await dispatch(openRoom({ companyId: room.companyId, roomId: room.id, room: room as ChatRoom }));
    return 'opened';
  };
