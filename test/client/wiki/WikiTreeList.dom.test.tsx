/**
 * A long page tree is windowed (issue 18 "a 200-page tree opens in < 300 ms"): with 200 pages only
 * the rows in and near the view are mounted, each still a tree item with its level.
 */
import { screen } from '@testing-library/react';
import { makeStore } from '../../../src/client/app/store';
import { WINDOW_FROM_ROWS, WikiTreeList } from '../../../src/client/features/wiki/WikiTreeList';
import { renderUi } from '../ui/renderUi';
import { fakeConnection } from '../board/boardFixtures';
import { aPage } from './wikiFixtures';

afterEach(() => jest.restoreAllMocks());

test('200 pages mount only the first screen of rows, in order', () => {
  // jsdom lays nothing out: a 300 px scroll box and 30 px rows for the virtualiser to read.
  jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(300);
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(280);
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(30);
  const pages = Array.from({ length: 200 }, (_, i) => aPage({ id: i + 1, title: `Note ${i + 1}`, sort: i }));
  const store = makeStore({ connection: fakeConnection().service });
  renderUi(<WikiTreeList projectId={3} pages={pages} selectedId={1} onOpened={() => undefined} />, { store });
  const items = screen.getAllByRole('treeitem');
  expect(200).toBeGreaterThanOrEqual(WINDOW_FROM_ROWS);
  expect(items.length).toBeGreaterThan(5);
  expect(items.length).toBeLessThan(60);
  expect(items[0]).toHaveTextContent('Note 1');
  expect(items[1]).toHaveTextContent('Note 2');
  expect(items[0]).toHaveAttribute('aria-level', '1');
});
