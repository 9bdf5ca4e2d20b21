/**
 * The launcher and the panel under jsdom with msw answers (issue 16 item 2): the total badge while
 * closed, the room lists by type with their category badges, "Browse" for public rooms not joined,
 * selecting a room, switching company (its rooms and counts load), Escape closing, and the
 * failed rooms load in words with a retry.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../src/shared/notifications/notifications.schemas';
import { ChatLauncher } from '../../../src/client/features/chat/ChatLauncher';
import { BASE, ok } from '../board/boardFixtures';
import { failure, renderUi } from '../ui/renderUi';
import { aRoom, signedInStore } from './chatFixtures';

const ROOMS = {
  10: [
    aRoom({ id: 1, name: 'general', unreadCount: 3, mentionCount: 1 }),
    aRoom({ id: 2, name: 'announcements', isMember: false, role: null }),
    aRoom({ id: 3, type: 'private', name: 'leads', conferenceActive: true }),
    aRoom({ id: 4, type: 'dialog', name: 'Bob', unreadCount: 12 }),
  ],
  11: [aRoom({ id: 20, companyId: 11, name: 'beta-team' })],
};
const COUNTS = {
  10: { public: 3, private: 0, dialog: 12, total: 15 },
  11: { public: 0, private: 0, dialog: 0, total: 0 },
};

const server = setupServer(
  http.get(`${BASE}/notifications/settings`, () => HttpResponse.json(ok(DEFAULT_NOTIFICATION_SETTINGS))),
  http.get(`${BASE}/company`, () =>
    HttpResponse.json(
      ok([
        { id: 10, name: 'Acme', role: 'member' },
        { id: 11, name: 'Beta', role: 'owner' },
      ]),
    ),
  ),
  http.get(`${BASE}/chat/company/:companyId/unread-counts`, ({ params }) =>
    HttpResponse.json(ok(COUNTS[Number(params.companyId) as 10 | 11])),
  ),
  http.get(`${BASE}/chat/company/:companyId/rooms`, ({ params }) =>
    HttpResponse.json(ok(ROOMS[Number(params.companyId) as 10 | 11])),
  ),
  http.get(`${BASE}/chat/rooms/:roomId/messages`, () =>
    HttpResponse.json(ok({ messages: [], hasMoreBefore: false, hasMoreAfter: false })),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test('the launcher shows the total badge while closed; the panel lists rooms by type', async () => {
  const user = userEvent.setup();
  const { store } = signedInStore();
  renderUi(<ChatLauncher />, { store, route: '/cabinet' });
  const launcher = await screen.findByRole('button', { name: 'Chat: 15 unread messages' });
  expect(within(launcher).getByTestId('unread-badge')).toHaveTextContent('9+');
  expect(store.getState().chatWindow.companyId).toBe(10);
  expect(screen.queryByRole('dialog', { name: 'Chat' })).toBeNull();

  await user.click(launcher);
  const panel = await screen.findByRole('dialog', { name: 'Chat' });
  const publicList = await within(panel).findByRole('list', { name: 'Public' });
  expect(within(publicList).getByText('general')).toBeInTheDocument();
  expect(within(publicList).getByText('Browse — not joined')).toBeInTheDocument();
  expect(within(publicList).getByText('announcements')).toBeInTheDocument();
  expect(within(publicList).getByTestId('unread-badge')).toHaveTextContent('3');
  expect(within(publicList).getByTitle('You were mentioned')).toBeInTheDocument();
  const privateList = within(panel).getByRole('list', { name: 'Private' });
  expect(within(privateList).getByText('leads')).toBeInTheDocument();
  expect(within(privateList).queryByTestId('unread-badge')).toBeNull();
  expect(within(privateList).getByTitle('A call is running')).toBeInTheDocument();
  const dialogs = within(panel).getByRole('list', { name: 'Dialogs' });
  expect(within(dialogs).getByTestId('unread-badge')).toHaveTextContent('9+');
  expect(within(panel).getByText('No room selected')).toBeInTheDocument();

  await user.click(within(publicList).getByText('announcements'));
  expect(await within(panel).findByRole('button', { name: 'Join' })).toBeInTheDocument();
  // The room view opens below the header; a public room not joined cannot be written to.
  expect(await within(panel).findByText('Join the room to write')).toBeInTheDocument();

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chat' })).toBeNull());
  expect(store.getState().chatWindow.open).toBe(false);
});

test('choosing another company loads its rooms and counts and clears the selection', async () => {
  const user = userEvent.setup();
  const { store } = signedInStore();
  renderUi(<ChatLauncher />, { store, route: '/cabinet' });
  await user.click(await screen.findByRole('button', { name: 'Chat: 15 unread messages' }));
  const panel = await screen.findByRole('dialog', { name: 'Chat' });
  await user.click(await within(panel).findByText('general'));
  expect(store.getState().chatWindow.selectedRoom?.id).toBe(1);

  await user.click(within(panel).getByRole('combobox', { name: 'Company' }));
  await user.click(await screen.findByRole('option', { name: 'Beta' }));
  expect(await within(panel).findByText('beta-team')).toBeInTheDocument();
  expect(within(panel).queryByText('general')).toBeNull();
  const state = store.getState().chatWindow;
  expect(state.companyId).toBe(11);
  expect(state.selectedRoom).toBeNull();
  await waitFor(() => expect(store.getState().chatWindow.unreadCounts.total).toBe(0));
  expect(screen.getByRole('button', { name: 'Chat' })).toBeInTheDocument();
});

test('a failed rooms load is said in words and Retry loads again', async () => {
  const user = userEvent.setup();
  let calls = 0;
  server.use(
    http.get(`${BASE}/chat/company/10/rooms`, () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json(failure('Server error', 'INTERNAL'), { status: 500 })
        : HttpResponse.json(ok(ROOMS[10]));
    }),
  );
  const { store } = signedInStore();
  renderUi(<ChatLauncher />, { store, route: '/cabinet' });
  await user.click(await screen.findByRole('button', { name: /^Chat/ }));
  const panel = await screen.findByRole('dialog', { name: 'Chat' });
  expect(await within(panel).findByText('The rooms could not be loaded.')).toBeInTheDocument();
  await user.click(within(panel).getByRole('button', { name: 'Retry' }));
  expect(await within(panel).findByText('general')).toBeInTheDocument();
});

test('no rooms yet: the empty state offers to create one', async () => {
  const user = userEvent.setup();
  server.use(http.get(`${BASE}/chat/company/10/rooms`, () => HttpResponse.json(ok([]))));
  const { store } = signedInStore();
  renderUi(<ChatLauncher />, { store, route: '/cabinet' });
  await user.click(await screen.findByRole('button', { name: /^Chat/ }));
  const panel = await screen.findByRole('dialog', { name: 'Chat' });
  expect(await within(panel).findByText('No rooms yet')).toBeInTheDocument();
  await user.click(within(panel).getByRole('button', { name: 'Create a room' }));
  expect(await screen.findByRole('dialog', { name: 'New room' })).toBeInTheDocument();
});
