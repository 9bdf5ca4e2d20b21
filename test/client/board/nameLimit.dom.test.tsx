/**
 * Card and column names are never cut (DESIGN §3 name limits: 200 characters; spec/board.md §5):
 * typed or pasted text stays whole; near the limit the field counts, over it the limit is said in
 * words and nothing is sent — in the new-card form, the tile's title editor, 'Add column' and a
 * column's rename, in English and Russian.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { notificationSettingsHandler } from '../notifications/settingsHandler';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageChosen } from '../../../src/client/features/preferences/preferencesSlice';
import { openBoard } from '../cardForm/cardFormFixtures';
import { BASE, aCard, aColumn, ok, renderBoard, serveBoard } from './boardFixtures';

const server = setupServer(notificationSettingsHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const x = (count: number) => 'x'.repeat(count);

/** The text of the helper line under `field` (MUI links it with aria-describedby). */
const helperOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

test('the new-card form counts near the limit and refuses a longer name in words, never cutting it', async () => {
  const user = userEvent.setup();
  const { bodies, ready } = openBoard(server, []);
  await ready();
  await user.click(
    within(await screen.findByRole('region', { name: 'Column 1' })).getByRole('button', { name: 'Add card' }),
  );
  const name = screen.getByRole('textbox', { name: 'Task name' });

  await user.click(name);
  await user.paste(x(150));
  expect(helperOf(name)).toBeUndefined(); // far from the limit: no counter
  await user.paste(x(20));
  expect(helperOf(name)).toBe('170 of 200 characters');

  await user.paste(x(40)); // 210 in all: kept whole, refused
  expect(name).toHaveValue(x(210));
  expect(helperOf(name)).toBe('At most 200 characters: 10 too many');
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  await user.type(name, '{Enter}');
  expect(bodies).toEqual([]);

  await user.type(name, '{Backspace}'.repeat(10));
  expect(helperOf(name)).toBe('200 of 200 characters');
  expect(name).toHaveAttribute('aria-invalid', 'false');
  await user.type(name, '{Enter}');
  await waitFor(() => expect(bodies).toEqual([{ name: x(200), desc: null, stickers: [], members: [] }]));
});

describe("a card tile's title editor", () => {
  const card = aCard({ id: 5, name: 'Write the spec', counter: 12 });

  function recordPuts() {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.put(`${BASE}/editor/card/5`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json(ok({ ...card, ...body }));
      }),
    );
    return bodies;
  }

  test('keeps a pasted name over the limit whole, says the limit, and neither Enter nor blur sends it', async () => {
    const user = userEvent.setup();
    serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
    const bodies = recordPuts();
    renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Edit title' }));
    const input = screen.getByRole('textbox', { name: 'Card name' });
    await user.clear(input);
    await user.paste(x(205));
    expect(input).toHaveValue(x(205));
    expect(helperOf(input)).toBe('At most 200 characters: 5 too many');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.type(input, '{Enter}');
    fireEvent.blur(input);
    expect(screen.getByRole('textbox', { name: 'Card name' })).toHaveValue(x(205)); // still editing
    expect(bodies).toEqual([]);

    await user.type(input, '{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Card name' })).not.toBeInTheDocument();
    expect(screen.getByText('Write the spec')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  test('counts near the limit and saves a name of exactly 200 characters', async () => {
    const user = userEvent.setup();
    serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
    const bodies = recordPuts();
    renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Edit title' }));
    const input = screen.getByRole('textbox', { name: 'Card name' });
    await user.clear(input);
    await user.paste(x(200));
    expect(helperOf(input)).toBe('200 of 200 characters');
    await user.type(input, '{Enter}');
    await waitFor(() => expect(bodies).toEqual([{ name: x(200) }]));
  });
});

describe('column names', () => {
  test("'Add column' refuses a name over the limit in words and sends nothing", async () => {
    const user = userEvent.setup();
    serveBoard(server, [aColumn({ id: 1 })]);
    const posts: unknown[] = [];
    server.use(
      http.post(`${BASE}/editor/columns/1`, async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(ok(aColumn({ id: 2, name: 'New' })), { status: 201 });
      }),
    );
    renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Add column' }));
    const input = screen.getByRole('textbox', { name: 'Column name' });
    await user.paste(x(201));
    expect(input).toHaveValue(x(201));
    expect(helperOf(input)).toBe('At most 200 characters: 1 too many');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(posts).toEqual([]);
  });

  test('renaming a column over the limit keeps the text and says so, in Russian too', async () => {
    const user = userEvent.setup();
    serveBoard(server, [aColumn({ id: 1 })]);
    const puts: unknown[] = [];
    server.use(
      http.put(`${BASE}/editor/column/1`, async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json(ok(aColumn({ id: 1 })));
      }),
    );
    const { store } = renderBoard();
    await user.dblClick(await screen.findByRole('heading', { name: 'Column 1' }));
    const input = screen.getByRole('textbox', { name: 'Column name' });
    await user.clear(input);
    await user.paste(x(230));
    expect(helperOf(input)).toBe('At most 200 characters: 30 too many');
    await user.type(input, '{Enter}');
    fireEvent.blur(input);
    expect(screen.getByRole('textbox', { name: 'Column name' })).toHaveValue(x(230));
    expect(puts).toEqual([]);

    act(() => {
      store.dispatch(languageChosen('ru'));
    });
    const ru = await screen.findByRole('textbox', { name: 'Название колонки' });
    expect(helperOf(ru)).toBe('Не более 200 символов: лишних 30');
    await user.type(ru, '{Backspace}'.repeat(40));
    expect(helperOf(ru)).toBe('190 из 200 символов');
  });

  test("the column menu's Rename keeps the editor open once the menu has closed, and Enter saves", async () => {
    const user = userEvent.setup();
    serveBoard(server, [aColumn({ id: 1 })]);
    const puts: unknown[] = [];
    server.use(
      http.put(`${BASE}/editor/column/1`, async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json(ok(aColumn({ id: 1, name: 'Doing' })));
      }),
    );
    renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Actions of column Column 1' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    const input = await screen.findByRole('textbox', { name: 'Column name' });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'Doing{Enter}');
    await waitFor(() => expect(puts).toEqual([{ name: 'Doing' }]));
  });
});
