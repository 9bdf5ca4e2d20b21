/**
 * Opening the chat panel at one room (spec/shell.md §5 opening a dialog; issue 16 item 3 "click
 * opens the room"): switches the panel to the room's company when it shows another one (§4: that
 * clears the lists, chatListeners.ts loads the new company's rooms and counts), then selects the
 * room — the copy in the lists when there is one, else `room` as given, else GET /chat/rooms/{id}.
 * Light (no MUI, no zod): the board and the notification toasts import it.
 */
import type { ChatRoom } from '../../../shared/chat/chat.types';
import type { AppThunkDispatch, RootState } from '../../app/store';
import { refetchRoom } from './chatRoomsApi';
import { chatOpened, companySelected, roomSelected, roomUpserted } from './chatWindowSlice';

/** The room `roomId` as the lists hold it, if they do. */
export function listedRoom(state: Pick<RootState, 'chatWindow'>, roomId: number): ChatRoom | undefined {
  const { rooms } = state.chatWindow;
  return [...rooms.public, ...rooms.private, ...rooms.dialog].find((room) => room.id === roomId);
}

/**
 * Opens the panel at room `roomId` of company `companyId` (`room`: the answer already at hand).
 * Resolves with whether a room got selected.
 */
export const openRoom =
  (target: { companyId: number; roomId: number; room?: ChatRoom }) =>
  async (dispatch: AppThunkDispatch, getState: () => RootState): Promise<boolean> => {
    if (getState().chatWindow.companyId !== target.companyId) dispatch(companySelected(target.companyId));
    dispatch(chatOpened());
    if (target.room) dispatch(roomUpserted(target.room));
    const room = listedRoom(getState(), target.roomId) ?? target.room ?? (await dispatch(refetchRoom(target.roomId)));
    if (!room || getState().chatWindow.companyId !== target.companyId) return false;
    dispatch(roomSelected(room));
    return true;
  };
