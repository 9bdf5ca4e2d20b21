/**
 * A room's writes as the view calls them (issue 16 item 2): send (optimistic, with a fresh
 * clientId), retry and discard of a failed send, save an edit, delete, toggle a reaction. Failures
 * of edit, delete and reactions show a toast with the error in words (the optimistic change is undone
 * by chatMessagesApi.ts); a failed send stays in the list with Retry.
 */
import { useCallback } from 'react';
import { useSnackbar } from '../../../app/toasts';
import type { ChatPerson, ChatReplyPreview } from '../../../../shared/chat/chat.types';
import { apiErrorOf } from '../../../api/baseQuery';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  patchHistories,
  useDeleteMessageMutation,
  useEditMessageMutation,
  useReactToMessageMutation,
  useSendMessageMutation,
} from './chatMessagesApi';
import { useChatRoomTranslation } from './chatRoomTexts';
import { removePending, type ShownMessage } from './messageCache';

let clientSeq = 0;
/** A clientId unique for this page (≤ 64 characters, chat.schemas.ts sendMessageBody). */
export const newClientId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `c${Date.now().toString(36)}-${(++clientSeq).toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** The quote a reply carries while waiting for the server (text cut to 200 characters like the server's). */
export const previewOf = (message: ShownMessage): ChatReplyPreview => ({
  id: message.id,
  author: message.author,
  text: message.text.slice(0, 200),
  deleted: Boolean(message.deletedAt),
});

export function useRoomWrites(roomId: number) {
  const { t } = useChatRoomTranslation();
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const user = useAppSelector((state) => state.session.user);
  const [sendMessage] = useSendMessageMutation();
  const [editMessage] = useEditMessageMutation();
  const [deleteMessage] = useDeleteMessageMutation();
  const [reactToMessage] = useReactToMessageMutation();
  const myId = user?.id ?? null;

  const author: ChatPerson | null = user
    ? {
        id: user.id,
        name: user.profile?.name || user.name || user.email,
        email: user.email,
        avatar: user.profile?.avatar ?? null,
      }
    : null;
  const authorKey = JSON.stringify(author);

  const send = useCallback(
    (text: string, replyTo: ChatReplyPreview | null, clientId = newClientId()) => {
      sendMessage({ roomId, text, clientId, replyTo, author: JSON.parse(authorKey) as ChatPerson | null });
    },
    [sendMessage, roomId, authorKey],
  );

  const discard = useCallback(
    (message: ShownMessage) => {
      const clientId = message.clientId;
      if (!clientId) return;
      dispatch((thunkDispatch, getState) => {
        patchHistories(thunkDispatch, getState, roomId, (history) => removePending(history, clientId));
      });
    },
    [dispatch, roomId],
  );

  const retry = useCallback(
    (message: ShownMessage) => {
      discard(message);
      send(message.text, message.replyTo, message.clientId);
    },
    [discard, send],
  );

  const failed = useCallback(
    (key: string) => (error: unknown) =>
      enqueueSnackbar(t(key, { error: apiErrorOf(error)?.message ?? '' }), { variant: 'error' }),
    [enqueueSnackbar, t],
  );

  const saveEdit = useCallback(
    (message: ShownMessage, text: string) => {
      if (text === message.text) return;
      editMessage({ id: message.id, roomId, text }).unwrap().catch(failed('message.editFailed'));
    },
    [editMessage, roomId, failed],
  );

  const remove = useCallback(
    (message: ShownMessage) => {
      deleteMessage({ id: message.id, roomId }).unwrap().catch(failed('message.deleteFailed'));
    },
    [deleteMessage, roomId, failed],
  );

  const react = useCallback(
    (message: ShownMessage, emoji: string, active: boolean) => {
      if (myId === null) return;
      reactToMessage({ id: message.id, roomId, emoji, active, userId: myId })
        .unwrap()
        .catch(failed('message.reactFailed'));
    },
    [reactToMessage, roomId, myId, failed],
  );

  return { myId, send, retry, discard, saveEdit, remove, react };
}
