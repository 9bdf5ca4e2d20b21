/**
 * Writing in a room (issue 16 item 2 "composer with Enter to send / Shift+Enter newline, edit,
 * delete, reply, reactions, mention picker"; item 4 "message length limit with a clear error"):
 * what the user types, what reaches the server and what the list shows.
 */
import { setupServer } from 'msw/node';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_EVENTS, CHAT_MESSAGE_MAX } from '../../../src/shared/chat/chat.types';
import { ME, aMessage, aRoom, findShown, history, renderRoom, serveRoom } from './roomFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const composer = () => screen.getByRole('textbox', { name: 'Message' });
const rowOf = (text: string) => screen.getByText(text).closest('[role="article"]') as HTMLElement;

test('Enter sends the message (shown at once, then as answered); Shift+Enter makes a new line', async () => {
  const log = serveRoom(server, history(2));
  renderRoom();
  await findShown('Message 2');
  const user = userEvent.setup();
  await user.type(composer(), 'Hello{Shift>}{Enter}{/Shift}world');
  expect(composer()).toHaveValue('Hello\nworld');
  expect(log.sent).toEqual([]);
  await user.keyboard('{Enter}');
  expect(composer()).toHaveValue('');
  await waitFor(() => expect(log.sent).toEqual([{ text: 'Hello\nworld', clientId: expect.any(String) }]));
  await waitFor(() =>
    expect(screen.getByText(/Hello/).closest('[role="article"]')).toHaveAttribute('data-message-id', '1000'),
  );
  expect(screen.queryByText('Sending…')).not.toBeInTheDocument();
});

test('a failed send stays with the error in words and Retry sends it again', async () => {
  const log = serveRoom(server, history(1));
  log.failNextSend = { status: 409, error: 'The room is archived' };
  renderRoom();
  await findShown('Message 1');
  const user = userEvent.setup();
  await user.type(composer(), 'Lost words{Enter}');
  expect(await screen.findByText('Not sent: The room is archived')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(log.sent).toHaveLength(2));
  await waitFor(() => expect(screen.queryByText(/Not sent/)).not.toBeInTheDocument());
  expect(screen.getAllByText('Lost words')).toHaveLength(1);
});

