/**
 * The project page, /cabinet/project/{id}/board (issue 3 Deliver 2; spec/board.md §4, §8, §9):
 * which board opens (`last-selected-boards`, stale entries removed, else the first), choosing a
 * board remembers it, creating one opens it, deleting asks with the server's 449 text and repeats
 * with force=1, "No boards yet", a missing project, and the Wiki tab fetching the page tree when
 * pointed at (issue 18 "Speed"), and the tabs' keyboard use (WAI-ARIA tabs: arrows, Home, End).
 * CLIENT-BOARD's BoardView is replaced by a marker showing which board id it was given (its own
 * tests cover the board itself).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Board } from '../../../src/shared/company/company.schemas';
import { projectPageUi } from './projectPageUi';
import { failure, renderUi } from '../ui/renderUi';
import { aBoard, aCompany, aProject, okBody } from './fixtures';

jest.mock('../../../src/client/features/board/BoardView', () => ({
  BoardView: ({ boardId }: { boardId: number }) => <div data-testid="board-view">{`board ${boardId}`}</div>,
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ui = projectPageUi;

const stored = () => JSON.parse(localStorage.getItem('last-selected-boards') ?? '{}') as Record<string, number>;

/** Project 11 "Website" of company 5 with the given boards (the list is live: tests change it). */
function serve(boards: Board[]) {
  server.use(
    http.get('http://localhost/project/11', () => HttpResponse.json(okBody({ ...aProject(), boards }))),
    http.get('http://localhost/company/5', () => HttpResponse.json(okBody(aCompany()))),
  );
}

const shownBoard = async () => (await screen.findByTestId('board-view')).textContent;

