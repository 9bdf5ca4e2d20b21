/**
 * Task id copy (spec/board.md §8): the clipboard first, the fallback copy on failure, then the
 * failure toast; a long click does not copy (§4 only a click acts).
 */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TaskIdSticker } from '../../../src/client/features/stickers/TaskIdSticker';
import { renderUi } from '../ui/renderUi';

const writeText = jest.fn<Promise<void>, [string]>();
const execCommand = jest.fn<boolean, [string]>();

beforeEach(() => {
  writeText.mockReset();
  execCommand.mockReset();
});

/** A user-event click; user-event installs its own clipboard, so ours goes in after it. */
async function click(element: HTMLElement) {
  const user = userEvent.setup({ delay: null });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  await user.click(element);
}

test('a click copies #counter and says so', async () => {
  writeText.mockResolvedValue();
  renderUi(<TaskIdSticker counter={42} />);
  await click(screen.getByRole('button', { name: 'Copy task ID #42' }));
  expect(await screen.findByText('Task ID #42 copied to clipboard')).toBeInTheDocument();
  expect(writeText).toHaveBeenCalledWith('#42');
  expect(execCommand).not.toHaveBeenCalled();
});

test('when the clipboard refuses, the fallback copy is used', async () => {
  writeText.mockRejectedValue(new Error('denied'));
  execCommand.mockReturnValue(true);
  renderUi(<TaskIdSticker counter={7} />);
  await click(screen.getByRole('button', { name: 'Copy task ID #7' }));
  expect(await screen.findByText('Task ID #7 copied to clipboard')).toBeInTheDocument();
  expect(execCommand).toHaveBeenCalledWith('copy');
});

test('when both fail the user reads "Failed to copy task ID"', async () => {
  writeText.mockRejectedValue(new Error('denied'));
  execCommand.mockReturnValue(false);
  renderUi(<TaskIdSticker counter={7} />);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  fireEvent.keyDown(screen.getByRole('button', { name: 'Copy task ID #7' }), { key: 'Enter' });
  expect(await screen.findByText('Failed to copy task ID')).toBeInTheDocument();
});

test('a long click (held over 100 ms) does not copy', async () => {
  writeText.mockResolvedValue();
  renderUi(<TaskIdSticker counter={7} />);
  const chip = screen.getByRole('button', { name: 'Copy task ID #7' });
  const user = userEvent.setup({ delay: null });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await user.pointer({ keys: '[MouseLeft>]', target: chip });
  await new Promise((resolve) => setTimeout(resolve, 150));
  await user.pointer({ keys: '[/MouseLeft]', target: chip });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(writeText).not.toHaveBeenCalled();
});
