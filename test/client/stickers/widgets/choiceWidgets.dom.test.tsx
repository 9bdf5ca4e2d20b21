/**
 * State, time interval, priority and regular task stickers (spec/board.md §4 "choosing saves
 * immediately. Menus close on Cancel or save"; §3 interval dates as day and full month name), and
 * the guest view (§6: menus never open, default cursor).
 */
import { setupServer } from 'msw/node';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSticker, recordStickerCalls, renderWidget } from './widgetFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const states = [
  { name: 'Todo', color: 'gray' as const },
  { name: 'Blocked', color: 'red' as const },
];
const intervals = [
  { name: 'Sprint 1', start: '2026-05-01T12:00:00.000Z', end: '2026-06-15T12:00:00.000Z' },
  { name: 'Sprint 2', start: '2026-06-16T12:00:00.000Z', end: '2026-06-30T12:00:00.000Z' },
];

test('state: the chip has the state colour and name; choosing another sends {name, color} and closes', async () => {
  const user = userEvent.setup({ delay: null });
  const sticker = aSticker('state', states[0], {
    name: 'Status',
    configs: { states, automation: { showPrefix: true } },
  });
  const { puts } = recordStickerCalls(server, sticker);
  renderWidget(sticker);
  const chip = screen.getByTestId('sticker-state');
  expect(chip).toHaveTextContent('Status: Todo');
  expect(chip).toHaveAttribute('data-color', 'gray');
  await user.click(screen.getByRole('button', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: 'Blocked' }));
  await waitFor(() => expect(puts).toEqual([{ name: 'Blocked', color: 'red' }]));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('state: Cancel closes without saving', async () => {
  const user = userEvent.setup({ delay: null });
  const sticker = aSticker('state', null, { name: 'Status', configs: { states } });
  const { puts } = recordStickerCalls(server, sticker);
  renderWidget(sticker);
  await user.click(screen.getByRole('button', { name: 'Status' }));
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(puts).toEqual([]);
});

test('time interval: dates as day and full month name; choosing sends {name, start, end} and closes', async () => {
  const user = userEvent.setup({ delay: null });
  const sticker = aSticker('timeInterval', null, { name: 'Sprint', configs: { intervals } });
  const { puts } = recordStickerCalls(server, sticker);
  renderWidget(sticker);
  await user.click(screen.getByRole('button', { name: 'Sprint' }));
  const option = await screen.findByRole('option', { name: /Sprint 1/ });
  expect(option).toHaveTextContent('1 May – 15 June');
  await user.click(option);
  await waitFor(() => expect(puts).toEqual([intervals[0]]));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('time interval chip: "name (dates)"; in Russian with genitive month names', () => {
  const { unmount } = renderWidget(aSticker('timeInterval', intervals[0], { name: 'Sprint', configs: { intervals } }));
  expect(screen.getByTestId('sticker-timeInterval')).toHaveTextContent('Sprint 1 (1 May – 15 June)');
  unmount();
  renderWidget(aSticker('timeInterval', intervals[0], { name: 'Спринт', configs: { intervals } }), { lang: 'ru' });
  expect(screen.getByTestId('sticker-timeInterval')).toHaveTextContent('Sprint 1 (1 мая – 15 июня)');
});

test('priority: choosing a level sends {value}', async () => {
  const user = userEvent.setup({ delay: null });
  const sticker = aSticker('priority', null);
  const { puts } = recordStickerCalls(server, sticker);
  renderWidget(sticker);
  await user.click(screen.getByRole('button', { name: 'Priority' }));
  await user.click(await screen.findByRole('option', { name: 'Critical' }));
  await waitFor(() => expect(puts).toEqual([{ value: 'critical' }]));
});

test('priority chip has the level colour', () => {
  renderWidget(aSticker('priority', { value: 'critical' }));
  expect(screen.getByTestId('sticker-priority')).toHaveAttribute('data-color', 'red');
});

test.each([
  ['en', { every: 2, unit: 'week' }, 'Every 2 weeks'],
  ['en', { every: 1, unit: 'day' }, 'Every day'],
  ['ru', { every: 2, unit: 'week' }, 'Каждые 2 недели'],
  ['ru', { every: 5, unit: 'month' }, 'Каждые 5 месяцев'],
] as const)('regular task (%s) %j reads %s', (lang, value, text) => {
  renderWidget(aSticker('regularTask', value), { lang });
  expect(screen.getByTestId('sticker-regularTask')).toHaveTextContent(text);
});

test('text field: Enter saves the trimmed text and closes', async () => {
  const user = userEvent.setup({ delay: null });
  const sticker = aSticker('textField', null, { name: 'Note' });
  const { puts } = recordStickerCalls(server, sticker);
  renderWidget(sticker);
  await user.click(screen.getByRole('button', { name: 'Note' }));
  await user.type(await screen.findByRole('textbox', { name: 'Note' }), '  call Bob  {Enter}');
  await waitFor(() => expect(puts).toEqual([{ value: 'call Bob' }]));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a long click and a drag do not open the menu; hover opens it when allowed', async () => {
  const sticker = aSticker('priority', null);
  const { unmount } = renderWidget(sticker);
  const chip = screen.getByRole('button', { name: 'Priority' });
  fireEvent.pointerDown(chip, { button: 0, clientX: 0, clientY: 0 });
  fireEvent.pointerMove(chip, { clientX: 20, clientY: 0 });
  fireEvent.pointerUp(chip, { clientX: 20, clientY: 0 });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  unmount();
  renderWidget(sticker, { hoverMenus: true });
  fireEvent.pointerEnter(screen.getByRole('button', { name: 'Priority' }));
  expect(await screen.findByRole('dialog', { name: 'Priority' })).toBeInTheDocument();
});

test.each(['state', 'priority', 'timeTracking', 'timer', 'deadline', 'textField', 'regularTask'] as const)(
  'readOnly %s: no button, default cursor, a click opens nothing',
  async (type) => {
    const user = userEvent.setup({ delay: null });
    renderWidget(aSticker(type, null, { name: 'Named', configs: { states } }), { readOnly: true, hoverMenus: true });
    const chip = screen.getByTestId(`sticker-${type}`);
    expect(chip).toHaveStyle({ cursor: 'default' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await user.click(chip);
    await user.hover(chip);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
);

test('readOnly stopwatch has no toggle button', () => {
  renderWidget(aSticker('stopwatch', []), { readOnly: true });
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
