/**
 * A list's cards beyond its first paint (CardList.tsx `useRevealedWhenIdle`, issue 13 "usable"):
 * the first render draws FIRST_PAINT_CARDS of a column's loaded page; the rest wait for the idle
 * queue (after the paint and a quiet second — here the browser is never idle) unless the user
 * heads for them first: any scroll on the page or a focus change shows them at once.
 */
import './noIdlePrefetch';
import { setupServer } from 'msw/node';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { FIRST_PAINT_CARDS } from '../../../src/client/features/board/CardList';
import { aColumn, cardsOf, renderBoard, serveBoard } from './boardFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const CARDS = 20;

async function boardWithOneFullColumn() {
  serveBoard(server, [aColumn({ id: 1, cards: cardsOf(1, CARDS) })]);
  const view = renderBoard(1, { connected: true });
  const drawn = () => view.container.querySelectorAll('[data-card-id]').length;
  await waitFor(() => expect(drawn()).toBe(FIRST_PAINT_CARDS));
  // Nothing else comes while the user does nothing and the idle queue does not run.
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(drawn()).toBe(FIRST_PAINT_CARDS);
  return drawn;
}

test('a scroll anywhere on the page shows the rest of the loaded cards', async () => {
  const drawn = await boardWithOneFullColumn();
  expect(screen.queryByText('Task 0')).toBeNull();
  fireEvent.scroll(document.querySelector('[data-list]')!.parentElement!);
  await waitFor(() => expect(drawn()).toBe(CARDS));
  expect(screen.getByText('Task 0')).toBeInTheDocument();
});

test('a focus change (a Tab into the board, a click on a button) shows them too', async () => {
  const drawn = await boardWithOneFullColumn();
  fireEvent.focusIn(screen.getByText('Task 19'));
  await waitFor(() => expect(drawn()).toBe(CARDS));
});
