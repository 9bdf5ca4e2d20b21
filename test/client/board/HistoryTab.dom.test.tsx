/**
 * The history tab reads sticker changes by the sticker's name (user-given, or the translated type),
 * and the schedulers' changes as done by Teamspace (issue 4: every change writes history).
 */
import { screen, within } from '@testing-library/react';
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

describe('moves, members and guests', () => {
  const place = (columnId: number, columnName: string, parentCardId: number | null = null) => ({
    columnId,
    columnName,
    parentCardId,
  });
  const detailed = (id: number, action: string, from: unknown, to: unknown, actor: HistoryEntry['actor'] = ada) => ({
    ...entry(id, action, action === 'moved' ? 'place' : 'members', actor),
    from,
    to,
  });
  const member = (name: string, isResponsible: boolean) => ({ userId: 2, name, isResponsible });

  beforeEach(() =>
    server.use(
      http.get(`${BASE}/editor/card/1/history`, () =>
        HttpResponse.json(
          ok([
            detailed(8, 'memberRemoved', member('Bob', true), null),
            detailed(7, 'memberAdded', null, member('Bob', true)),
            detailed(6, 'memberAdded', null, member('Bob', false)),
            detailed(5, 'memberRemoved', member('Eve', false), null),
            detailed(4, 'moved', place(2, 'Doing', 9), place(2, 'Doing')),
            detailed(3, 'moved', place(2, 'Doing'), place(2, 'Doing', 9)),
            detailed(2, 'moved', place(1, 'To do'), place(2, 'Doing')),
            { ...entry(1, 'created', null, { userId: null, name: '', isGuest: true }), to: { name: 'Task' } },
          ]),
        ),
      ),
    ),
  );

  test('a move says from which column to which; a member change names the member and the role', async () => {
    renderUi(<HistoryTab cardId={1} />);
    const list = await screen.findByRole('list', { name: 'History' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.querySelector('p')?.textContent);
    expect(rows).toEqual([
      'Ada removed Bob from the responsible',
      'Ada added Bob as responsible',
      'Ada added Bob as an executor',
      'Ada removed Eve from the executors',
      'Ada moved the card out of its parent card in “Doing”',
      'Ada moved the card under another card in “Doing”',
      'Ada moved the card from “To do” to “Doing”',
      'Guest created the card',
    ]);
  });

  test('in Russian', async () => {
    const { store } = makeTestStore();
    store.dispatch(languageChosen('ru'));
    renderUi(<HistoryTab cardId={1} />, { store });
    const list = await screen.findByRole('list', { name: 'История' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.querySelector('p')?.textContent);
    expect(rows).toEqual([
      'Ada снял(а) Bob с роли ответственного',
      'Ada назначил(а) Bob ответственным',
      'Ada назначил(а) Bob исполнителем',
      'Ada снял(а) Eve с роли исполнителя',
      'Ada вынес(ла) карточку из родительской в «Doing»',
      'Ada перенёс(ла) карточку под другую карточку в «Doing»',
      'Ada переместил(а) карточку из «To do» в «Doing»',
      'Гость создал(а) карточку',
    ]);
  });
});
