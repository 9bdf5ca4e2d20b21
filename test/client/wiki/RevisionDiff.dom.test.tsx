/**
 * The history's diff view (issue 18 "a diff view"): a revision's markdown against the page now,
 * line by line — lines only in the revision marked removed, lines added since marked added, the
 * rest plain; identical texts say so.
 */
import { screen } from '@testing-library/react';
import { RevisionDiff, diffRows } from '../../../src/client/features/wiki/RevisionDiff';
import { renderUi } from '../ui/renderUi';

const before = '# Plan\n\nShip on Monday\n\n- tests\n';
const after = '# Plan\n\nShip on Friday\n\n- tests\n- docs\n';

test('the rows of a diff: removed, added and unchanged lines in order', () => {
  expect(diffRows(before, after)).toEqual([
    { kind: 'same', text: '# Plan' },
    { kind: 'same', text: '' },
    { kind: 'removed', text: 'Ship on Monday' },
    { kind: 'added', text: 'Ship on Friday' },
    { kind: 'same', text: '' },
    { kind: 'same', text: '- tests' },
    { kind: 'added', text: '- docs' },
  ]);
});

test('the view marks removed and added lines in words for a screen reader', () => {
  renderUi(<RevisionDiff before={before} after={after} />);
  expect(screen.getByRole('row', { name: 'Removed' })).toHaveTextContent('Ship on Monday');
  const added = screen.getAllByRole('row', { name: 'Added' }).map((row) => row.textContent);
  expect(added).toEqual(['+Ship on Friday', '+- docs']);
});

test('the same text says there is nothing to compare', () => {
  renderUi(<RevisionDiff before={before} after={before} />);
  expect(screen.getByText('This version is the same as the page now.')).toBeInTheDocument();
});
