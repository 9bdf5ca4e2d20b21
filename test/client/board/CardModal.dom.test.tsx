/**
 * The card dialog opens from the cache at once (spec/board.md §2 Card modal): the card the board
 * already holds shows its number and title in the dialog before GET /editor/card/{id} answers, the
 * description shows a loading skeleton meanwhile, and the details replace it when they arrive.
 * A click on a tile opens it the same way, writes `?card={id}` to the URL, and Close removes both.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../../src/client/app/store';
import { BoardView } from '../../../src/client/features/board/BoardView';
import { LocationDisplay } from '../renderWithProviders';
import { renderUi } from '../ui/renderUi';
import { BASE, aCard, aColumn, fakeConnection, ok, serveBoard } from './boardFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const card = aCard({ id: 5, name: 'Write the spec', counter: 12, desc: 'The **spec** itself' });

test('the dialog shows the cached card at once and its description when the details arrive', async () => {
  serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
  let answerDetails: () => void = () => undefined;
  const detailsAsked = new Promise<void>((asked) => {
    server.use(
      http.get(`${BASE}/editor/card/5`, async () => {
        asked();
        await new Promise<void>((resolve) => (answerDetails = resolve));
        return HttpResponse.json(ok({ ...card, projectId: 3, companyId: 7 }));
      }),
      http.get(`${BASE}/editor/card/5/comments`, () => HttpResponse.json(ok([]))),
    );
  });
  localStorage.setItem('auth_token_default', 'tok-1');
  renderUi(<BoardView boardId={1} />, {
    store: makeStore({ connection: fakeConnection().service }),
    route: '/cabinet/project/3/board?card=5',
  });

  const dialog = await screen.findByRole('dialog');
  await detailsAsked;
  // Details still pending: header from the board cache, the description as a skeleton.
  expect(within(dialog).getByRole('heading', { name: 'Write the spec' })).toBeInTheDocument();
  expect(within(dialog).getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  expect(within(dialog).queryByTestId('markdown')).not.toBeInTheDocument();

  answerDetails();
  expect(await within(dialog).findByTestId('markdown')).toHaveTextContent('The spec itself');
  expect(within(dialog).queryByRole('progressbar', { name: 'Loading…' })).not.toBeInTheDocument();
});

test('a click on a tile shows its dialog with the cached name while the details are held, and the URL follows', async () => {
  const user = userEvent.setup();
  serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
  let answerDetails: () => void = () => undefined;
  server.use(
    http.get(`${BASE}/editor/card/5`, async () => {
      await new Promise<void>((resolve) => (answerDetails = resolve));
      return HttpResponse.json(ok({ ...card, projectId: 3, companyId: 7 }));
    }),
  );
  localStorage.setItem('auth_token_default', 'tok-1');
  renderUi(
    <>
      <BoardView boardId={1} />
      <LocationDisplay />
    </>,
    { store: makeStore({ connection: fakeConnection().service }), route: '/cabinet/project/3/board' },
  );

  await user.click(await screen.findByText('Write the spec'));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('heading', { name: 'Write the spec' })).toBeInTheDocument();
  expect(within(dialog).getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cabinet/project/3/board?card=5'));

  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/cabinet\/project\/3\/board$/);
  answerDetails();
});
