/**
 * The room view's history (issue 16 item 2 "a virtualised message list that stays anchored at the
 * bottom and loads older pages on scroll up", "unread divider"; live events): the last page opens,
 * the "New messages" divider sits above the first message after the read mark, older pages are
 * prepended, live messages appear, and the page joins and leaves `room:<id>`.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import userEvent from '@testing-library/user-event';
import { act, screen, waitFor, within } from '@testing-library/react';
import { CHAT_EVENTS } from '../../../src/shared/chat/chat.types';
import { chatMessagesApi } from '../../../src/client/features/chat/room/chatMessagesApi';
import { connectionReady, socketConnected } from '../../../src/client/features/connection/connectionSlice';
import { BASE, BORIS, aMessage, aRoom, findShown, history, ok, renderRoom, serveRoom } from './roomFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const shownIds = () =>
  screen.queryAllByRole('article', { hidden: true }).map((el) => Number(el.getAttribute('data-message-id')));

test('opens at the last page with the unread divider above the first message after the read mark', async () => {
  const log = serveRoom(server, history(120));
  renderRoom(aRoom({ lastReadMessageId: 115, unreadCount: 5 }));
  expect(await screen.findByText('Message 120')).toBeInTheDocument();
  expect(log.historyQueries[0]).toBe('limit=50');
  expect(screen.queryByText('Message 70')).not.toBeInTheDocument();
  // Virtuoso lays its rows out again after it measured them in jsdom: wait for the settled rows.
  const divider = await screen.findByRole('separator', { name: 'New messages' });
  const row116 = (await screen.findByText('Message 116')).closest('[data-row-id]')!;
  expect(row116.getAttribute('data-row-id')).toBe('116');
  expect(row116).toContainElement(divider);
  expect(screen.getAllByRole('separator', { name: 'New messages' })).toHaveLength(1);
});

test('no divider when nothing is unread; an empty room says hello', async () => {
  serveRoom(server, []);
  renderRoom(aRoom());
  expect(await screen.findByText('No messages yet — say hello')).toBeInTheDocument();
  expect(screen.queryByRole('separator', { name: 'New messages' })).not.toBeInTheDocument();
});

test('scrolling up loads the older page before the first shown message and keeps the rows in order', async () => {
  const log = serveRoom(server, history(120));
  const { store } = renderRoom();
  await findShown('Message 120');
  // jsdom cannot scroll virtuoso to its top: the list's startReached calls fetchPreviousPage of the same entry.
  await act(async () => {
    await store.dispatch(
      chatMessagesApi.endpoints.getRoomMessages.initiate({ roomId: 5, around: undefined }, { direction: 'backward' }),
    );
  });
  expect(log.historyQueries).toContain('limit=50&before=71');
  const data = chatMessagesApi.endpoints.getRoomMessages.select({ roomId: 5, around: undefined })(
    store.getState(),
  ).data!;
  expect(data.pages.map((page) => [page.messages[0].id, page.messages.at(-1)!.id])).toEqual([
    [21, 70],
    [71, 120],
  ]);
});

test('joins room:<id>, shows a live message at the bottom and leaves on unmount', async () => {
  serveRoom(server, history(3));
  const { connection, unmount } = renderRoom();
  await findShown('Message 3');
  await waitFor(() => expect(connection.emitted).toContainEqual({ event: 'room:join', payload: { roomId: 5 } }));
  await waitFor(() => expect(connection.listenerCount(CHAT_EVENTS.messageCreated)).toBe(1));
  act(() => connection.fire(CHAT_EVENTS.messageCreated, { ...aMessage(4, { text: 'Fresh news' }), actorId: 2 }));
  expect(await screen.findByText('Fresh news')).toBeInTheDocument();
  expect(shownIds().at(-1)).toBe(4);
  // Another room's message is not shown here.
  act(() =>
    connection.fire(CHAT_EVENTS.messageCreated, { ...aMessage(9, { roomId: 6, text: 'Elsewhere' }), actorId: 2 }),
  );
  expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
  unmount();
  expect(connection.emitted.at(-1)).toEqual({ event: 'room:leave', payload: { roomId: 5 } });
});

test('after a reconnect the room is joined again and its history refetched', async () => {
  const log = serveRoom(server, history(3));
  const { connection, store } = renderRoom();
  await findShown('Message 3');
  await waitFor(() => expect(connection.emitted.filter((e) => e.event === 'room:join')).toHaveLength(1));
  expect(log.historyQueries).toHaveLength(1);
  log.held.push(aMessage(4, { text: 'Sent while away' }));
  act(() => {
    store.dispatch(socketConnected({ socketId: 'sock-2', reconnect: true }));
    store.dispatch(connectionReady());
  });
  await waitFor(() => expect(connection.emitted.filter((e) => e.event === 'room:join')).toHaveLength(2));
  expect(await screen.findByText('Sent while away')).toBeInTheDocument();
});

test('a live edit, delete and reaction change the shown message', async () => {
  serveRoom(server, history(3));
  const { connection } = renderRoom();
  await findShown('Message 2');
  await waitFor(() => expect(connection.listenerCount(CHAT_EVENTS.messageUpdated)).toBe(1));
  act(() =>
    connection.fire(CHAT_EVENTS.messageUpdated, {
      ...aMessage(2, { text: 'Changed', editedAt: '2026-11-26T10:00:00Z' }),
      actorId: 2,
    }),
  );
  expect(await screen.findByText('Changed')).toBeInTheDocument();
  expect(screen.getByText('(edited)')).toBeInTheDocument();
  act(() =>
    connection.fire(CHAT_EVENTS.reactionUpdated, {
      roomId: 5,
      messageId: 3,
      reactions: [{ emoji: '🎉', userIds: [2, 3] }],
      actorId: 3,
    }),
  );
  expect(await screen.findByRole('button', { name: '🎉 2 reactions' })).toBeInTheDocument();
  act(() =>
    connection.fire(CHAT_EVENTS.messageDeleted, {
      ...aMessage(1, { text: '', deletedAt: '2026-11-26T10:00:00Z' }),
      actorId: 2,
    }),
  );
  const deleted = await screen.findByText('Message deleted');
  expect(within(deleted.closest('[role="article"]') as HTMLElement).queryByText('Message 1')).not.toBeInTheDocument();
});

test('the bottom visible and the tab focused: the room is marked read up to its newest message', async () => {
  jest.spyOn(document, 'hasFocus').mockReturnValue(true);
  const log = serveRoom(server, history(10));
  renderRoom(aRoom({ lastReadMessageId: 4, unreadCount: 6 }));
  await findShown('Message 10');
  await waitFor(() => expect(log.reads).toEqual([{ messageId: 10 }]));
});

test('a reply’s quote of a message not loaded opens the history around it; the reply count opens the thread', async () => {
  const log = serveRoom(server, [
    ...history(60).map((m) => (m.id === 3 ? { ...m, replyCount: 1 } : m)),
    aMessage(61, {
      text: 'Late answer',
      replyToId: 3,
      replyTo: { id: 3, author: BORIS, text: 'Message 3', deleted: false },
    }),
  ]);
  server.use(
    http.get(`${BASE}/chat/messages/3/replies`, () =>
      HttpResponse.json(ok({ messages: [log.held[60]], hasMoreBefore: false, hasMoreAfter: false })),
    ),
  );
  renderRoom();
  await findShown('Late answer');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Reply to Boris: Message 3' }));
  await waitFor(() => expect(log.historyQueries.at(-1)).toBe('limit=50&around=3'));
  const root = await findShown('Message 2'); // loaded around 3
  expect(screen.queryByText('Message 60')).not.toBeInTheDocument();
  const rootRow = () => document.querySelector('[role="article"][data-message-id="3"]') as HTMLElement;
  void root;
  await waitFor(() => expect(rootRow()).toHaveAttribute('data-highlighted', 'true'));
  await user.click(within(rootRow()).getByRole('button', { name: '1 reply' }));
  const thread = await screen.findByRole('complementary', { name: 'Thread' });
  expect(await within(thread).findByText('Late answer')).toBeInTheDocument();
  await user.click(within(thread).getByRole('button', { name: 'Close the thread' }));
  expect(screen.queryByRole('complementary', { name: 'Thread' })).not.toBeInTheDocument();
});

test('a history that fails to load says why and Retry loads it', async () => {
  const log = serveRoom(server, history(2));
  let failures = 1;
  server.use(
    http.get(`${BASE}/chat/rooms/5/messages`, () =>
      failures-- > 0
        ? HttpResponse.json(
            { success: false, status: 'error', error: 'Room not found', code: 'NOT_FOUND' },
            { status: 404 },
          )
        : HttpResponse.json(ok({ messages: log.held, hasMoreBefore: false, hasMoreAfter: false })),
    ),
  );
  renderRoom();
  expect(await screen.findByText('Could not load the messages: Room not found')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  await findShown('Message 2');
});

test('in Russian: day separators read Вчера and Сегодня, the unread divider and the composer speak Russian', async () => {
  const now = Date.now();
  serveRoom(server, [
    aMessage(1, { createdAt: new Date(now - 86_400_000).toISOString(), text: 'Вчерашнее' }),
    aMessage(2, { createdAt: new Date(now - 60_000).toISOString(), text: 'Сегодняшнее' }),
  ]);
  renderRoom(aRoom({ lastReadMessageId: 1, unreadCount: 1 }), { language: 'ru' });
  await findShown('Сегодняшнее');
  expect(screen.getByRole('separator', { name: 'Вчера' })).toBeInTheDocument();
  expect(screen.getByRole('separator', { name: 'Сегодня' })).toBeInTheDocument();
  expect(screen.getByRole('separator', { name: 'Новые сообщения' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Сообщение' })).toHaveAttribute('placeholder', 'Напишите сообщение…');
});
