/**
 * Long columns (spec/board.md §2 "the card list with drag and drop; a 'Show more N' button"): a
 * list of thousands of loaded cards mounts only the tiles near the column's viewport, scrolling
 * mounts the later ones, and 'Show more N' stays after the list. jsdom has no layout: see stubLayout.
 */
import { setupServer } from 'msw/node';
import { fireEvent, screen, within } from '@testing-library/react';
import { ESTIMATED_TILE_PX } from '../../../src/client/features/board/VirtualCardItems';
import { aColumn, cardsOf, renderBoard, serveBoard } from './boardFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// jsdom has no ResizeObserver, so tiles mounted while scrolling keep the estimate: use it throughout.
const TILE_PX = ESTIMATED_TILE_PX;
const VIEWPORT_PX = 600;

/**
 * The layout jsdom would report if it had one: the column's scroll box is a 600 px viewport over
 * tall content, every tile is TILE_PX high, and what is inside the box moves up as it scrolls.
 */
function stubLayout() {
  const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
  const rect = Element.prototype.getBoundingClientRect;
  const isScroller = (el: Element) => el.hasAttribute('data-column-scroll');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isScroller(this) ? VIEWPORT_PX : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return isScroller(this) ? 10_000_000 : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('data-index') ? TILE_PX : 0;
    },
  });
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const scroller = this.parentElement?.closest('[data-column-scroll]');
    return new DOMRect(0, scroller ? -scroller.scrollTop : 0, 280, 0);
  };
  return () => {
    // clientHeight and scrollHeight are Element.prototype's again.
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
    delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
    Element.prototype.getBoundingClientRect = rect;
  };
}

let restoreLayout: () => void;
beforeEach(() => (restoreLayout = stubLayout()));
afterEach(() => restoreLayout());

const column = () => screen.getByRole('region', { name: 'Column 1' });
const mountedTiles = () => column().querySelectorAll('[data-card-id]').length;

/** Scrolls the column's scroll box to `top` px as a user would. */
function scrollColumnTo(top: number) {
  const scroller = column().querySelector<HTMLElement>('[data-column-scroll]')!;
  Object.defineProperty(scroller, 'scrollTop', { configurable: true, writable: true, value: top });
  fireEvent.scroll(scroller);
}

test('a list of 2,000 loaded cards mounts only a window of tiles, and scrolling mounts later ones', async () => {
  serveBoard(server, [aColumn({ id: 1, cards: cardsOf(1, 2000), cardsCount: 2100 })]); // sorts 1999 … 0
  renderBoard();
  expect(
    await within(await screen.findByRole('region', { name: 'Column 1' })).findByText('Task 1999'),
  ).toBeInTheDocument();
  const mounted = mountedTiles();
  expect(mounted).toBeGreaterThanOrEqual(VIEWPORT_PX / TILE_PX);
  expect(mounted).toBeLessThan(30);
  expect(within(column()).queryByText('Task 0')).not.toBeInTheDocument();
  // 'Show more N' stays after the whole list.
  expect(within(column()).getByRole('button', { name: 'Show more 100' })).toBeInTheDocument();

  scrollColumnTo(1000 * TILE_PX);
  expect(await within(column()).findByText('Task 999')).toBeInTheDocument();
  expect(within(column()).queryByText('Task 1999')).not.toBeInTheDocument();

  scrollColumnTo(2000 * TILE_PX - VIEWPORT_PX);
  expect(await within(column()).findByText('Task 0')).toBeInTheDocument();
  expect(mountedTiles()).toBeLessThan(30);
}, 60_000); // 2,000 cards through msw and the cache: slow on a busy 2-core machine

test('a short list mounts every tile', async () => {
  serveBoard(server, [aColumn({ id: 1, cards: cardsOf(1, 40) })]);
  renderBoard();
  const region = await screen.findByRole('region', { name: 'Column 1' });
  // The tiles after the first few come in a deferred render: 40 MUI tiles take seconds under jsdom.
  expect(await within(region).findByText('Task 0', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(mountedTiles()).toBe(40);
});
