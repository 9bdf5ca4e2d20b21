/**
 * A dialog's call is a one-to-one call: when the other person hangs up, this side hangs up too
 * (so the room's conference flag turns off for both, spec/shell.md §4), instead of staying alone
 * in an empty call. Rooms' calls keep running with one participant (others may still join).
 * The room's type comes from the chat lists when loaded, else GET /chat/rooms/{roomId}.
 */
import { enqueueSnackbar } from '../../../app/toasts';
import type { ChatRoomType } from '../../../../shared/chat/chat.types';
import { chatRoomsApi } from '../../chat/chatRoomsApi';
import { callText } from '../callTexts';
import { leaveSession } from './callSession';
import { getSession, type Session } from './session';

async function roomTypeOf(session: Session): Promise<ChatRoomType | null> {
  const { chatWindow } = session.getState();
  for (const type of ['dialog', 'private', 'public'] as const)
    if (chatWindow.rooms[type].some((room) => room.id === session.roomId)) return type;
  if (chatWindow.selectedRoom?.id === session.roomId) return chatWindow.selectedRoom.type;
  const answer = await session.dispatch(
    chatRoomsApi.endpoints.chatRoom.initiate(session.roomId, { subscribe: false, forceRefetch: true }),
  );
  return answer.data?.type ?? null;
}

/** Called when the call is down to this tab's user after having had others. */
export async function leaveDialogCallAlone(session: Session): Promise<void> {
  if ((await roomTypeOf(session)) !== 'dialog') return;
  const call = session.getState().call.calls[session.roomId];
  if (getSession() !== session || (call?.participants.length ?? 0) > 1) return;
  console.info('[call] the other person left the dialog call: hanging up');
  await leaveSession(session.dispatch, session.getState);
  enqueueSnackbar(callText('notice.ended'), { variant: 'info' });
}
