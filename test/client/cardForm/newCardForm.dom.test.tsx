/**
 * The new-card form (spec/board.md §2 New-card form, §4 Create form, §5 validation, §8 toasts):
 * name rules, automatic and required stickers, auto-assigned executors, required checks, and the
 * single create call carrying stickers and members.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { notificationSettingsHandler } from '../notifications/settingsHandler';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BASE } from '../board/boardFixtures';
import { failure } from '../ui/renderUi';
import { def, openBoard } from './cardFormFixtures';

const server = setupServer(notificationSettingsHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const column = () => screen.findByRole('region', { name: 'Column 1' });
const requireValue = { automation: { afterCreate: 'requireValue' as const } };
const offerValue = { automation: { afterCreate: 'offerValue' as const } };
const client = def(10, 'textField', { name: 'Client', configs: offerValue });
const deadline = def(12, 'deadline', { configs: requireValue });
const stage = def(13, 'state', { name: 'Stage', configs: { states: [{ name: 'Todo', color: 'gray' }] } });

/** Opens a sticker chip's menu with Enter: a pointer click on a loaded machine may count as a long click. */
async function activate(user: ReturnType<typeof userEvent.setup>, chip: HTMLElement) {
  chip.focus();
  await user.keyboard('{Enter}');
}

async function openForm(user: ReturnType<typeof userEvent.setup>, ready: () => Promise<void>) {
  await ready();
  await user.click(within(await column()).getByRole('button', { name: 'Add card' }));
  return screen.getByRole('textbox', { name: 'Task name' });
}

test("an empty name disables Save with 'Card name is required'; Shift+Enter breaks the line and Enter saves", async () => {
  const user = userEvent.setup();
  const { bodies, ready } = openBoard(server, []);
  const name = await openForm(user, ready);
  expect(name).toHaveAttribute('placeholder', 'Enter task name...');
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  await user.type(name, '  {Enter}');
  expect(screen.getByText('Card name is required')).toBeInTheDocument();
  await user.type(name, 'First{Shift>}{Enter}{/Shift}second');
  expect(name).toHaveValue('  First\nsecond');
  expect(bodies).toEqual([]);
  await user.type(name, '{Enter}');
  expect(await screen.findByText('Card created successfully')).toBeInTheDocument();
  expect(bodies).toEqual([{ name: 'First\nsecond', desc: null, stickers: [], members: [] }]);
  expect(screen.queryByRole('textbox', { name: 'Task name' })).not.toBeInTheDocument();
});

