/**
 * The column's 'Task Templates' menu (spec/board.md §2: loading text, 'No templates available',
 * name and description cut at 50 characters with an ellipsis; §4 "Selecting a template prefills
 * name, description, executors, responsible and stickers"; §8 a loading failure leaves it empty).
 */
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { notificationSettingsHandler } from '../notifications/settingsHandler';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEMPLATE_EVENTS, type TaskTemplate } from '../../../src/shared/board/taskTemplates';
import { BASE, ok } from '../board/boardFixtures';
import { failure } from '../ui/renderUi';
import { aTemplate, def, openBoard } from './cardFormFixtures';

const server = setupServer(notificationSettingsHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const column = () => screen.findByRole('region', { name: 'Column 1' });
const serveTemplates = (templates: TaskTemplate[] | (() => Promise<Response>)) =>
  server.use(
    http.get(
      `${BASE}/board/1/task-templates`,
      typeof templates === 'function' ? templates : () => HttpResponse.json(ok(templates)),
    ),
  );
const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(within(await column()).getByRole('button', { name: 'Task Templates' }));
  return screen.findByRole('menu', { name: 'Task Templates' });
};

test('shows the loading text, then the templates with descriptions cut at 50 characters plus an ellipsis', async () => {
  const user = userEvent.setup();
  const long = 'x'.repeat(50) + 'TAIL';
  serveTemplates(async () => {
    await delay(300);
    return HttpResponse.json(
      ok([
        aTemplate({ id: 1, name: 'Bug report', description: long }),
        aTemplate({ id: 2, name: 'Short', description: 'Brief' }),
      ]),
    );
  });
  openBoard(server, []);
  const menu = await openMenu(user);
  expect(within(menu).getByText('Loading templates…')).toBeInTheDocument();
  expect(await within(menu).findByText('Bug report')).toBeInTheDocument();
  expect(within(menu).getByText(`${'x'.repeat(50)}…`)).toBeInTheDocument();
  expect(within(menu).queryByText(/TAIL/)).not.toBeInTheDocument();
  expect(within(menu).getByText('Brief')).toBeInTheDocument();
  expect(within(menu).queryByText('Loading templates…')).not.toBeInTheDocument();
});

test("says 'No templates available' when the board has none", async () => {
  const user = userEvent.setup();
  serveTemplates([]);
  openBoard(server, []);
  const menu = await openMenu(user);
  expect(await within(menu).findByText('No templates available')).toBeInTheDocument();
});

test("a loading failure is logged and the menu says 'No templates available'", async () => {
  const user = userEvent.setup();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  serveTemplates(async () => HttpResponse.json(failure('Boom', 'INTERNAL'), { status: 500 }));
  openBoard(server, []);
  const menu = await openMenu(user);
  expect(await within(menu).findByText('No templates available')).toBeInTheDocument();
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});

test('choosing a template opens the form prefilled with name, description, executors, responsible and stickers', async () => {
  const user = userEvent.setup();
  const client = def(10, 'textField', { name: 'Client' });
  const executor = def(20, 'executor');
  const responsible = def(21, 'responsible');
  serveTemplates([
    aTemplate({
      name: 'Client call',
      taskName: 'Call the client',
      taskDescription: 'Ask about the invoice',
      executors: [2, 3],
      responsible: [1],
      stickers: [{ stickerId: 10, value: { value: 'Acme' } }],
    }),
  ]);
  const { bodies, ready } = openBoard(server, [client, executor, responsible]);
  await ready();
  const menu = await openMenu(user);
  await user.click(await within(menu).findByRole('menuitem', { name: /Client call/ }));

  expect(screen.getByRole('textbox', { name: 'Task name' })).toHaveValue('Call the client');
  expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Ask about the invoice');
  expect(screen.getByRole('button', { name: 'Executors: Grace Hopper, Alan Turing' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Responsible: Ada Lovelace' })).toBeInTheDocument();
  expect(within(screen.getByTestId('form-sticker-10')).getByText(/Acme/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Card created with stickers successfully')).toBeInTheDocument();
  expect(bodies).toEqual([
    {
      name: 'Call the client',
      desc: 'Ask about the invoice',
      stickers: [{ boardStickerId: 10, value: { value: 'Acme' } }],
      members: [
        { userId: 2, isResponsible: false },
        { userId: 3, isResponsible: false },
        { userId: 1, isResponsible: true },
      ],
    },
  ]);
});

test('the list follows the live template events of the board', async () => {
  const user = userEvent.setup();
  serveTemplates([aTemplate({ id: 1, name: 'Bug report' })]);
  const { connection } = openBoard(server, []);
  const menu = await openMenu(user);
  expect(await within(menu).findByText('Bug report')).toBeInTheDocument();
  connection.fire(TEMPLATE_EVENTS.created, { ...aTemplate({ id: 2, name: 'Another' }), actorId: 3 });
  expect(await within(menu).findByText('Another')).toBeInTheDocument();
  connection.fire(TEMPLATE_EVENTS.deleted, { id: 1, boardId: 1, actorId: 3 });
  await waitFor(() => expect(within(menu).queryByText('Bug report')).not.toBeInTheDocument());
});
