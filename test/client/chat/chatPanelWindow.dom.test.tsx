/**
 * The panel as a window (spec/shell.md §2 "moved and resized by the user", §3 Chat window state,
 * §9 default width 600): placed from the stored position and size, kept inside the viewport, moved
 * by dragging its header (react-rnd under React 19) with the new place stored, closed by its button.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatPanel, panelBox } from '../../../src/client/features/chat/ChatPanel';
import { chatOpened, companySelected } from '../../../src/client/features/chat/chatWindowSlice';
import { BASE, ok } from '../board/boardFixtures';
import { renderUi } from '../ui/renderUi';
import { makeTestStore } from '../renderWithProviders';

const server = setupServer(
  http.get(`${BASE}/company`, () => HttpResponse.json(ok([{ id: 10, name: 'Acme', role: 'member' }]))),
  http.get(`${BASE}/chat/company/10/unread-counts`, () =>
    HttpResponse.json(ok({ public: 0, private: 0, dialog: 0, total: 0 })),
  ),
  http.get(`${BASE}/chat/company/10/rooms`, () => HttpResponse.json(ok([]))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const VIEWPORT = { width: 1280, height: 800 };

test('the box: default width 600 at the right, 70 % high; a stored place is kept inside the viewport', () => {
  expect(panelBox(null, { width: 600 }, VIEWPORT)).toEqual({ left: 664, top: 72, width: 600, height: 560 });
  expect(panelBox({ left: 1200, top: -40 }, { width: 700, height: 900 }, VIEWPORT)).toEqual({
    left: 580,
    top: 0,
    width: 700,
    height: 800,
  });
  expect(panelBox({ left: 10, top: 10 }, { width: 2000 }, { width: 400, height: 600 }).width).toBe(400);
});

test('dragging the header moves the window and stores the place; the close button closes it', async () => {
  const user = userEvent.setup();
  const { store } = makeTestStore();
  store.dispatch(companySelected(10));
  store.dispatch(chatOpened());
  renderUi(<ChatPanel />, { store });
  const panel = await screen.findByRole('dialog', { name: 'Chat' });
  const header = panel.querySelector('.chat-drag-handle')!;
  fireEvent.mouseDown(header, { clientX: 700, clientY: 80, button: 0 });
  fireEvent.mouseMove(document, { clientX: 600, clientY: 130 });
  fireEvent.mouseUp(document, { clientX: 600, clientY: 130 });
  await waitFor(() => expect(store.getState().chatWindow.position).not.toBeNull());
  const { position } = store.getState().chatWindow;
  expect(position!.left).toBeLessThan(panelBox(null, { width: 600 }, { width: innerWidth, height: innerHeight }).left);
  expect(JSON.parse(localStorage.getItem('chatPosition')!)).toEqual(position);
  await user.click(screen.getByRole('button', { name: 'Close the chat' }));
  expect(store.getState().chatWindow.open).toBe(false);
});