test('text over 10,000 characters shows the limit error and sends nothing', async () => {
  const log = serveRoom(server, history(1));
  renderRoom();
  await findShown('Message 1');
  fireEvent.change(composer(), { target: { value: 'x'.repeat(CHAT_MESSAGE_MAX + 1) } });
  expect(screen.getByText(`At most ${CHAT_MESSAGE_MAX} characters`)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  fireEvent.keyDown(composer(), { key: 'Enter' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(log.sent).toEqual([]);
  fireEvent.change(composer(), { target: { value: 'x'.repeat(CHAT_MESSAGE_MAX - 100) } });
  expect(screen.queryByText(`At most ${CHAT_MESSAGE_MAX} characters`)).not.toBeInTheDocument();
  expect(screen.getByText(`${CHAT_MESSAGE_MAX - 100} / ${CHAT_MESSAGE_MAX}`)).toBeInTheDocument();
});

test('edit: the own message goes into the composer, Enter saves it and it shows edited; Escape cancels', async () => {
  const log = serveRoom(server, [aMessage(1), aMessage(2, { author: ME, text: 'Typo hree' })]);
  renderRoom();
  await findShown('Typo hree');
  const user = userEvent.setup();
  // Boris's message has no Edit action; Ann's has.
  expect(within(rowOf('Message 1')).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  await user.click(within(rowOf('Typo hree')).getByRole('button', { name: 'Edit' }));
  expect(composer()).toHaveValue('Typo hree');
  expect(screen.getByText('Editing your message')).toBeInTheDocument();
  await user.clear(composer());
  await user.type(composer(), 'Typo here{Enter}');
  await waitFor(() => expect(log.edits).toEqual([{ id: 2, body: { text: 'Typo here' } }]));
  expect(await screen.findByText('Typo here')).toBeInTheDocument();
  expect(await screen.findByText('(edited)')).toBeInTheDocument();
  // Up on the empty composer edits the last own message; Escape leaves it unchanged.
  await user.click(composer());
  await user.keyboard('{ArrowUp}');
  expect(composer()).toHaveValue('Typo here');
  await user.keyboard('{Escape}');
  expect(composer()).toHaveValue('');
  expect(log.edits).toHaveLength(1);
});

test('delete asks first; confirmed, the message shows as deleted', async () => {
  const log = serveRoom(server, [aMessage(1), aMessage(2, { author: ME, text: 'Oops' })]);
  renderRoom();
  await findShown('Oops');
  const user = userEvent.setup();
  await user.click(within(rowOf('Oops')).getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(log.deletes).toEqual([]);
  await user.click(within(rowOf('Oops')).getByRole('button', { name: 'Delete' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Message deleted')).toBeInTheDocument();
  expect(screen.queryByText('Oops')).not.toBeInTheDocument();
  expect(log.deletes).toEqual([2]);
});

test('a room owner may delete anyone’s message; a member only their own', async () => {
  serveRoom(server, [aMessage(1)]);
  renderRoom(aRoom({ role: 'owner' }));
  await findShown('Message 1');
  expect(within(rowOf('Message 1')).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  expect(within(rowOf('Message 1')).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
});

test('a reaction chip toggles the reader’s reaction; the picker adds a new one', async () => {
  const log = serveRoom(server, [aMessage(1, { reactions: [{ emoji: '👍', userIds: [2] }] })]);
  renderRoom();
  await findShown('Message 1');
  const user = userEvent.setup();
  const thumbs = screen.getByRole('button', { name: '👍 1 reaction' });
  expect(thumbs).toHaveAttribute('aria-pressed', 'false');
  await user.click(thumbs);
  const mine = await screen.findByRole('button', { name: '👍 2 reactions' });
  expect(mine).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(log.reactions).toEqual([{ id: 1, body: { emoji: '👍', active: true } }]));
  await user.click(mine);
  expect(await screen.findByRole('button', { name: '👍 1 reaction' })).toHaveAttribute('aria-pressed', 'false');
  await user.click(within(rowOf('Message 1')).getByRole('button', { name: 'Add reaction' }));
  await user.click(await screen.findByRole('button', { name: '🎉' }));
  expect(await screen.findByRole('button', { name: '🎉 1 reaction' })).toHaveAttribute('aria-pressed', 'true');
  await waitFor(() => expect(log.reactions.at(-1)).toEqual({ id: 1, body: { emoji: '🎉', active: true } }));
});

test('the mention picker opens on @, filters as typed and inserts the picked member', async () => {
  serveRoom(server, history(1));
  renderRoom();
  await findShown('Message 1');
  const user = userEvent.setup();
  await user.type(composer(), 'Hi @');
  const list = await screen.findByRole('listbox', { name: 'Mention a member' });
  // Ann herself is not offered; @room is.
  expect(
    within(list)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual([expect.stringContaining('@Boris'), expect.stringContaining('@Clara'), expect.stringContaining('@room')]);
  await user.type(composer(), 'cl');
  expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
  await user.keyboard('{Enter}');
  expect(composer()).toHaveValue('Hi @Clara ');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  await user.type(composer(), 'and @');
  await user.keyboard('{ArrowDown}{Tab}');
  expect(composer()).toHaveValue('Hi @Clara and @Clara ');
});

test('typing emits chat:typing at most once per 3 s', async () => {
  serveRoom(server, history(1));
  const { connection } = renderRoom();
  await findShown('Message 1');
  const user = userEvent.setup();
  await user.type(composer(), 'abc');
  expect(connection.emitted.filter((e) => e.event === 'chat:typing')).toEqual([
    { event: 'chat:typing', payload: { roomId: 5 } },
  ]);
});

test('an archived room and a public room the reader has not joined cannot be written to', async () => {
  serveRoom(server, history(1));
  const { unmount } = renderRoom(aRoom({ archived: true }));
  expect(await screen.findByText('The room is archived: it can be read but not written to')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  unmount();
  renderRoom(aRoom({ isMember: false, role: null }));
  expect(await screen.findByText('Join the room to write')).toBeInTheDocument();
  await findShown('Message 1');
  expect(within(rowOf('Message 1')).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
});

test('a reply quotes its message above the composer and is sent with replyToId', async () => {
  const log = serveRoom(server, history(2));
  const { connection } = renderRoom();
  await findShown('Message 2');
  const user = userEvent.setup();
  await user.click(within(rowOf('Message 1')).getByRole('button', { name: 'Reply' }));
  expect(screen.getByText(/Replying to Boris/)).toBeInTheDocument();
  await user.type(composer(), 'Agreed{Enter}');
  await waitFor(() => expect(log.sent).toEqual([{ text: 'Agreed', clientId: expect.any(String), replyToId: 1 }]));
  expect(screen.queryByText(/Replying to/)).not.toBeInTheDocument();
  // The sent reply quotes its message in the list.
  expect(await screen.findByRole('button', { name: 'Reply to Boris: Message 1' })).toBeInTheDocument();
  // A reply from someone else arriving live raises the thread's count on its root.
  act(() =>
    connection.fire(CHAT_EVENTS.messageCreated, { ...aMessage(3, { text: 'Me too', replyToId: 1 }), actorId: 2 }),
  );
  expect(await screen.findByRole('button', { name: '2 replies' })).toBeInTheDocument();
});
