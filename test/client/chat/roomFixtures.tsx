/**
 * Shared pieces of the room view tests: wire-shaped rooms, members and messages (chat.types), an
 * msw "server" holding one room's messages (history pages before/after/around, send, edit, delete,
 * reactions, read mark, members) that records what the client sent, a fake connection service
 * whose live events the test fires, and `renderRoom` (real store, real providers, virtuoso given a
 * viewport by VirtuosoMockContext).
 */
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { VirtuosoMockContext } from 'react-virtuoso';
import { screen, waitFor } from '@testing-library/react';
import type { ChatMember, ChatMessage, ChatRoom } from '../../../src/shared/chat/chat.types';
import { makeStore } from '../../../src/client/app/store';
import { connectionReady, socketConnected } from '../../../src/client/features/connection/connectionSlice';
import type { ConnectionService } from '../../../src/client/features/connection/connectionService';
import { languageChosen } from '../../../src/client/features/preferences/preferencesSlice';
import { userLoaded } from '../../../src/client/features/session/sessionSlice';
import { ChatRoomView } from '../../../src/client/features/chat/room/ChatRoomView';
import { aUser, renderUi } from '../ui/renderUi';

// jsdom has no scrolling: virtuoso keeps its place after a prepend with scrollBy, jumps with scrollTo.
for (const name of ['scrollBy', 'scrollTo'] as const)
  if (!Element.prototype[name]) Element.prototype[name] = function noScroll() {} as never;

export const BASE = 'http://localhost';
export const ok = (data: unknown) => ({ success: true, status: 'success', data });
export const ME = { id: 1, name: 'Ann', email: 'ann@example.com', avatar: null };
export const BORIS = { id: 2, name: 'Boris', email: 'boris@example.com', avatar: null };
export const CLARA = { id: 3, name: 'Clara', email: 'clara@example.com', avatar: null };

export function aRoom(over: Partial<ChatRoom> = {}): ChatRoom {
  return {
    id: 5,
    companyId: 7,
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
    createdAt: '2026-01-01T08:00:00.000Z',
    ...over,
  };
}

export function aMember(person: typeof ME, role: ChatMember['role'] = 'member'): ChatMember {
  return { ...person, role, joinedAt: '2026-01-01T08:00:00.000Z', lastReadMessageId: 0 };
}

/** Message `id` of room 5, by Boris unless `over.author`; one minute apart from 2026-11-26 09:00 UTC. */
export function aMessage(id: number, over: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    roomId: 5,
    author: BORIS,
    text: `Message ${id}`,
    createdAt: new Date(Date.UTC(2026, 10, 26, 9, 0) + id * 60_000).toISOString(),
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

/** Serves room 5 holding `messages` (ids ascending); returns what the client asked and sent. */
export function serveRoom(
  server: SetupServer,
  messages: ChatMessage[],
  members = [aMember(ME), aMember(BORIS), aMember(CLARA)],
) {
  const held = [...messages];
  const log = {
    historyQueries: [] as string[],
    sent: [] as unknown[],
    edits: [] as { id: number; body: unknown }[],
    deletes: [] as number[],
    reactions: [] as { id: number; body: unknown }[],
    reads: [] as unknown[],
    held,
    /** Makes the next POST fail with this status and text. */
    failNextSend: null as null | { status: number; error: string },
  };
  let nextId = 1000;
  server.use(
    http.get(`${BASE}/chat/rooms/5/messages`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      log.historyQueries.push(params.toString());
      const limit = Number(params.get('limit') ?? 50);
      const before = params.get('before');
      const after = params.get('after');
      const around = params.get('around');
      let slice: ChatMessage[];
      if (around) {
        const at = held.findIndex((m) => m.id >= Number(around));
        const from = Math.max(0, at - Math.floor(limit / 2));
        slice = held.slice(from, from + limit);
      } else if (before) slice = held.filter((m) => m.id < Number(before)).slice(-limit);
      else if (after) slice = held.filter((m) => m.id > Number(after)).slice(0, limit);
      else slice = held.slice(-limit);
      const first = slice[0]?.id ?? Infinity;
      const last = slice[slice.length - 1]?.id ?? 0;
      return HttpResponse.json(
        ok({
          messages: slice,
          hasMoreBefore: held.some((m) => m.id < first),
          hasMoreAfter: held.some((m) => m.id > last),
        }),
      );
    }),
    http.post(`${BASE}/chat/rooms/5/messages`, async ({ request }) => {
      const body = (await request.json()) as { text: string; clientId?: string; replyToId?: number };
      log.sent.push(body);
      if (log.failNextSend) {
        const { status, error } = log.failNextSend;
        log.failNextSend = null;
        return HttpResponse.json({ success: false, status: 'error', error, code: 'CONFLICT' }, { status });
      }
      const parent = held.find((m) => m.id === body.replyToId);
      const replyTo = parent ? { id: parent.id, author: parent.author, text: parent.text, deleted: false } : null;
      if (parent) parent.replyCount += 1;
      const message = aMessage(nextId++, {
        author: ME,
        text: body.text,
        replyToId: body.replyToId ?? null,
        replyTo,
        clientId: body.clientId,
      });
      message.createdAt = new Date().toISOString();
      held.push(message);
      return HttpResponse.json(ok(message), { status: 201 });
    }),
    http.put(`${BASE}/chat/messages/:id`, async ({ params, request }) => {
      const body = (await request.json()) as { text: string };
      const id = Number(params.id);
      log.edits.push({ id, body });
      const message = held.find((m) => m.id === id)!;
      Object.assign(message, { text: body.text, editedAt: new Date().toISOString() });
      return HttpResponse.json(ok(message));
    }),
    http.delete(`${BASE}/chat/messages/:id`, ({ params }) => {
      const id = Number(params.id);
      log.deletes.push(id);
      const message = held.find((m) => m.id === id)!;
      Object.assign(message, { text: '', reactions: [], deletedAt: new Date().toISOString() });
      return HttpResponse.json(ok(message));
    }),
    http.put(`${BASE}/chat/messages/:id/reactions`, async ({ params, request }) => {
      const body = (await request.json()) as { emoji: string; active: boolean };
      const id = Number(params.id);
      log.reactions.push({ id, body });
      const message = held.find((m) => m.id === id)!;
      const others = message.reactions.filter((g) => g.emoji !== body.emoji);
      const group = message.reactions.find((g) => g.emoji === body.emoji);
      const userIds = (group?.userIds ?? []).filter((u) => u !== ME.id);
      if (body.active) userIds.push(ME.id);
      message.reactions = userIds.length ? [...others, { emoji: body.emoji, userIds }] : others;
      return HttpResponse.json(ok(message));
    }),
    http.put(`${BASE}/chat/rooms/5/read`, async ({ request }) => {
      const body = (await request.json()) as { messageId: number };
      log.reads.push(body);
      return HttpResponse.json(ok({ roomId: 5, userId: ME.id, lastReadMessageId: body.messageId, unreadCount: 0 }));
    }),
    http.get(`${BASE}/chat/rooms/5/members`, () => HttpResponse.json(ok(members))),
    http.get(`${BASE}/chat/call-invitations`, () => HttpResponse.json(ok([]))),
    http.get(`${BASE}/notifications/settings`, () =>
      HttpResponse.json(
        ok({ soundEnabled: true, meta: {}, chatNotificationSettings: {}, userNotificationSettings: {} }),
      ),
    ),
  );
  return log;
}

