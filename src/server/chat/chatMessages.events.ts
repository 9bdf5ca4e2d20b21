/**
 * What the message calls broadcast (DESIGN §3 Live events; names and payloads in
 * src/shared/chat/chat.types.ts CHAT_EVENTS), to the live room `room:<id>` of the chat room: the
 * message after the change plus `actorId`, reactions, read marks. The caller's own socket (its
 * Socket-Id header) is excluded, its other tabs are not. Emit only after the change committed.
 * Per-member events (`chat:unread:updated`, `chat:notification`) are in chatUnreadEvents.ts and
 * chatNotifications.ts.
 */
import {
  CHAT_EVENTS,
  chatRoom,
  type ChatMessage,
  type ChatReactionGroup,
  type ChatReadState,
} from '../../shared/chat/chat.types';
import type { Realtime } from '../plugins/realtime';

/** Emitters bound to one request (its actor and the socket to skip). */
export interface ChatMessageEmitter {
  created(message: ChatMessage): void;
  updated(message: ChatMessage): void;
  deleted(message: ChatMessage): void;
  reaction(roomId: number, messageId: number, reactions: ChatReactionGroup[]): void;
  read(state: ChatReadState): void;
}

/** The emitters of a request by `actorId` whose socket `exceptSocketId` hears nothing. */
export function chatMessageEmitter(realtime: Realtime, actorId: number, exceptSocketId?: string): ChatMessageEmitter {
  const send = (roomId: number, name: string, payload: object) =>
    realtime.broadcast(chatRoom(roomId), name, { ...payload, actorId }, { exceptSocketId });
  return {
    created: (message) => send(message.roomId, CHAT_EVENTS.messageCreated, message),
    updated: (message) => send(message.roomId, CHAT_EVENTS.messageUpdated, message),
    deleted: (message) => send(message.roomId, CHAT_EVENTS.messageDeleted, message),
    reaction: (roomId, messageId, reactions) =>
      send(roomId, CHAT_EVENTS.reactionUpdated, { roomId, messageId, reactions }),
    // A read mark is not an action on others' content: no actorId beyond the state's userId.
    read: (state) => realtime.broadcast(chatRoom(state.roomId), CHAT_EVENTS.readUpdated, state, { exceptSocketId }),
  };
}
