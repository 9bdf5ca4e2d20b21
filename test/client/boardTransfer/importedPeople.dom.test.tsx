/**
 * Imported people in a card's history and discussion (issue 7 Deliver 1: "members → … otherwise
 * kept as text in history; comments → discussion with the original author name"): an actor or
 * author with `userId: null` shows by name with initials, and 'importedMembers' reads
 * "Trello members: …".
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Comment, HistoryEntry } from '../../../src/shared/board/board.types';
import { DiscussionTab } from '../../../src/client/features/board/DiscussionTab';
import { HistoryTab } from '../../../src/client/features/board/HistoryTab';
import { languageChosen } from '../../../src/client/features/preferences/preferencesSlice';
import { makeTestStore } from '../renderWithProviders';
import { renderUi } from '../ui/renderUi';
import { BASE, ok } from '../board/boardFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const grace = { userId: null, name: 'Grace Hopper' };
const history: HistoryEntry[] = [
  {
    id: 2,
    cardId: 1,
    action: 'importedMembers',
    field: 'members',
    from: null,
    to: 'Ann Smith, Bob',
    createdAt: '2026-02-01T10:00:00.000Z',
    actor: null,
  },
  {
    id: 1,
    cardId: 1,
    action: 'created',
    field: null,
    from: null,
    to: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    actor: grace,
  },
];
const comments: Comment[] = [
  {
    id: 9,
    cardId: 1,
    text: 'Shipped in 2019',
    createdAt: '2019-05-01T10:00:00.000Z',
    updatedAt: '2019-05-01T10:00:00.000Z',
    author: { ...grace, avatar: null },
  },
];

beforeEach(() =>
  server.use(
    http.get(`${BASE}/editor/card/1/history`, () => HttpResponse.json(ok(history))),
    http.get(`${BASE}/editor/card/1/comments`, () => HttpResponse.json(ok(comments))),
  ),
);

test('history names Trello members kept as text, and an imported actor by name with initials', async () => {
  renderUi(<HistoryTab cardId={1} />);
  const items = within(await screen.findByRole('list', { name: 'History' })).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent(/^Trello members: Ann Smith, Bob/);
  expect(items[0]).not.toHaveTextContent('Unknown user');
  expect(items[1]).toHaveTextContent('GHGrace Hopper created the card');
});

test('in Russian the Trello members entry is translated', async () => {
  const { store } = makeTestStore();
  store.dispatch(languageChosen('ru'));
  renderUi(<HistoryTab cardId={1} />, { store });
  const list = await screen.findByRole('list', { name: 'История' });
  expect(list).toHaveTextContent('Участники Trello: Ann Smith, Bob');
});

test('a comment by an imported author shows the name and initials, without edit actions', async () => {
  renderUi(<DiscussionTab cardId={1} readOnly />);
  const list = await screen.findByRole('list', { name: 'Discussion' });
  const item = await within(list).findByRole('listitem');
  expect(item).toHaveTextContent('GHGrace Hopper');
  expect(item).toHaveTextContent('Shipped in 2019');
  expect(item).not.toHaveTextContent('Unknown user');
  expect(within(item).queryByRole('button', { name: 'Edit comment' })).not.toBeInTheDocument();
});