/** A connection service that never opens a socket: the test fires live events with `fire`. */
export function fakeConnection() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const emitted: { event: string; payload: unknown }[] = [];
  const service = {
    bind: jest.fn(),
    start: jest.fn(),
    stop: jest.fn(),
    checkToken: jest.fn(),
    forceReconnect: jest.fn(),
    isStarted: () => true,
    isReady: () => false, // requests go over HTTP (msw)
    socketId: () => null,
    request: jest.fn(),
    on(event: string, listener: (payload: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return () => listeners.get(event)?.delete(listener);
    },
    emitWithAck: jest.fn(async (event: string, payload: unknown) => {
      emitted.push({ event, payload });
      return { ok: true };
    }),
  } as unknown as ConnectionService;
  const fire = (event: string, payload: unknown) => listeners.get(event)?.forEach((fn) => fn(payload));
  return { service, fire, emitted, listenerCount: (event: string) => listeners.get(event)?.size ?? 0 };
}

/** Renders <ChatRoomView room> for Ann (user 1) with a ready socket, in a 600 px viewport of 60 px rows. */
export function renderRoom(
  room: ChatRoom = aRoom(),
  options: { focusMessageId?: number; language?: 'en' | 'ru' } = {},
) {
  localStorage.setItem('auth_token_default', 'tok-1');
  const connection = fakeConnection();
  const store = makeStore({ connection: connection.service });
  store.dispatch(userLoaded(aUser({ id: ME.id, name: ME.name, email: ME.email })));
  store.dispatch(socketConnected({ socketId: 'sock-1', reconnect: false }));
  store.dispatch(connectionReady());
  if (options.language) store.dispatch(languageChosen(options.language));
  const ui = (r: ChatRoom, focus?: number) => (
    <VirtuosoMockContext.Provider value={{ viewportHeight: 600, itemHeight: 60 }}>
      <div style={{ height: 600 }}>
        <ChatRoomView room={r} focusMessageId={focus} />
      </div>
    </VirtuosoMockContext.Provider>
  );
  const result = renderUi(ui(room, options.focusMessageId), { store });
  return { ...result, store, connection };
}

/** `count` messages with ids 1..count by Boris. */
export const history = (count: number) => Array.from({ length: count }, (_, i) => aMessage(i + 1));

/** Waits for `text` to be in the list and the list to be shown (virtuoso hides it until it has placed the rows). */
export async function findShown(text: string): Promise<HTMLElement> {
  const element = await screen.findByText(text);
  await waitFor(() => expect(element).toBeVisible());
  return element;
}
