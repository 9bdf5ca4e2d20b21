/**
 * The history tab reads sticker changes by the sticker's name (user-given, or the translated type),
 * and the schedulers' changes as done by Teamspace (issue 4: every change writes history).
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { HistoryEntry } from '../../../src/shared/board/board.types';
import { HistoryTab } from '../../../src/client/features/board/HistoryTab';
import { languageChosen } from '../../../src/client/features/preferences/preferencesSlice';
import { makeTestStore } from '../renderWithProviders';
import { renderUi } from '../ui/renderUi';
import { BASE, ok } from './boardFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const entry = (id: number, action: string, field: string | null, actor: HistoryEntry['actor']): HistoryEntry => ({
  id,
  cardId: 1,
  action,
  field,
  from: null,
  to: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  actor,
});
const ada = { userId: 1, name: 'Ada' };

beforeEach(() =>
  server.use(
    http.get(`${BASE}/editor/card/1/history`, () =>
      HttpResponse.json(
        ok([
          entry(5, 'recurred', null, null),
          entry(4, 'timerFinished', 'sticker', null),
          entry(3, 'stickerDetached', 'timer', ada),
          entry(2, 'stickerChanged', 'Customer', ada),
          entry(1, 'stickerAttached', 'deadline', ada),
        ]),
      ),
    ),
  ),
);

test('sticker entries name the sticker; scheduler entries read as Teamspace', async () => {
  renderUi(<HistoryTab cardId={1} />);
  const list = await screen.findByRole('list', { name: 'History' });
  expect(list).toHaveTextContent('Ada attached the sticker “Deadline”');
  expect(list).toHaveTextContent('Ada changed the sticker “Customer”');
  expect(list).toHaveTextContent('Ada detached the sticker “Timer”');
  expect(list).toHaveTextContent('Teamspace stopped the timer at zero');
  expect(list).toHaveTextContent('Teamspace brought the regular task back to the board');
});

test('in Russian', async () => {
  const { store } = makeTestStore();
  store.dispatch(languageChosen('ru'));
  renderUi(<HistoryTab cardId={1} />, { store });
  const list = await screen.findByRole('list', { name: 'История' });
  expect(list).toHaveTextContent('Ada прикрепил(а) стикер «Дедлайн»');
});