test('offerValue and requireValue stickers start in the form; a required one cannot be removed and is highlighted for 1 s', async () => {
  const user = userEvent.setup();
  const { ready } = openBoard(server, [client, deadline, stage]);
  await openForm(user, ready);
  const area = screen.getByTestId('form-stickers');
  expect(within(area).getByRole('button', { name: 'Client' })).toBeInTheDocument();
  expect(within(area).getByRole('button', { name: 'Deadline' })).toBeInTheDocument();
  expect(within(area).queryByRole('button', { name: 'Stage' })).not.toBeInTheDocument();
  expect(within(screen.getByTestId('form-sticker-12')).getByLabelText('required')).toBeInTheDocument();
  expect(within(screen.getByTestId('form-sticker-10')).queryByLabelText('required')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Remove Deadline' }));
  expect(await screen.findByText('Required stickers cannot be removed: Deadline')).toBeInTheDocument();
  expect(screen.getByTestId('form-sticker-12')).toHaveAttribute('data-highlighted', 'true');
  await waitFor(() => expect(screen.getByTestId('form-sticker-12')).toHaveAttribute('data-highlighted', 'false'), {
    timeout: 2500,
  });

  await user.click(screen.getByRole('button', { name: 'Remove Client' }));
  expect(screen.queryByTestId('form-sticker-10')).not.toBeInTheDocument();
  expect(screen.getByTestId('form-sticker-12')).toBeInTheDocument();
});

test("a required deadline left empty blocks saving with 'Please fill required stickers: Deadline'", async () => {
  const user = userEvent.setup();
  const { bodies, ready } = openBoard(server, [deadline]);
  const name = await openForm(user, ready);
  await user.type(name, 'Ship it{Enter}');
  expect(await screen.findByText('Please fill required stickers: Deadline')).toBeInTheDocument();
  expect(bodies).toEqual([]);
  expect(screen.getByRole('textbox', { name: 'Task name' })).toBeInTheDocument();
});

test("assignValue taskAuthor puts the current user as executor; a required responsible missing shows 'Please select responsible'", async () => {
  const user = userEvent.setup();
  const executor = def(20, 'executor', { configs: { automation: { assignValue: { taskAuthor: true } } } });
  const responsible = def(21, 'responsible', { configs: requireValue });
  const { bodies, ready } = openBoard(server, [executor, responsible], { userId: 2 });
  const name = await openForm(user, ready);
  expect(screen.getByRole('button', { name: 'Executors: Grace Hopper' })).toBeInTheDocument();
  await user.type(name, 'Review{Enter}');
  expect(await screen.findByText('Please select responsible')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Responsible' }));
  await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Alan Turing' }));
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toMatchObject({
    members: [
      { userId: 2, isResponsible: false },
      { userId: 3, isResponsible: true },
    ],
  });
});

test("a required executor without anyone chosen blocks saving with 'Please select executor'", async () => {
  const user = userEvent.setup();
  const { bodies, ready } = openBoard(server, [def(20, 'executor', { configs: requireValue })]);
  const name = await openForm(user, ready);
  expect(screen.getByRole('button', { name: 'Executors' })).toBeInTheDocument();
  await user.type(name, 'Review{Enter}');
  expect(await screen.findByText('Please select executor')).toBeInTheDocument();
  expect(bodies).toEqual([]);
});

test("sticker edits stay local and go with ONE create call; 'Card created with stickers successfully'", async () => {
  const user = userEvent.setup();
  const puts: unknown[] = [];
  server.use(http.all(`${BASE}/editor/card/:id/sticker/*`, () => void puts.push(1)));
  const { bodies, ready } = openBoard(server, [client, stage]);
  const name = await openForm(user, ready);
  await user.type(name, 'Call the client');
  await activate(user, screen.getByRole('button', { name: 'Client' }));
  await user.type(await screen.findByRole('textbox', { name: 'Client' }), '  Acme  {Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(within(screen.getByTestId('form-sticker-10')).getByText(/Acme/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add a sticker' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Stage' }));
  await activate(user, within(screen.getByTestId('form-sticker-13')).getByRole('button', { name: 'Stage' }));
  await user.click(await screen.findByRole('option', { name: 'Todo' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Card created with stickers successfully')).toBeInTheDocument();
  expect(bodies).toEqual([
    {
      name: 'Call the client',
      desc: null,
      stickers: [
        { boardStickerId: 10, value: { value: 'Acme' } },
        { boardStickerId: 13, value: { name: 'Todo', color: 'gray' } },
      ],
      members: [],
    },
  ]);
  expect(puts).toEqual([]);
  expect(screen.queryByRole('textbox', { name: 'Task name' })).not.toBeInTheDocument();
});

test("a refused create shows the server's text and the sticker's field error; the form stays open", async () => {
  const user = userEvent.setup();
  const { ready } = openBoard(server, [client]);
  server.use(
    http.post(`${BASE}/editor/card/1`, () =>
      HttpResponse.json(
        failure('Check the stickers', 'VALIDATION_FAILED', { stickers: { 0: { value: { value: 'Too long' } } } }),
        { status: 400 },
      ),
    ),
  );
  const name = await openForm(user, ready);
  await user.type(name, 'Task{Enter}');
  expect(await screen.findByText('Check the stickers')).toBeInTheDocument();
  await activate(user, screen.getByRole('button', { name: 'Client' }));
  expect(await screen.findByText('Too long')).toBeInTheDocument();
});
