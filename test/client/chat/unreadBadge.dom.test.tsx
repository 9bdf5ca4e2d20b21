/**
 * The unread badge (spec/shell.md §9: per category 1..9, '9+' above 9, nothing for 0; issue 16
 * "Checks": badge rendering 0, 5, 9, 10).
 */
import { render, screen } from '@testing-library/react';
import { unreadBadgeText } from '../../../src/shared/chat/chat.types';
import { UnreadBadge } from '../../../src/client/features/chat/UnreadBadge';

test.each([
  [0, null],
  [5, '5'],
  [9, '9'],
  [10, '9+'],
  [250, '9+'],
])('%i unread shows %s', (count, text) => {
  render(<UnreadBadge count={count} />);
  if (text === null) expect(screen.queryByTestId('unread-badge')).toBeNull();
  else expect(screen.getByTestId('unread-badge')).toHaveTextContent(new RegExp(`^${text.replace('+', '\\+')}$`));
});

test('the text rule itself: empty for 0 and nonsense, the number up to 9, 9+ above', () => {
  expect([0, -1, Number.NaN, 1, 9, 10].map(unreadBadgeText)).toEqual(['', '', '', '1', '9', '9+']);
});
