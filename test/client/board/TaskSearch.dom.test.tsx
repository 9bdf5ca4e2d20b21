/**
 * Task search by number (spec/board.md §2 "a task search dialog by task number"; DESIGN §3
 * GET /company/{id}/tasks/{counter}): the board's company is searched, a card of this board opens
 * in the card modal, a card of another board opens as its page, 404 reads 'Task not found'.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../../src/client/app/store';
import { BoardView } from '../../../src/client/features/board/BoardView';
import { LocationDisplay } from '../renderWithProviders';
import { failure, renderUi } from '../ui/renderUi';
import { BASE, aCard, aColumn, fakeConnection, ok, serveBoard } from './boardFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const card = aCard({ id: 5, name: 'Write the spec', counter: 12 });

function renderBoardWithLocation() {
  localStorage.setItem('auth_token_default', 'tok-1');
  const store = makeStore({ connection: fakeConnection().service });
  return renderUi(
    <>
      <BoardView boardId={1} />
      <LocationDisplay />
    </>,
    { store, route: '/cabinet/project/3/board' },
  );
}

/** Answers task `counter` with `found` (or 404) and records the searched paths. */
function serveSearch(found: (counter: number) => unknown) {
  const asked: string[] = [];
  server.use(
    http.get(`${BASE}/company/:companyId/tasks/:counter`, ({ params }) => {
      asked.push(`/company/${String(params.companyId)}/tasks/${String(params.counter)}`);
      const answer = found(Number(params.counter));
      return answer
        ? HttpResponse.json(ok(answer))
        : HttpResponse.json(failure('Not found', 'NOT_FOUND'), { status: 404 });
    }),
  );
  return asked;
}

test('typing 12 and Enter searches the company and opens the card of this board', async () => {
  const user = userEvent.setup();
  serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
  server.use(http.get(`${BASE}/editor/card/5`, () => HttpResponse.json(ok({ ...card, projectId: 3, companyId: 7 }))));
  const asked = serveSearch((counter) => (counter === 12 ? { ...card, projectId: 3, companyId: 7 } : null));
  renderBoardWithLocation();
  await screen.findByText('Write the spec');
  await user.click(screen.getByRole('button', { name: 'Find task by number' }));
  await user.type(screen.getByRole('textbox', { name: 'Task number' }), '12{Enter}');
  expect(await screen.findByRole('heading', { name: 'Write the spec' })).toBeInTheDocument();
  expect(asked).toEqual(['/company/7/tasks/12']);
  // The dialog shows at once; the URL follows it (CardModalHost).
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cabinet/project/3/board?card=5'));
});

test('a card of another board opens as its page', async () => {
  const user = userEvent.setup();
  serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
  serveSearch(() => ({ ...aCard({ id: 99, boardId: 4, counter: 30 }), projectId: 8, companyId: 7 }));
  renderBoardWithLocation();
  await screen.findByText('Write the spec');
  await user.click(screen.getByRole('button', { name: 'Find task by number' }));
  await user.type(screen.getByRole('textbox', { name: 'Task number' }), '#30{Enter}');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/card/99'));
});

test("an unknown number reads 'Task not found' and the dialog stays open", async () => {
  const user = userEvent.setup();
  serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
  const asked = serveSearch(() => null);
  renderBoardWithLocation();
  await screen.findByText('Write the spec');
  await user.click(screen.getByRole('button', { name: 'Find task by number' }));
  const dialog = screen.getByRole('dialog', { name: 'Find task by number' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Task number' }), '404');
  await user.click(within(dialog).getByRole('button', { name: 'Find' }));
  expect(await within(dialog).findByText('Task not found')).toBeInTheDocument();
  expect(asked).toEqual(['/company/7/tasks/404']);
});

test("text that is not a number is not sent; '#' outside inputs opens the dialog", async () => {
  const user = userEvent.setup();
  serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
  const asked = serveSearch(() => null);
  renderBoardWithLocation();
  await screen.findByText('Write the spec');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Find task by number' })).toBeEnabled());
  fireEvent.keyDown(document.body, { key: '#' });
  const dialog = await screen.findByRole('dialog', { name: 'Find task by number' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Task number' }), 'abc{Enter}');
  expect(await within(dialog).findByText('Enter a task number')).toBeInTheDocument();
  expect(asked).toEqual([]);
});
