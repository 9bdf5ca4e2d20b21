/**
 * "Message the card creator" and the card's member avatars (spec/board.md §6; issue 16 item 2):
 * the creator chip is a button for someone else's card and opens the dialog in the chat panel;
 * not for one's own card nor a guest-created one; outside edit mode each member avatar is a button.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Card } from '../../../src/shared/board/board.types';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../src/shared/notifications/notifications.schemas';
import { signedIn } from '../../../src/client/features/session/sessionSlice';
import { BASE, aCard, aColumn, ok, renderBoard, serveBoard } from '../board/boardFixtures';
import { testUser } from '../userFixture';
import { aRoom } from './chatFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const BOB = { userId: 2, name: 'Bob', surname: 'Stone', avatar: null };

function serve(card: Card) {
  serveBoard(server, [aColumn({ id: 1, cards: [card] })]);
  server.use(
    http.get(`${BASE}/board/1/stickers`, () => HttpResponse.json(ok([]))),
    http.get(`${BASE}/notifications/settings`, () => HttpResponse.json(ok(DEFAULT_NOTIFICATION_SETTINGS))),
    http.get(`${BASE}/chat/company/:companyId/unread-counts`, () =>
      HttpResponse.json(ok({ public: 0, private: 0, dialog: 0, total: 0 })),
    ),
  );
}

async function renderSignedIn(card: Card) {
  serve(card);
  const result = renderBoard();
  act(() => {
    result.store.dispatch(signedIn({ token: 'tok-1', user: testUser }));
  });
  await screen.findByText(card.name);
  return result;
}

test("the creator chip of a colleague's card opens the dialog with them", async () => {
  const user = userEvent.setup({ delay: null });
  const dialog = aRoom({ id: 42, companyId: 10, type: 'dialog', name: 'Bob Stone' });
  const asked: string[] = [];
  server.use(
    http.post(`${BASE}/chat/get-room-by-user-id/:userId`, ({ params }) => {
      asked.push(String(params.userId));
      return HttpResponse.json(ok(dialog));
    }),
    http.get(`${BASE}/chat/company/10/rooms`, () => HttpResponse.json(ok([dialog]))),
  );
  const { store } = await renderSignedIn(aCard({ id: 5, name: 'Write the spec', creator: BOB }));
  await user.click(await screen.findByRole('button', { name: 'Message Bob Stone' }));
  await waitFor(() => expect(store.getState().chatWindow.selectedRoom?.id).toBe(42));
  expect(asked).toEqual(['2']);
  expect(store.getState().chatWindow).toMatchObject({ open: true, companyId: 10 });
});

test('no button on my own card', async () => {
  await renderSignedIn(aCard({ id: 6, name: 'Mine', creator: { ...BOB, userId: testUser.id } }));
  expect(screen.queryByRole('button', { name: /^Message / })).toBeNull();
});

test('a guest-created card names its creator "Guest" with no button', async () => {
  await renderSignedIn(aCard({ id: 7, name: 'From a guest', creator: { ...BOB, isGuest: true } }));
  expect(screen.queryByRole('button', { name: /^Message / })).toBeNull();
});

test('the executors menu offers to message each assigned colleague', async () => {
  const user = userEvent.setup({ delay: null });
  const dialog = aRoom({ id: 43, companyId: 7, type: 'dialog', name: 'Bob Stone' });
  const asked: string[] = [];
  serve(aCard({ id: 5, name: 'Ship it', cardsMembers: [{ userId: 2, isResponsible: false }] }));
  server.use(
    http.get(`${BASE}/board/1/stickers`, () =>
      HttpResponse.json(
        ok([{ id: 16, boardId: 1, type: 'executor', name: null, icon: null, isActive: true, configs: {}, sort: 1 }]),
      ),
    ),
    http.get(`${BASE}/company/7/members`, () =>
      HttpResponse.json(
        ok([
          { userId: 1, role: 'owner', user: { id: 1, name: 'Ann', email: 'ann@example.com', avatar: null } },
          { userId: 2, role: 'member', user: { id: 2, name: 'Bob Stone', email: 'bob@example.com', avatar: null } },
        ]),
      ),
    ),
    http.post(`${BASE}/chat/get-room-by-user-id/:userId`, ({ params }) => {
      asked.push(String(params.userId));
      return HttpResponse.json(ok(dialog));
    }),
    http.get(`${BASE}/chat/company/7/rooms`, () => HttpResponse.json(ok([dialog]))),
  );
  const { store } = renderBoard();
  act(() => {
    store.dispatch(signedIn({ token: 'tok-1', user: testUser }));
  });
  await user.click(await screen.findByRole('button', { name: 'Executors: Bob Stone' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Message Bob Stone' }));
  await waitFor(() => expect(store.getState().chatWindow.selectedRoom?.id).toBe(43));
  expect(asked).toEqual(['2']);
});
