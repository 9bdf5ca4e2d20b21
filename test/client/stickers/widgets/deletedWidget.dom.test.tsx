/**
 * A sticker whose definition was deleted (spec/board.md §4 "shown as deleted and can be detached";
 * §8 tooltip and popup texts), in both languages, and the readOnly guest view.
 */
import { setupServer } from 'msw/node';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aSticker, recordStickerCalls, renderWidget } from './widgetFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const deleted = aSticker('deleted', { value: 'old' }, { name: 'Old field' });

test('struck chip with the tooltip; the popup explains and Detach sends DELETE', async () => {
  const user = userEvent.setup({ delay: null });
  const { deletes } = recordStickerCalls(server, deleted);
  renderWidget(deleted);
  const chip = screen.getByRole('button', { name: 'Old field' });
  expect(chip).toHaveStyle({ textDecoration: 'line-through' });
  await user.hover(chip);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('This sticker was removed from the board');
  await user.click(chip);
  expect(
    await screen.findByText(
      'This sticker was removed from the board and is no longer available. It is recommended to detach it from the card.',
    ),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Detach' }));
  await waitFor(() => expect(deletes).toEqual([50]));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('Close closes the popup without detaching; texts in Russian', async () => {
  const user = userEvent.setup({ delay: null });
  const { deletes } = recordStickerCalls(server, deleted);
  renderWidget(deleted, { lang: 'ru' });
  await user.click(screen.getByRole('button', { name: 'Old field' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent('Этот стикер удалён с доски и больше недоступен');
  await user.click(screen.getByRole('button', { name: 'Закрыть' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(deletes).toEqual([]);
});

test('readOnly: the tooltip shows but a click opens no popup', async () => {
  const user = userEvent.setup({ delay: null });
  renderWidget(deleted, { readOnly: true });
  const chip = screen.getByTestId('sticker-deleted');
  await user.hover(chip);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('This sticker was removed from the board');
  await user.click(chip);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
