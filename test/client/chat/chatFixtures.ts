/**
 * Chat fixtures of the client tests: rooms and notifications as the server sends them
 * (src/shared/chat/chat.types.ts), and a signed-in test store.
 */
import type { ChatMessage, ChatNotification, ChatRoom } from '../../../src/shared/chat/chat.types';
import { signedIn } from '../../../src/client/features/session/sessionSlice';
import { makeTestStore } from '../renderWithProviders';
import { testUser } from '../userFixture';

export const COMPANY = 10;

export function aRoom(over: Partial<ChatRoom> = {}): ChatRoom {
  return {
    id: 1,
    companyId: COMPANY,
    type: 'public',
    name: 'general',
    topic: '',
    archived: false,
    conferenceActive: false,
    unreadCount: 0,
    mentionCount: 0,
    isMember: true,
    role: 'member',
    memberCount: 3,
    lastReadMessageId: 0,
    lastMessageId: null,
    lastMessageAt: null,
    peer: null,
    createdBy: 1,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

export function aMessage(over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 100,
    roomId: 1,
    author: { id: 2, name: 'Anna', email: 'anna@example.com', avatar: null },
    text: 'Hello **team**, the release is out',
    createdAt: '2026-11-26T10:00:00.000Z',
    editedAt: null,
    deletedAt: null,
    replyToId: null,
    replyTo: null,
    replyCount: 0,
    reactions: [],
    mentions: [],
    mentionsRoom: false,
    ...over,
  };
}

export function aNotification(over: Partial<ChatNotification> = {}): ChatNotification {
  return {
    companyId: COMPANY,
    roomId: 1,
    roomType: 'public',
    roomName: 'general',
    message: aMessage(),
    mentioned: false,
    ...over,
  };
}

/** A store signed in as testUser (id 1) with a started connection over stub sockets. */
export function signedInStore() {
  localStorage.setItem('auth_token_default', 'tok-1');
  const made = makeTestStore();
  made.connection.start();
  made.store.dispatch(signedIn({ token: 'tok-1', user: testUser }));
  return made;
}
