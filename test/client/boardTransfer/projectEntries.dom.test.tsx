/**
 * Where the dialogs live on the project page (issue 7 Deliver 2, 3): "Import from Trello" next to
 * the boards (and in "No boards yet"); after an import the project's board list is refetched, so
 * the new board appears, and "Open board" shows it. The board menu has "Export board".
 * CLIENT-BOARD's BoardView is replaced by a marker showing which board it was given.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Board } from '../../../src/shared/company/company.schemas';
import { projectPageUi } from '../company/projectPageUi';
import { renderUi } from '../ui/renderUi';
import { aBoard, aCompany, aProject, okBody } from '../company/fixtures';
import { REPORT, TRELLO, aFile } from './transferFixtures';

jest.mock('../../../src/client/features/board/BoardView', () => ({
  BoardView: ({ boardId }: { boardId: number }) => <div data-testid="board-view">{`board ${boardId}`}</div>,
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ui = projectPageUi;

/** Project 11 with `boards`; an import adds board 42 "Roadmap" on the server. */
function serve(boards: Board[]) {
  server.use(
    http.get('http://localhost/project/11', () => HttpResponse.json(okBody({ ...aProject(), boards }))),
    http.get('http://localhost/company/5', () => HttpResponse.json(okBody(aCompany()))),
    http.post('http://localhost/project/11/import/trello', () => {
      boards.push(aBoard(42, 'Roadmap'));
      return HttpResponse.json(okBody(REPORT));
    }),
  );
}

test('importing from an empty project adds the board to the list and Open board shows it', async () => {
  const user = userEvent.setup();
  serve([]);
  renderUi(ui, { route: '/cabinet/project/11/board' });
  await user.click(await screen.findByRole('button', { name: 'Import from Trello' }));
  await screen.findByRole('dialog', { name: 'Import from Trello' });
  await user.upload(screen.getByLabelText('Export file'), aFile(TRELLO));
  await screen.findByText(/Chosen file/);
  await user.click(screen.getByRole('button', { name: 'Import' }));
  await screen.findByRole('region', { name: 'Import report' });
  // The board list was refetched behind the (modal, so aria-hidden) dialog.
  expect(await screen.findByRole('tab', { name: 'Roadmap', hidden: true })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Open board' }));
  expect((await screen.findByTestId('board-view')).textContent).toBe('board 42');
  expect(screen.queryByRole('dialog', { name: 'Import from Trello' })).not.toBeInTheDocument();
});

test('the board menu opens Export board for the selected board', async () => {
  const user = userEvent.setup();
  serve([aBoard(21, 'Sprint')]);
  renderUi(ui, { route: '/cabinet/project/11/board' });
  await user.click(await screen.findByRole('button', { name: 'Actions for board Sprint' }));
  await user.click(screen.getByRole('menuitem', { name: 'Export board' }));
  expect(await screen.findByRole('dialog', { name: 'Export board' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download JSON' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
});
