/**
 * Number field input (spec/board.md §5: optional minus, digits and one locale decimal separator,
 * truncation to precision, precision 0 forbids the separator, clamp to min/max on blur, ArrowUp /
 * ArrowDown and +/- step; values saved on Enter/blur as `{value}`; server `{value}` error red).
 */
import { setupServer } from 'msw/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NumberConfig } from '../../../../src/shared/stickers/stickerConfigs';
import { aSticker, failure, recordStickerCalls, renderWidget } from './widgetFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const numberSticker = (value: number | null, number: Partial<NumberConfig>) =>
  aSticker('numberField', value === null ? null : { value }, {
    name: 'Budget',
    configs: { number: { precision: 2, ...number } as NumberConfig },
  });

async function openInput(lang: 'en' | 'ru', sticker = numberSticker(null, {})) {
  const user = userEvent.setup({ delay: null });
  const calls = recordStickerCalls(server, sticker);
  renderWidget(sticker, { lang });
  await user.click(screen.getByRole('button', { name: 'Budget' }));
  const input = await screen.findByRole('textbox', { name: 'Budget' });
  return { user, input, ...calls };
}

test("English: minus, digits and one '.'; letters, a second separator and ',' are refused; decimals cut to precision", async () => {
  const { user, input } = await openInput('en');
  await user.type(input, '-12a.3,4.5678');
  expect(input).toHaveValue('-12.34');
});

test("Russian: the separator is ','; '.' is refused", async () => {
  const { user, input } = await openInput('ru');
  await user.type(input, '7.5,25');
  expect(input).toHaveValue('75,25');
});

test('precision 0 forbids the separator', async () => {
  const { user, input } = await openInput('en', numberSticker(null, { precision: 0 }));
  await user.type(input, '4.2');
  expect(input).toHaveValue('42');
});

test('ArrowUp / ArrowDown and the +/- buttons step by 1 within min/max', async () => {
  const { user, input } = await openInput('en', numberSticker(1.5, { min: 0, max: 3 }));
  expect(input).toHaveValue('1.5');
  await user.type(input, '{ArrowUp}');
  expect(input).toHaveValue('2.5');
  await user.type(input, '{ArrowUp}');
  expect(input).toHaveValue('3');
  await user.type(input, '{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
  expect(input).toHaveValue('0');
  await user.click(screen.getByRole('button', { name: 'Increase' }));
  expect(input).toHaveValue('1');
  await user.click(screen.getByRole('button', { name: 'Decrease' }));
  expect(input).toHaveValue('0');
});

test('blur clamps to min/max and saves {value}; Enter saves too', async () => {
  const { user, input, puts } = await openInput('en', numberSticker(null, { min: -5, max: 10 }));
  await user.type(input, '25');
  await user.tab();
  expect(input).toHaveValue('10');
  await waitFor(() => expect(puts).toEqual([{ value: 10 }]));
  await user.clear(input);
  await user.type(input, '-9{Enter}');
  expect(input).toHaveValue('-5');
  await waitFor(() => expect(puts).toEqual([{ value: 10 }, { value: -5 }]));
});

test('a refused value shows the server error on the input', async () => {
  const sticker = numberSticker(null, {});
  const user = userEvent.setup({ delay: null });
  recordStickerCalls(server, sticker, () => ({
    status: 400,
    json: failure('Invalid', 'VALIDATION_FAILED', { value: { value: 'Too big' } }),
  }));
  renderWidget(sticker);
  await user.click(screen.getByRole('button', { name: 'Budget' }));
  await user.type(await screen.findByRole('textbox', { name: 'Budget' }), '5{Enter}');
  expect(await screen.findByText('Error saving')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Budget' })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Too big')).toBeInTheDocument();
});
