/**
 * What every message row of a shown room needs besides its own message (issue 16 item 2): the
 * reader, their role, the members' names for mentions and the row actions. Passed by context so
 * the rows stay memoised on their message alone (MessageItem is `memo`).
 */
import { createContext, useContext } from 'react';
import type { ChatMemberRole } from '../../../../shared/chat/chat.types';
import type { ShownMessage } from './messageCache';

export interface RoomActions {
  myId: number | null;
  /** The reader's role in the room (owners may delete any message). */
  role: ChatMemberRole | null;
  /** The room can be written to by the reader (member, not archived). */
  writable: boolean;
  /** Member id → display name (for @mentions). */
  memberNames: ReadonlyMap<number, string>;
  reply(message: ShownMessage): void;
  edit(message: ShownMessage): void;
  remove(message: ShownMessage): void;
  react(message: ShownMessage, emoji: string, active: boolean): void;
  retry(message: ShownMessage): void;
  discard(message: ShownMessage): void;
  /** Shows the message `id` (scrolls to it when loaded, else loads the history around it). */
  show(id: number): void;
  openThread(message: ShownMessage): void;
}

const noop = () => undefined;
export const RoomActionsContext = createContext<RoomActions>({
  myId: null,
  role: null,
  writable: false,
  memberNames: new Map(),
  reply: noop,
  edit: noop,
  remove: noop,
  react: noop,
  retry: noop,
  discard: noop,
  show: noop,
  openThread: noop,
});

export const useRoomActions = () => useContext(RoomActionsContext);
