/**
 * The first-run hint of a new board (a board that offers no stickers yet): a card's "+" tells where
 * stickers come from and opens the board's Stickers settings; "Got it" dismisses it for this user,
 * remembered in the browser (preferences/firstRunHints.ts), while another user still sees it.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { notificationSettingsHandler } from '../notifications/settingsHandler';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardSticker } from '../../../src/shared/stickers/stickerWire';
import { userLoaded } from '../../../src/client/features/session/sessionSlice';
import { aUser } from '../ui/renderUi';
import { BASE, aCard, aColumn, ok, renderBoard, serveBoard } from '../board/boardFixtures';

const server = setupServer(notificationSettingsHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const HINT = /This board offers no stickers yet/;

function serveNewBoard(definitions: BoardSticker[] = []) {
  serveBoard(server, [aColumn({ id: 1, cards: [aCard({ id: 5, name: 'First task' })] })]);
  server.use(http.get(`${BASE}/board/1/stickers`, () => HttpResponse.json(ok(definitions))));
}

async function openPlusMenu(userId: number) {
  const user = userEvent.setup({ delay: null });
  const view = renderBoard();
  act(() => {
    view.store.dispatch(userLoaded(aUser({ id: userId })));
  });
  await screen.findByText('First task');
  await user.click(screen.getByRole('button', { name: 'Add a sticker' }));
  return { user, menu: await screen.findByRole('menu'), ...view };
}

test('a new board\'s "+" leads to the Stickers settings', async () => {
  serveNewBoard();
  const { user, menu } = await openPlusMenu(1);
  expect(within(menu).getByRole('note')).toHaveTextContent(HINT);
  await user.click(within(menu).getByRole('menuitem', { name: 'Open Stickers settings' }));
  expect(await screen.findByRole('dialog', { name: 'Board stickers' })).toBeInTheDocument();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: /First task/ })).not.toBeInTheDocument(); // the card did not open
});

test('"Got it" dismisses the hint for this user only, and it stays dismissed', async () => {
  serveNewBoard();
  const first = await openPlusMenu(1);
  await first.user.click(within(first.menu).getByRole('menuitem', { name: 'Got it' }));
  await waitFor(() => expect(within(first.menu).queryByRole('note')).not.toBeInTheDocument());
  expect(within(first.menu).getByRole('menuitem', { name: 'No active stickers on this board' })).toBeInTheDocument();
  first.unmount();

  // The same user on a fresh page: still dismissed. Another user: shown.
  const again = await openPlusMenu(1);
  expect(within(again.menu).queryByRole('note')).not.toBeInTheDocument();
  again.unmount();
  const other = await openPlusMenu(2);
  expect(within(other.menu).getByRole('note')).toHaveTextContent(HINT);
});

test('a board that offers stickers shows its stickers, not the hint', async () => {
  const deadline: BoardSticker = {
    id: 12,
    boardId: 1,
    type: 'deadline',
    name: null,
    icon: null,
    isActive: true,
    configs: {},
    sort: 1,
  };
  serveNewBoard([deadline]);
  const { menu } = await openPlusMenu(1);
  expect(within(menu).getByRole('menuitem', { name: 'Deadline' })).toBeInTheDocument();
  expect(within(menu).queryByRole('note')).not.toBeInTheDocument();
});
