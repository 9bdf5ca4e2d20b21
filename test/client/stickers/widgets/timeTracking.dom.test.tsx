/**
 * Time tracking (spec/board.md §4 colour red/green/gray; §5 input normalisation, width ≤ 60 px — with
 * minutes above 59 carried into the hours and every change said under its row; §8 save failure
 * 'Ошибка сохранения' with the server's field errors highlighted until the next change).
 */
import { setupServer } from 'msw/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSticker, failure, recordStickerCalls, renderWidget } from './widgetFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const amount = (hours: number, minutes: number) => ({ hours, minutes });

test.each([
  ['red when fact exceeds plan', { plan: amount(1, 0), fact: amount(1, 1) }, 'red'],
  ['green when fact equals plan', { plan: amount(1, 30), fact: amount(0, 90) }, 'green'],
  ['green when fact is under plan', { plan: amount(2, 0), fact: amount(1, 59) }, 'green'],
  ['gray without fact', { plan: amount(2, 0), fact: null }, 'gray'],
  ['gray with a zero fact', { plan: amount(2, 0), fact: amount(0, 0) }, 'gray'],
])('chip is %s', (_name, value, color) => {
  renderWidget(aSticker('timeTracking', value));
  expect(screen.getByTestId('sticker-timeTracking')).toHaveAttribute('data-color', color);
});

test('the chip reads fact / plan, with a dash while no fact is entered', () => {
  renderWidget(aSticker('timeTracking', { plan: amount(3, 0), fact: null }));
  expect(screen.getByTestId('sticker-timeTracking')).toHaveTextContent('— / 3h 0m');
});

test('inputs are tidied: trimmed, non-numeric/negative → 0 and said so; inputs ≤ 60 px', async () => {
  const user = userEvent.setup({ delay: null });
  const sticker = aSticker('timeTracking', { plan: amount(1, 0), fact: null });
  const { puts } = recordStickerCalls(server, sticker);
  renderWidget(sticker);
  await user.click(screen.getByRole('button', { name: 'Time tracking' }));
  const planHours = await screen.findByRole('textbox', { name: 'Plan hours' });
  expect(planHours.closest('.MuiTextField-root')).toHaveStyle({ width: '60px' });
  await user.clear(planHours);
  await user.type(planHours, ' 3 ');
  const planMinutes = screen.getByRole('textbox', { name: 'Plan minutes' });
  await user.clear(planMinutes);
  await user.type(planMinutes, '20');
  await user.tab(); // blur tidies what is shown
  expect(planHours).toHaveValue('3');
  expect(screen.queryByRole('status')).not.toBeInTheDocument(); // nothing changed: nothing to say
  await user.type(screen.getByRole('textbox', { name: 'Fact hours' }), '-2');
  await user.type(screen.getByRole('textbox', { name: 'Fact minutes' }), 'abc');
  await user.tab();
  expect(screen.getByTestId('tracking-note-fact')).toHaveTextContent(
    'Hours and minutes are numbers from 0: counted as 0h 0m',
  );
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(puts).toEqual([{ plan: amount(3, 20), fact: amount(0, 0) }]));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('75 minutes become 59 (spec §5) and the form says so', async () => {
  const user = userEvent.setup({ delay: null });
  const sticker = aSticker('timeTracking', { plan: amount(1, 0), fact: null });
  const { puts } = recordStickerCalls(server, sticker);
  renderWidget(sticker);
  await user.click(screen.getByRole('button', { name: 'Time tracking' }));
  const planMinutes = await screen.findByRole('textbox', { name: 'Plan minutes' });
  await user.clear(planMinutes);
  await user.type(planMinutes, '75');
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Plan hours' })).toHaveValue('1');
  expect(planMinutes).toHaveValue('59');
  expect(screen.getByRole('status')).toHaveTextContent('Minutes go up to 59: counted as 1h 59m');
  await user.type(planMinutes, '{Backspace}{Backspace}10'); // a new change: the note goes
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'Fact hours' }), '1.5');
  await user.tab();
  expect(screen.getByTestId('tracking-note-fact')).toHaveTextContent('Counted as 1h 30m');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(puts).toEqual([{ plan: amount(1, 10), fact: amount(1, 30) }]));
});

test('the clamp is said in Russian too, and Enter saves what the note says', async () => {
  const user = userEvent.setup({ delay: null });
  const sticker = aSticker('timeTracking', { plan: amount(0, 0), fact: null });
  const { puts } = recordStickerCalls(server, sticker);
  renderWidget(sticker, { lang: 'ru' });
  await user.click(screen.getByRole('button', { name: 'Учёт времени' }));
  const factMinutes = await screen.findByRole('textbox', { name: 'Факт, минуты' });
  await user.type(factMinutes, '90');
  await user.tab();
  expect(screen.getByTestId('tracking-note-fact')).toHaveTextContent('Минут не больше 59: засчитано 0ч 59м');
  await user.type(factMinutes, '{Enter}');
  await waitFor(() => expect(puts).toEqual([{ plan: amount(0, 0), fact: amount(0, 59) }]));
});

test("a refused save shows 'Ошибка сохранения' and marks the server's field red until the next change", async () => {
  const user = userEvent.setup({ delay: null });
  const sticker = aSticker('timeTracking', { plan: amount(1, 0), fact: null });
  const { puts } = recordStickerCalls(server, sticker, () => ({
    status: 400,
    json: failure('Проверьте поля', 'VALIDATION_FAILED', {
      value: { plan: { minutes: 'Слишком большое значение' } },
    }),
  }));
  renderWidget(sticker, { lang: 'ru' });
  await user.click(screen.getByRole('button', { name: 'Учёт времени' }));
  await user.click(await screen.findByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByText('Ошибка сохранения')).toBeInTheDocument();
  const minutes = screen.getByRole('textbox', { name: 'План, минуты' });
  expect(minutes).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Слишком большое значение')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'План, часы' })).toHaveAttribute('aria-invalid', 'false');
  expect(puts).toHaveLength(1);
  expect(screen.getByRole('dialog')).toBeInTheDocument(); // stays open
  await user.type(minutes, '5');
  expect(minutes).toHaveAttribute('aria-invalid', 'false');
  expect(screen.queryByText('Слишком большое значение')).not.toBeInTheDocument();
});
