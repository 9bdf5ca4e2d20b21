/**
 * Task templates in board settings (issue 5 item 2; spec/board.md §3 "Task template"; §9 description
 * cut at 50 characters): list, create (the POST body is the form), server field errors on their
 * inputs, delete after a confirmation.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaskTemplate } from '../../../src/shared/board/taskTemplates';
import type { BoardSticker } from '../../../src/shared/stickers/stickerWire';
import { TemplatesDialog } from '../../../src/client/features/templates/TemplatesDialog';
import { failure, renderUi } from '../ui/renderUi';
import { BASE, ok } from '../board/boardFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const customer: BoardSticker = {
  id: 31,
  boardId: 1,
  type: 'textField',
  name: 'Customer',
  icon: null,
  isActive: true,
  configs: {},
  sort: 0,
};
const priority: BoardSticker = { ...customer, id: 32, type: 'priority', name: null, sort: 1 };

function aTemplate(over: Partial<TaskTemplate> = {}): TaskTemplate {
  return {
    id: 1,
    boardId: 1,
    name: 'Bug report',
    description: null,
    taskName: 'Bug: ',
    taskDescription: null,
    executors: [],
    responsible: [],
    stickers: [],
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...over,
  };
}

function serve(templates: TaskTemplate[]) {
  server.use(
    http.get(`${BASE}/board/1/task-templates`, () => HttpResponse.json(ok(templates))),
    http.get(`${BASE}/board/1/stickers`, () => HttpResponse.json(ok([customer, priority]))),
    http.get(`${BASE}/board/1`, () => HttpResponse.json(ok({ id: 1, name: 'Board', projectId: 3, companyId: 7 }))),
    http.get(`${BASE}/company/7/members`, () =>
      HttpResponse.json(
        ok([
          { userId: 1, role: 'owner', user: { id: 1, name: 'Ada Lovelace', email: 'a@x.io', avatar: null } },
          { userId: 2, role: 'member', user: { id: 2, name: 'Grace Hopper', email: 'g@x.io', avatar: null } },
        ]),
      ),
    ),
  );
}

function renderDialog() {
  localStorage.setItem('auth_token_default', 'tok-1');
  return renderUi(<TemplatesDialog boardId={1} onClose={() => {}} />);
}

/** Chooses `option` in the select or autocomplete labelled `label`. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

test('lists templates with the description cut at 50 characters, or says there are none', async () => {
  const long = 'A'.repeat(60);
  serve([aTemplate({ description: long })]);
  const first = renderDialog();
  const list = await screen.findByRole('list', { name: 'Task templates' });
  expect(list).toHaveTextContent('Bug report');
  expect(list).toHaveTextContent(`${'A'.repeat(50)}…`);
  expect(list).not.toHaveTextContent('A'.repeat(51));
  first.unmount();

  serve([]);
  renderDialog();
  expect(await screen.findByText(/No templates yet/)).toBeInTheDocument();
});

test('creating sends the form as the POST body and shows the new template in the list', async () => {
  const user = userEvent.setup({ delay: null });
  serve([]);
  const bodies: unknown[] = [];
  server.use(
    http.post(`${BASE}/board/1/task-templates`, async ({ request }) => {
      const body = (await request.json()) as Omit<TaskTemplate, 'id' | 'boardId' | 'createdAt' | 'updatedAt'>;
      bodies.push(body);
      return HttpResponse.json(ok(aTemplate({ id: 9, ...body })), { status: 201 });
    }),
  );
  renderDialog();
  await user.click(await screen.findByRole('button', { name: 'New template' }));
  await user.type(screen.getByRole('textbox', { name: 'Template name' }), 'Release');
  await user.type(screen.getByRole('textbox', { name: 'Template description' }), 'Ship it');
  await user.type(screen.getByRole('textbox', { name: 'Task name' }), 'Release v');
  await choose(user, 'Executors', 'Grace Hopper');
  await choose(user, 'Responsible', 'Ada Lovelace');
  await choose(user, 'Add sticker', 'Customer');
  await user.type(screen.getByRole('textbox', { name: 'Customer value' }), 'ACME');
  await choose(user, 'Add sticker', 'Priority');
  await choose(user, 'Priority value', 'High');
  await user.click(screen.getByRole('button', { name: 'Create' }));

  const list = await screen.findByRole('list', { name: 'Task templates' });
  expect(list).toHaveTextContent('Release');
  expect(bodies).toEqual([
    {
      name: 'Release',
      description: 'Ship it',
      taskName: 'Release v',
      taskDescription: null,
      executors: [2],
      responsible: [1],
      stickers: [
        { stickerId: 31, value: { value: 'ACME' } },
        { stickerId: 32, value: { value: 'high' } },
      ],
    },
  ]);
}, 40_000);

test('a name is required before anything is sent', async () => {
  const user = userEvent.setup();
  serve([]);
  renderDialog();
  await user.click(await screen.findByRole('button', { name: 'New template' }));
  await user.click(screen.getByRole('button', { name: 'Create' }));
  const name = screen.getByRole('textbox', { name: 'Template name' });
  expect(name).toHaveAccessibleDescription(/required/i);
});

test("the server's field errors show on their inputs", async () => {
  const user = userEvent.setup();
  serve([aTemplate({ stickers: [{ stickerId: 31, value: { value: 'x' } }], executors: [2] })]);
  server.use(
    http.put(`${BASE}/board/1/task-templates/1`, () =>
      HttpResponse.json(
        failure('Validation failed', 'VALIDATION_FAILED', {
          executors: 'Executors must be company members',
          stickers: { 0: { value: { value: 'Too long' } } },
        }),
        { status: 400 },
      ),
    ),
  );
  renderDialog();
  await user.click(await screen.findByRole('button', { name: 'Edit template Bug report' }));
  expect(screen.getByRole('textbox', { name: 'Customer value' })).toHaveValue('x');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Executors must be company members')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Customer value' })).toHaveAccessibleDescription('Too long');
  expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields');
});

test('delete asks first, then sends DELETE and removes the template', async () => {
  const user = userEvent.setup();
  serve([aTemplate(), aTemplate({ id: 2, name: 'Feature' })]);
  const deleted: string[] = [];
  server.use(
    http.delete(`${BASE}/board/1/task-templates/:id`, ({ params }) => {
      deleted.push(String(params.id));
      return HttpResponse.json(ok({ id: Number(params.id) }));
    }),
  );
  renderDialog();
  await user.click(await screen.findByRole('button', { name: 'Delete template Bug report' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete template?' });
  expect(deleted).toEqual([]);
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByText('Bug report')).not.toBeInTheDocument());
  expect(deleted).toEqual(['1']);
  expect(screen.getByText('Feature')).toBeInTheDocument();
});