test('the board last selected in this project opens, and the route /cabinet/project/11 leads to it', async () => {
  localStorage.setItem('last-selected-boards', JSON.stringify({ 11: 22, 99: 5 }));
  serve([aBoard(21, 'Roadmap'), aBoard(22, 'Sprint')]);
  renderUi(ui, { route: '/cabinet/project/11' });
  expect(await shownBoard()).toBe('board 22');
  expect(screen.getByRole('tab', { name: 'Sprint' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('heading', { name: 'Website' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/cabinet/company/5');
});

test('a stale entry (its board is gone) is removed and the first board opens; other projects keep theirs', async () => {
  localStorage.setItem('last-selected-boards', JSON.stringify({ 11: 404, 99: 5 }));
  serve([aBoard(21, 'Roadmap'), aBoard(22, 'Sprint')]);
  renderUi(ui, { route: '/cabinet/project/11/board' });
  expect(await shownBoard()).toBe('board 21');
  await waitFor(() => expect(stored()).toEqual({ 99: 5 }));
});

test('choosing another board shows it and remembers it for the project', async () => {
  const user = userEvent.setup();
  serve([aBoard(21, 'Roadmap'), aBoard(22, 'Sprint')]);
  renderUi(ui, { route: '/cabinet/project/11/board' });
  expect(await shownBoard()).toBe('board 21');
  await user.click(screen.getByRole('tab', { name: 'Sprint' }));
  expect(await shownBoard()).toBe('board 22');
  expect(stored()).toEqual({ 11: 22 });
});

test('a project without boards says "No boards yet"; creating one opens it', async () => {
  const user = userEvent.setup();
  const boards: Board[] = [];
  serve(boards);
  let body: unknown;
  server.use(
    http.post('http://localhost/project/11/boards', async ({ request }) => {
      body = await request.json();
      boards.push(aBoard(30, 'Backlog'));
      return HttpResponse.json(okBody(boards[0]), { status: 201 });
    }),
  );
  renderUi(ui, { route: '/cabinet/project/11/board' });
  expect(await screen.findByRole('heading', { name: 'No boards yet' })).toBeInTheDocument();
  expect(screen.queryByTestId('board-view')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create a board' }));
  const dialog = await screen.findByRole('dialog', { name: 'New board' });
  await user.click(within(dialog).getByRole('button', { name: 'Create board' }));
  expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Board name'), 'Backlog');
  await user.click(within(dialog).getByRole('button', { name: 'Create board' }));
  expect(await shownBoard()).toBe('board 30');
  expect(body).toEqual({ name: 'Backlog' });
  expect(stored()).toEqual({ 11: 30 });
});

test("deleting a board with cards asks with the server's text; confirming repeats with force=1", async () => {
  const user = userEvent.setup();
  localStorage.setItem('last-selected-boards', JSON.stringify({ 11: 22 }));
  const boards = [aBoard(21, 'Roadmap'), aBoard(22, 'Sprint')];
  serve(boards);
  const deletes: string[] = [];
  server.use(
    http.delete('http://localhost/board/22', ({ request }) => {
      const force = new URL(request.url).searchParams.get('force');
      deletes.push(force ?? 'none');
      if (force !== '1')
        return HttpResponse.json(failure('The board holds 12 cards. Delete it with them?', 'NEEDS_CONFIRMATION'), {
          status: 449,
        });
      boards.splice(1, 1);
      return HttpResponse.json(okBody(null));
    }),
  );
  renderUi(ui, { route: '/cabinet/project/11/board' });
  expect(await shownBoard()).toBe('board 22');
  await user.click(screen.getByRole('button', { name: 'Actions for board Sprint' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete board Sprint?' });
  expect(dialog).toHaveTextContent('The board holds 12 cards. Delete it with them?');
  expect(screen.getByRole('tab', { name: 'Sprint', hidden: true })).toBeInTheDocument(); // behind the modal
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('tab', { name: 'Sprint' })).not.toBeInTheDocument());
  expect(deletes).toEqual(['none', '1']);
  expect(await shownBoard()).toBe('board 21');
  expect(stored()).toEqual({});
});

test('cancelling the 449 confirm keeps the board and sends nothing more', async () => {
  const user = userEvent.setup();
  serve([aBoard(21, 'Roadmap')]);
  let calls = 0;
  server.use(
    http.delete('http://localhost/board/21', () => {
      calls += 1;
      return HttpResponse.json(failure('The board holds 3 cards.', 'NEEDS_CONFIRMATION'), { status: 449 });
    }),
  );
  renderUi(ui, { route: '/cabinet/project/11/board' });
  await user.click(await screen.findByRole('button', { name: 'Actions for board Roadmap' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls).toBe(1);
  expect(screen.getByRole('tab', { name: 'Roadmap' })).toBeInTheDocument();
});

test('another delete failure shows "Error deleting"', async () => {
  const user = userEvent.setup();
  serve([aBoard(21, 'Roadmap')]);
  server.use(
    http.delete('http://localhost/board/21', () => HttpResponse.json(failure('Boom', 'INTERNAL'), { status: 500 })),
  );
  renderUi(ui, { route: '/cabinet/project/11/board' });
  await user.click(await screen.findByRole('button', { name: 'Actions for board Roadmap' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  expect(await screen.findByText('Error deleting')).toBeInTheDocument();
});

test('board settings send only the changed background colour and image', async () => {
  const user = userEvent.setup();
  const boards = [aBoard(21, 'Roadmap')];
  serve(boards);
  let body: unknown;
  server.use(
    http.put('http://localhost/board/21', async ({ request }) => {
      body = await request.json();
      boards[0] = { ...boards[0], ...(body as object) };
      return HttpResponse.json(okBody(boards[0]));
    }),
  );
  renderUi(ui, { route: '/cabinet/project/11/board' });
  await user.click(await screen.findByRole('button', { name: 'Actions for board Roadmap' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Board settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Board settings' });
  await user.click(within(dialog).getByRole('radio', { name: '#2E7D32' }));
  await user.type(within(dialog).getByLabelText('Background image URL'), 'https://example.com/bg.png');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(body).toEqual({ bgColor: '#2E7D32', bgImage: 'https://example.com/bg.png' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a project that does not exist shows "Project not found" with a way to the cabinet', async () => {
  server.use(
    http.get('http://localhost/project/11', () =>
      HttpResponse.json(failure('Not found', 'NOT_FOUND'), { status: 404 }),
    ),
  );
  renderUi(ui, { route: '/cabinet/project/11/board' });
  expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the cabinet' })).toHaveAttribute('href', '/cabinet');
});

test('opening the board menu does not measure the tabs (a measure forces a layout of the whole board)', async () => {
  const user = userEvent.setup();
  serve([aBoard(21, 'Roadmap'), aBoard(22, 'Sprint')]);
  renderUi(ui, { route: '/cabinet/project/11/board' });
  expect(await shownBoard()).toBe('board 21');
  const original = HTMLElement.prototype.getBoundingClientRect;
  let tabMeasures = 0;
  const spy = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (this.closest('[role="tablist"]')) tabMeasures += 1;
    return original.call(this);
  });
  try {
    await user.click(screen.getByRole('button', { name: 'Actions for board Roadmap' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(tabMeasures).toBe(0);
  } finally {
    spy.mockRestore();
  }
});

test('pointing at the Wiki tab fetches the project’s page tree before the click (once)', async () => {
  const user = userEvent.setup();
  serve([aBoard(21, 'Roadmap')]);
  let listed = 0;
  server.use(
    http.get('http://localhost/wiki/project/11/pages', () => {
      listed += 1;
      return HttpResponse.json(okBody([]));
    }),
  );
  renderUi(ui, { route: '/cabinet/project/11/board' });
  const tab = await screen.findByRole('tab', { name: 'Wiki' });
  await user.hover(tab);
  await waitFor(() => expect(listed).toBe(1));
  await user.unhover(tab);
  await user.hover(tab);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(listed).toBe(1);
});

test('the board tabs take the arrow keys, Home and End between tabs; Enter opens the focused board', async () => {
  const user = userEvent.setup();
  serve([aBoard(21, 'Roadmap'), aBoard(22, 'Sprint'), aBoard(23, 'Ideas')]);
  renderUi(ui, { route: '/cabinet/project/11/board' });
  expect(await shownBoard()).toBe('board 21');
  const boards = screen.getByRole('tablist', { name: 'Boards' });
  const tab = (name: string) => within(boards).getByRole('tab', { name });
  // Only the selected tab is in the Tab order (roving tabindex).
  expect(tab('Roadmap')).toHaveAttribute('tabindex', '0');
  expect(tab('Sprint')).toHaveAttribute('tabindex', '-1');
  tab('Roadmap').focus();
  await user.keyboard('{ArrowRight}');
  expect(tab('Sprint')).toHaveFocus();
  await user.keyboard('{End}');
  expect(tab('Ideas')).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(tab('Roadmap')).toHaveFocus();
  await user.keyboard('{ArrowLeft}{Enter}');
  expect(await shownBoard()).toBe('board 23');
  expect(tab('Ideas')).toHaveAttribute('aria-selected', 'true');
  expect(tab('Roadmap')).toHaveAttribute('aria-selected', 'false');
});

test('the section tabs are links; the boards section is selected', async () => {
  serve([aBoard(21, 'Roadmap')]);
  renderUi(ui, { route: '/cabinet/project/11/board' });
  const sections = await screen.findByRole('tablist', { name: 'Project sections' });
  const board = within(sections).getByRole('tab', { name: 'Boards' });
  expect(board).toHaveAttribute('aria-selected', 'true');
  expect(board).toHaveAttribute('href', '/cabinet/project/11/board');
  expect(within(sections).getByRole('tab', { name: 'Wiki' })).toHaveAttribute('href', '/cabinet/project/11/wiki');
  expect(within(sections).getByRole('tab', { name: 'Wiki' })).toHaveAttribute('aria-selected', 'false');
});
