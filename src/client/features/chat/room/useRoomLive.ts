/**
 * Keeps the page in a chat room's live room `room:<id>` while the room is shown (issue 16 item 1
 * "join/leave acknowledged and access-checked like board:join"; features/board/boardEvents.ts
 * `useBoardRoom` is the model): emits `room:join {roomId}` (ack `{ok}`) whenever a socket is ready
 * (first connect and every reconnect, the socket id changes) and `room:leave {roomId}` on unmount or
 * room change. After a re-join (events may have been missed) `onRejoined` refetches the history.
 * Also applies the room's `chat:typing` (→ `typingReceived`) and `chat:read:updated` (the members'
 * read marks in the members cache) while shown.
 */
import { useEffect, useRef } from 'react';
import type { ChatReadState, ChatTyping } from '../../../../shared/chat/chat.types';
import { CHAT_EVENTS, CHAT_SOCKET_EVENTS } from '../../../../shared/chat/chat.types';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useConnectionService } from '../../connection/ConnectionProvider';
import { typingReceived } from '../chatWindowSlice';
import { chatMessagesApi } from './chatMessagesApi';

/** Joins `room:<roomId>` while mounted; `onRejoined` runs after each join but the first. */
export function useRoomLive(roomId: number, onRejoined: () => void): void {
  const connection = useConnectionService();
  const dispatch = useAppDispatch();
  const socketId = useAppSelector((s) => (s.connection.ready ? s.connection.socketId : null));
  const myId = useAppSelector((s) => s.session.user?.id ?? null);
  const joins = useRef(0);
  const rejoined = useRef(onRejoined);
  useEffect(() => {
    rejoined.current = onRejoined;
  }, [onRejoined]);

  useEffect(() => {
    joins.current = 0;
  }, [roomId]);

  useEffect(() => {
    if (!socketId) return;
    connection.emitWithAck(CHAT_SOCKET_EVENTS.roomJoin, { roomId }).then(
      (ack) => {
        if (!(ack as { ok?: boolean } | undefined)?.ok) console.warn('room:join refused', ack);
        else if (joins.current++ > 0) rejoined.current();
      },
      (error: unknown) => console.warn('room:join failed', error),
    );
    return () => {
      connection.emitWithAck(CHAT_SOCKET_EVENTS.roomLeave, { roomId }).catch(() => undefined);
    };
  }, [connection, roomId, socketId]);

  useEffect(() => {
    const offTyping = connection.on(CHAT_EVENTS.typing, (payload: unknown) => {
      const typing = payload as ChatTyping;
      if (typing?.roomId !== roomId || typing.userId === myId) return;
      dispatch(typingReceived({ roomId, userId: typing.userId, name: typing.name }));
    });
    const offRead = connection.on(CHAT_EVENTS.readUpdated, (payload: unknown) => {
      const read = payload as ChatReadState;
      if (read?.roomId !== roomId) return;
      dispatch(
        chatMessagesApi.util.updateQueryData('getRoomMembers', roomId, (members) => {
          const member = members.find((candidate) => candidate.id === read.userId);
          if (member) member.lastReadMessageId = read.lastReadMessageId;
        }),
      );
    });
    return () => {
      offTyping();
      offRead();
    };
  }, [connection, dispatch, roomId, myId]);
}
