/**
 * "Message this person" for the board (spec/board.md §6 "message the card creator", not in the
 * guest view; issue 16 item 2 "the card creator sticker and the card's member avatars open a
 * dialog with that person"): answers a callback opening the dialog with a user id, or null where
 * it must not be offered — in the guest view, outside a board, for a guest-created card, for a
 * missing user and for the signed-in user themselves. Light: the thunk (openDialog.ts) is loaded on
 * the first click, not with the board.
 */
import { useCallback, useContext } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { BoardContext } from '../board/boardContext';

/** `canMessage(userId)` and `message(userId)`; `canMessage` is false everywhere in the guest view. */
export function useMessagePerson(): {
  canMessage: (userId: number | null | undefined) => boolean;
  message: (userId: number) => void;
} {
  const board = useContext(BoardContext);
  const myId = useAppSelector((state) => state.session.user?.id ?? null);
  const dispatch = useAppDispatch();
  const allowed = Boolean(board) && !board?.guest && myId !== null;
  const canMessage = useCallback(
    (userId: number | null | undefined) => allowed && typeof userId === 'number' && userId > 0 && userId !== myId,
    [allowed, myId],
  );
  const message = useCallback(
    (userId: number) =>
      void import(/* webpackChunkName: "ChatLive" */ './openDialog')
        .then(({ openDialogWith }) => dispatch(openDialogWith(userId)))
        .catch((error: unknown) => console.warn('[chat] dialog not opened', error)),
    [dispatch],
  );
  return { canMessage, message };
}
