/**
 * Dates and durations in the user's language (spec/board.md §1 "en-US and ru-RU"): the time in
 * column, the history's dates and the discussion's times read in Russian when Russian is chosen
 * (app/dateFormat.ts with the date-fns locale of the language, app/durationFormat.ts with i18next
 * texts), and in English otherwise.
 */
import { Profiler } from 'react';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Comment, HistoryEntry } from '../../../src/shared/board/board.types';
import type { Language } from '../../../src/shared/constants';
import { DiscussionTab } from '../../../src/client/features/board/DiscussionTab';
import { HistoryTab } from '../../../src/client/features/board/HistoryTab';
import { languageChosen } from '../../../src/client/features/preferences/preferencesSlice';
import { StickerStrip } from '../../../src/client/features/stickers/StickerStrip';
import { makeTestStore } from '../renderWithProviders';
import { renderUi } from '../ui/renderUi';
import { BASE, aCard, ok } from './boardFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderIn(language: Language, ui: React.ReactElement) {
  const { store } = makeTestStore();
  store.dispatch(languageChosen(language));
  return renderUi(ui, { store });
}

describe('time in column', () => {
  const NOW = Date.parse('2026-05-10T12:00:00.000Z');
  beforeEach(() => jest.useFakeTimers({ now: NOW }));

  test.each([
    ['en', '5m 6s', '1h 2m', '2d 3h'],
    ['ru', '5 мин 6 с', '1 ч 2 мин', '2 д 3 ч'],
  ] as const)('in %s reads %p, %p and %p', (language, minutes, hours, days) => {
    const since = (ms: number) => new Date(NOW - ms).toISOString();
    renderIn(
      language,
      <>
        <StickerStrip card={aCard({ id: 1, movedAt: since(305_000) })} readOnly />
        <StickerStrip card={aCard({ id: 2, movedAt: since((62 * 60 - 1) * 1000) })} readOnly />
        <StickerStrip card={aCard({ id: 3, movedAt: since((51 * 3600 - 1) * 1000) })} readOnly />
      </>,
    );
    act(() => jest.advanceTimersByTime(1_000)); // the shared 1 s clock ticks once
    expect(screen.getAllByTestId('time-in-column').map((chip) => chip.textContent)).toEqual([minutes, hours, days]);
  });

  test('a tick redraws only the cards whose time text changed (seconds), not those showing hours or days', () => {
    const since = (ms: number) => new Date(NOW - ms).toISOString();
    const renders = { fresh: 0, hours: 0, days: 0 };
    const count = (id: string) => void (renders[id as keyof typeof renders] += 1);
    renderIn(
      'en',
      <>
        <Profiler id="fresh" onRender={count}>
          <StickerStrip card={aCard({ id: 1, movedAt: since(305_000) })} readOnly />
        </Profiler>
        <Profiler id="hours" onRender={count}>
          <StickerStrip card={aCard({ id: 2, movedAt: since(62 * 60 * 1000) })} readOnly />
        </Profiler>
        <Profiler id="days" onRender={count}>
          <StickerStrip card={aCard({ id: 3, movedAt: since(51 * 3600 * 1000) })} readOnly />
        </Profiler>
      </>,
    );
    act(() => jest.advanceTimersByTime(1_000));
    const before = { ...renders };
    // Three ticks, each drawn: seconds change, minutes and hours do not.
    for (let tick = 0; tick < 3; tick += 1) act(() => jest.advanceTimersByTime(1_000));
    expect(renders.fresh - before.fresh).toBe(3);
    expect(renders.hours - before.hours).toBe(0);
    expect(renders.days - before.days).toBe(0);
    expect(screen.getAllByTestId('time-in-column').map((chip) => chip.textContent)).toEqual([
      '5m 9s',
      '1h 2m',
      '2d 3h',
    ]);
  });
});

describe('history', () => {
  const entry: HistoryEntry = {
    id: 1,
    cardId: 1,
    action: 'created',
    field: null,
    from: null,
    to: { name: 'Card' },
    createdAt: '2026-11-22T10:00:00.000Z',
    actor: { userId: 1, name: 'Ada' },
  };
  beforeEach(() => server.use(http.get(`${BASE}/editor/card/1/history`, () => HttpResponse.json(ok([entry])))));

  test('dates name the month in English', async () => {
    renderIn('en', <HistoryTab cardId={1} />);
    const list = await screen.findByRole('list', { name: 'History' });
    expect(list.querySelector('time')).toHaveTextContent(/^Nov 22, 2026/);
  });

  test('dates name the month in Russian', async () => {
    renderIn('ru', <HistoryTab cardId={1} />);
    const list = await screen.findByRole('list', { name: 'История' });
    expect(list.querySelector('time')).toHaveTextContent(/^22 нояб\. 2026 г\./);
  });
});

describe('discussion', () => {
  const comment = (): Comment => {
    const createdAt = new Date(Date.now() - 5 * 60_000 - 10_000).toISOString();
    return {
      id: 1,
      cardId: 1,
      text: 'Hi',
      createdAt,
      updatedAt: createdAt,
      author: { userId: 2, name: 'Bob', avatar: null },
    };
  };
  beforeEach(() => server.use(http.get(`${BASE}/editor/card/1/comments`, () => HttpResponse.json(ok([comment()])))));

  test.each([
    ['en', '5 minutes ago'],
    ['ru', '5 минут назад'],
  ] as const)('in %s a comment was written %p', async (language, ago) => {
    renderIn(language, <DiscussionTab cardId={1} readOnly />);
    expect(await screen.findByText(ago)).toBeInTheDocument();
  });
});
