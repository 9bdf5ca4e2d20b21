/**
 * Clock widgets (spec/board.md §4 Timer, Stopwatch, Deadline; §9 timer tick 1 s, deadline refresh
 * 30 s): timer display thresholds ticking with fake time, deadline states and showAsTimerOnLastDay
 * texts in both languages, the stopwatch toggle saving `true` at once.
 */
import { setupServer } from 'msw/node';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSticker, recordStickerCalls, renderWidget } from './widgetFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NOW = Date.parse('2026-05-10T12:00:00.000Z');
const DAY = 86_400_000;
const HOUR = 3_600_000;
const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('timer', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));

  test('running: days while ≥ 1 day remains, then hours and minutes, then minutes and seconds, ticking every second', () => {
    // Started 10 s ago with 1 day + 10 s: exactly 1 day left.
    const running = aSticker('timer', {
      initialValue: DAY + 10_000,
      history: [{ start: { time: iso(NOW - 10_000) } }],
    });
    renderWidget(running);
    const chip = screen.getByTestId('sticker-timer');
    expect(chip).toHaveTextContent('1 d');
    expect(chip).toHaveAttribute('data-running', 'true');
    act(() => jest.advanceTimersByTime(1_000)); // 23 h 59 min 59 s left
    expect(chip).toHaveTextContent('23 h 59 min');
    act(() => jest.advanceTimersByTime(23 * HOUR + 58 * MIN)); // 1 min 59 s left
    expect(chip).toHaveTextContent('1 min 59 s');
    act(() => jest.advanceTimersByTime(1_000));
    expect(chip).toHaveTextContent('1 min 58 s');
    act(() => jest.advanceTimersByTime(5 * MIN)); // never below zero
    expect(chip).toHaveTextContent('0 min 00 s');
  });

  test('stopped: remaining is initial minus the closed periods and does not tick', () => {
    const stopped = aSticker('timer', {
      initialValue: 2 * HOUR,
      history: [{ start: { time: iso(NOW - 50 * MIN) }, end: { time: iso(NOW - 20 * MIN) } }],
    });
    renderWidget(stopped);
    const chip = screen.getByTestId('sticker-timer');
    expect(chip).toHaveTextContent('1 h 30 min');
    expect(chip).toHaveAttribute('data-running', 'false');
    act(() => jest.advanceTimersByTime(10 * MIN));
    expect(chip).toHaveTextContent('1 h 30 min');
  });
});

describe('timer commands and setup', () => {
  test('Start sends {command: start}; the setup form sends {initialValue} in ms with normalised inputs', async () => {
    const user = userEvent.setup({ delay: null });
    const sticker = aSticker('timer', { initialValue: HOUR, history: [] });
    const { puts } = recordStickerCalls(server, sticker);
    renderWidget(sticker);
    await user.click(screen.getByRole('button', { name: 'Timer' }));
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await waitFor(() => expect(puts).toEqual([{ command: 'start' }]));
    const days = screen.getByLabelText('Days');
    await user.clear(days);
    await user.type(days, '1');
    const hours = screen.getByLabelText('Hours');
    await user.clear(hours);
    await user.type(hours, '30'); // above 24 → 24
    const minutes = screen.getByLabelText('Minutes');
    await user.clear(minutes);
    await user.type(minutes, 'x'); // not a number → 0
    // The clamp is said, not silent (spec/board.md §5: hours 0–24).
    expect(screen.getByRole('status')).toHaveTextContent('Hours go up to 24: set to 24');
    await user.click(screen.getByRole('button', { name: 'Set time' }));
    await waitFor(() => expect(puts[1]).toEqual({ initialValue: DAY + 24 * HOUR }));
  });
});

describe('deadline', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));

  const deadline = (endMs: number, showAsTimerOnLastDay = false) =>
    aSticker(
      'deadline',
      { endDate: iso(endMs), showTime: true, prevValues: [] },
      { configs: { automation: { showAsTimerOnLastDay } } },
    );

  test('overdue (end before now) is red; 0–24 h left is the last day; later is normal', () => {
    const { unmount } = renderWidget(deadline(NOW - MIN));
    expect(screen.getByTestId('sticker-deadline')).toHaveAttribute('data-state', 'overdue');
    unmount();
    const second = renderWidget(deadline(NOW + 23 * HOUR));
    expect(screen.getByTestId('sticker-deadline')).toHaveAttribute('data-state', 'lastDay');
    second.unmount();
    renderWidget(deadline(NOW + DAY + HOUR));
    const chip = screen.getByTestId('sticker-deadline');
    expect(chip).toHaveAttribute('data-state', 'normal');
    expect(chip).toHaveTextContent('2026'); // the date, not a countdown
  });

  test('showAsTimerOnLastDay: time left on the last day, refreshed every 30 s, then Overdue', () => {
    renderWidget(deadline(NOW + 2 * HOUR + 5 * MIN, true));
    const chip = screen.getByTestId('sticker-deadline');
    expect(chip).toHaveTextContent('2 h 5 min');
    act(() => jest.advanceTimersByTime(29_000));
    expect(chip).toHaveTextContent('2 h 5 min');
    act(() => jest.advanceTimersByTime(1_000)); // 30 s refresh
    expect(chip).toHaveTextContent('2 h 4 min');
    act(() => jest.advanceTimersByTime(2 * HOUR + 5 * MIN));
    expect(chip).toHaveTextContent('Overdue');
    expect(chip).toHaveAttribute('data-state', 'overdue');
  });

  test("in Russian an overdue showAsTimerOnLastDay deadline reads 'Просрочено'", () => {
    renderWidget(deadline(NOW - HOUR, true), { lang: 'ru' });
    expect(screen.getByTestId('sticker-deadline')).toHaveTextContent('Просрочено');
  });
});

