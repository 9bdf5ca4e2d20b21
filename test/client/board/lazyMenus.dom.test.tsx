/**
 * Menus and selectors that mount on first use (DESIGN §7: kept out of the board's first paint):
 * the filter bar's selects draw their closed look until used, then the real select opens at once
 * with its options, by mouse or keyboard (spec/board.md §3 filters); a sticker chip's menu form
 * comes from its own chunk and opens from the keyboard too (spec/board.md §4 sticker menus); the
 * card menu comes from the board's menus chunk, and a first Enter on its button opens it with the
 * focus inside, Escape giving it back (spec/board.md §2 card menu).
 */
import './noIdlePrefetch';
import { useState } from 'react';
import { setupServer } from 'msw/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterSelectField } from '../../../src/client/features/board/FilterSelectField';
import { renderUi } from '../ui/renderUi';
import { aSticker, recordStickerCalls, renderWidget } from '../stickers/widgets/widgetFixtures';
import { aCard, aColumn, renderBoard, serveBoard } from './boardFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const STATES = [
  { value: 'all', label: 'All' },
  { value: 'undone', label: 'Not done' },
  { value: 'done', label: 'Done' },
];

/** A state select and a people select as the filter bar has them, with what they were set to. */
function Selects({ chosen }: { chosen: unknown[] }) {
  const [state, setState] = useState<string>('all');
  const [people, setPeople] = useState<number[]>([1]);
  return (
    <>
      <FilterSelectField<string>
        label="State"
        value={state}
        options={STATES}
        onChange={(value) => {
          chosen.push(value);
          setState(value as string);
        }}
      />
      <FilterSelectField<number>
        multiple
        label="Executor"
        value={people}
        options={[
          { value: 1, label: 'Ann' },
          { value: 2, label: 'Bob' },
        ]}
        onChange={(value) => setPeople(value as number[])}
      />
    </>
  );
}

test('a filter select shows its value at rest; its first click, or Enter, opens its options, and the keyboard works in them', async () => {
  const user = userEvent.setup({ delay: null });
  const chosen: unknown[] = [];
  renderUi(<Selects chosen={chosen} />);
  // At rest: the look-alikes (inputs showing the chosen texts), no select code loaded yet.
  expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('All');
  expect(screen.getByRole('combobox', { name: 'Executor' })).toHaveValue('Ann');

  await user.click(screen.getByRole('combobox', { name: 'State' }));
  await user.click(await screen.findByRole('option', { name: 'Done' }));
  expect(chosen).toEqual(['done']);
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('Done');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'State' })).toHaveFocus());

  // The people select is still its look-alike: Tab reaches it, Enter opens it with the focus inside.
  await user.tab();
  const executor = screen.getByRole('combobox', { name: 'Executor' });
  expect(executor).toHaveFocus();
  expect(executor).toHaveValue('Ann');
  await user.keyboard('{Enter}');
  const listbox = await screen.findByRole('listbox');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Ann' })).toHaveFocus());
  await user.keyboard('{ArrowDown}{Enter}{Escape}');
  await waitFor(() => expect(listbox).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Executor' })).toHaveFocus());
  expect(screen.getByRole('combobox', { name: 'Executor' })).toHaveTextContent('Ann, Bob');
});

test("a sticker chip's menu form arrives on first use and works from the keyboard", async () => {
  const user = userEvent.setup({ delay: null });
  const sticker = aSticker('textField', null, { name: 'Note' });
  const { puts } = recordStickerCalls(server, sticker);
  renderWidget(sticker);
  screen.getByRole('button', { name: 'Note' }).focus();
  await user.keyboard('{Enter}');
  const input = await screen.findByRole('textbox', { name: 'Note' });
  await waitFor(() => expect(input).toHaveFocus());
  await user.keyboard('ship it{Enter}');
  await waitFor(() => expect(puts).toEqual([{ value: 'ship it' }]));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('the card menu arrives on first use: Enter on its button opens it with the focus inside, Escape gives it back', async () => {
  const user = userEvent.setup({ delay: null });
  serveBoard(server, [aColumn({ id: 1, cards: [aCard({ id: 5, name: 'Write the spec' })] })]);
  renderBoard();
  const tile = (await screen.findByText('Write the spec')).closest('[data-card-id]') as HTMLElement;
  const button = within(tile).getByRole('button', { name: 'Card actions' });
  button.focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  await waitFor(() => expect(button).toHaveFocus());
});
