/**
 * A card that is not there offers a way back (spec/board.md §2 card modal and card page): a link to
 * a missing card, or a card deleted while it is open, says "Card not found." with "Back to the
 * board" (the modal closes onto its board; the page links to the card's board when it knew it,
 * else back where the user came from, or to the cabinet).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { BOARD_EVENTS } from '../../../src/shared/board/board.events';
import { makeStore } from '../../../src/client/app/store';
import { connectionReady, socketConnected } from '../../../src/client/features/connection/connectionSlice';
import { BoardView } from '../../../src/client/features/board/BoardView';
import { CardPage } from '../../../src/client/features/board/CardPage';
import { LocationDisplay } from '../renderWithProviders';
import { failure, renderUi } from '../ui/renderUi';
import { BASE, aCard, aColumn, fakeConnection, ok, serveBoard } from './boardFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const notFound = () => HttpResponse.json(failure('Not found', 'NOT_FOUND'), { status: 404 });
const card = aCard({ id: 5, name: 'Write the spec' });

function renderBoardAt(route: string) {
  localStorage.setItem('auth_token_default', 'tok-1');
  const connection = fakeConnection();
  const store = makeStore({ connection: connection.service });
  store.dispatch(socketConnected({ socketId: 'sock-1', reconnect: false }));
  store.dispatch(connectionReady());
  renderUi(
    <>
      <BoardView boardId={1} />
      <LocationDisplay />
    </>,
    { store, route },
  );
  return connection;
}

test('a link to a missing card says so in the dialog, and "Back to the board" closes it onto the board', async () => {
  const user = userEvent.setup({ delay: null });
  serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
  server.use(http.get(`${BASE}/editor/card/999`, notFound));
  renderBoardAt('/cabinet/project/3/board?card=999');

  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('Card not found.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Back to the board' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/cabinet\/project\/3\/board$/);
  expect(screen.getByText('Write the spec')).toBeInTheDocument();
});

test('a card deleted while its dialog is open turns into "Card not found." with the way back', async () => {
  serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
  let deleted = false;
  server.use(
    http.get(`${BASE}/editor/card/5`, () => (deleted ? notFound() : HttpResponse.json(ok({ ...card, projectId: 3 })))),
    http.get(`${BASE}/editor/card/5/comments`, () => HttpResponse.json(ok([]))),
  );
  const connection = renderBoardAt('/cabinet/project/3/board?card=5');
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByRole('heading', { name: 'Write the spec' })).toBeInTheDocument();
  await waitFor(() => expect(connection.listenerCount(BOARD_EVENTS.cardDeleted)).toBe(1));

  deleted = true;
  act(() => connection.fire(BOARD_EVENTS.cardDeleted, { id: 5, columnId: 1, parentCardId: null, actorId: 2 }));
  expect(await within(dialog).findByText('Card not found.')).toBeInTheDocument();
  expect(within(dialog).queryByRole('heading', { name: 'Write the spec' })).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Back to the board' })).toBeInTheDocument();
});

test('the card page of a missing card offers the cabinet when there is no page to go back to', async () => {
  server.use(http.get(`${BASE}/editor/card/999`, notFound));
  localStorage.setItem('auth_token_default', 'tok-1');
  renderUi(
    <Routes>
      <Route path="/card/:cardId" element={<CardPage />} />
      <Route path="*" element={<LocationDisplay />} />
    </Routes>,
    { route: '/card/999' },
  );
  expect(await screen.findByText('Card not found.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Go to the cabinet' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/cabinet');
});