describe('deadline menu', () => {
  test('an existing deadline opens in view mode with earlier deadlines; Edit shows the form', async () => {
    const user = userEvent.setup({ delay: null });
    const sticker = aSticker('deadline', {
      endDate: '2030-05-10T12:00:00.000Z',
      showTime: false,
      notification: 5400,
      prevValues: [{ endDate: '2030-04-01T12:00:00.000Z', startDate: null, changedAt: '2026-01-02T00:00:00.000Z' }],
    });
    renderWidget(sticker);
    await user.click(screen.getByRole('button', { name: 'Deadline' }));
    const menu = await screen.findByRole('dialog', { name: 'Deadline' });
    expect(menu).toHaveTextContent('Reminder: 1 h 30 min before');
    expect(screen.getByRole('list', { name: 'Earlier deadlines' })).toHaveTextContent('1 Apr 2030');
    expect(screen.queryByLabelText('End date')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('End date')).toHaveValue('2030-05-10');
  });

  test('a new deadline opens in edit mode; the reminder toggle sets 900 s; Save sends the value', async () => {
    const user = userEvent.setup({ delay: null });
    const sticker = aSticker('deadline', null);
    const { puts } = recordStickerCalls(server, sticker, (body) => ({
      status: 200,
      json: { success: true, status: 'success', data: { ...sticker, value: { ...(body as object), prevValues: [] } } },
    }));
    renderWidget(sticker);
    await user.click(screen.getByRole('button', { name: 'Deadline' }));
    const end = await screen.findByLabelText('End date');
    expect(end).toHaveAttribute('type', 'date');
    await user.click(screen.getByRole('switch', { name: 'Date range' }));
    expect(screen.getByLabelText('Start date')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Date range' }));
    await user.click(screen.getByRole('switch', { name: 'Show time' }));
    expect(screen.getByLabelText('End date')).toHaveAttribute('type', 'datetime-local');
    await user.type(screen.getByLabelText('End date'), '2030-05-10T14:30');
    await user.click(screen.getByRole('switch', { name: 'Reminder' }));
    expect(screen.getByRole('combobox', { name: 'Remind before' })).toHaveTextContent('15 min');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      endDate: new Date(2030, 4, 10, 14, 30).toISOString(),
      startDate: null,
      showTime: true,
      notification: 900,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deadline' })).not.toBeInTheDocument());
  });
});

describe('stopwatch', () => {
  test('a click on the toggle sends true at once; the lap list scrolls at 200 px', async () => {
    const user = userEvent.setup({ delay: null });
    const laps = [
      { start: { time: '2026-01-01T10:00:00.000Z' }, end: { time: '2026-01-01T10:05:00.000Z' } },
      { start: { time: '2026-01-01T11:00:00.000Z' }, end: { time: '2026-01-01T11:00:30.000Z' } },
    ];
    const sticker = aSticker('stopwatch', laps);
    const { puts } = recordStickerCalls(server, sticker, () => ({
      status: 200,
      json: {
        success: true,
        status: 'success',
        data: { ...sticker, value: [...laps, { start: { time: iso(Date.now()) } }] },
      },
    }));
    renderWidget(sticker);
    expect(screen.getByTestId('sticker-stopwatch')).toHaveTextContent('5 min 30 s');
    await user.click(screen.getByRole('button', { name: 'Start stopwatch' }));
    await waitFor(() => expect(puts).toEqual([true]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); // the toggle does not open the menu
    await user.click(screen.getByRole('button', { name: 'Stopwatch' }));
    const list = await screen.findByRole('list', { name: 'Laps' });
    expect(list).toHaveStyle({ maxHeight: '200px', overflowY: 'auto' });
    expect(list).toHaveTextContent('1. 5 min 00 s');
    expect(list).toHaveTextContent('2. 0 min 30 s');
  });
});
