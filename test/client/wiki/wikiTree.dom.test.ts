/**
 * The wiki's page tree from the server's flat list (issue 18 page tree): siblings in `sort` order,
 * children under their parents, orphans at the root; the moves a drag and the keyboard menu make.
 */
import {
  applyMove,
  buildWikiTree,
  keyboardMove,
  moveToTarget,
  visibleRows,
} from '../../../src/client/features/wiki/wikiTree';
import { aPage } from './wikiFixtures';

const titles = (nodes: ReturnType<typeof buildWikiTree>): unknown =>
  nodes.map((n) => (n.children.length ? [n.page.title, titles(n.children)] : n.page.title));

// Root: Guide (sort 0) with Setup (1) and Install (0); Notes (sort 1); an orphan whose parent is gone.
const pages = [
  aPage({ id: 4, title: 'Notes', sort: 1 }),
  aPage({ id: 2, title: 'Setup', parentId: 1, sort: 1 }),
  aPage({ id: 1, title: 'Guide', sort: 0 }),
  aPage({ id: 3, title: 'Install', parentId: 1, sort: 0 }),
  aPage({ id: 9, title: 'Orphan', parentId: 77, sort: 5 }),
  aPage({ id: 8, title: 'Trashed', sort: 2, deletedAt: '2026-11-26T11:00:00.000Z' }),
];

test('the flat list becomes a tree in sort order; an orphan shows at the root, the trash not at all', () => {
  const tree = buildWikiTree(pages);
  expect(titles(tree)).toEqual([['Guide', ['Install', 'Setup']], 'Notes', 'Orphan']);
  expect(tree[0].children[0].depth).toBe(2);
});

test('collapsed pages hide their children from the rows', () => {
  const tree = buildWikiTree(pages);
  expect(visibleRows(tree, new Set()).map((n) => n.page.title)).toEqual([
    'Guide',
    'Install',
    'Setup',
    'Notes',
    'Orphan',
  ]);
  expect(visibleRows(tree, new Set([1])).map((n) => n.page.title)).toEqual(['Guide', 'Notes', 'Orphan']);
});

test('dropping before, after and into a page gives the parent and index among the new siblings', () => {
  expect(moveToTarget(pages, 4, 2, 'before')).toEqual({ parentId: 1, index: 1 });
  expect(moveToTarget(pages, 4, 2, 'after')).toEqual({ parentId: 1, index: 2 });
  expect(moveToTarget(pages, 4, 3, 'inside')).toEqual({ parentId: 3, index: 0 });
  // Into its own subtree, or back where it is: nothing.
  expect(moveToTarget(pages, 1, 3, 'inside')).toBeNull();
  expect(moveToTarget(pages, 3, 2, 'before')).toBeNull();
});

test('the keyboard moves: up, down, in (under the page above), out (after the parent)', () => {
  expect(keyboardMove(pages, 2, 'up')).toEqual({ parentId: 1, index: 0 });
  expect(keyboardMove(pages, 2, 'down')).toBeNull();
  expect(keyboardMove(pages, 3, 'up')).toBeNull();
  expect(keyboardMove(pages, 2, 'in')).toEqual({ parentId: 3, index: 0 });
  expect(keyboardMove(pages, 2, 'out')).toEqual({ parentId: null, index: 1 });
  expect(keyboardMove(pages, 1, 'out')).toBeNull();
});

test('a move applied to the list renumbers the new siblings so the tree shows the result at once', () => {
  const moved = applyMove(pages, 2, { parentId: null, index: 1 });
  expect(titles(buildWikiTree(moved))).toEqual(
    ['Guide', 'Setup', 'Notes', 'Orphan'].map((t) => (t === 'Guide' ? ['Guide', ['Install']] : t)),
  );
});
