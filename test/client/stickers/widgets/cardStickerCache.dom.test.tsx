/**
 * Card stickers in the board cache (DESIGN §3 Live events): `board:cardSticker:created|updated`
 * upsert the sticker on its card with the new history count, `deleted` removes it; the
 * attach/update/detach mutations place the server's answer in every cached board.
 */
import { setupServer } from 'msw/node';
import { createNextState } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { BOARD_EVENTS } from '../../../../src/shared/board/board.events';
import { applyBoardEvent } from '../../../../src/client/features/board/boardEvents';
import { boardApi } from '../../../../src/client/features/board/boardApi';
import { boardDataFromColumns } from '../../../../src/client/features/board/boardCache';
import { cardStickerApi } from '../../../../src/client/features/stickers/cardStickerApi';
import { makeTestStore } from '../../renderWithProviders';
import { aCard, aColumn, BASE, ok } from '../../board/boardFixtures';
import { aSticker } from './widgetFixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const boardWith = (stickers = [aSticker('textField', { value: 'a' })]) =>
  boardDataFromColumns(1, [aColumn({ id: 1, cards: [aCard({ id: 5, historyCount: 3, stickers })] })]);

test('live created/updated upsert with the history count; deleted removes', () => {
  let data = boardWith([]);
  const apply = (event: string, payload: unknown) => {
    data = createNextState(data, (draft) => applyBoardEvent(draft, event, payload));
  };
  const sticker = aSticker('textField', { value: 'a' });
  apply(BOARD_EVENTS.cardStickerCreated, { ...sticker, boardId: 1, historyCount: 4, actorId: 2 });
  expect(data.cards.entities[5].stickers).toEqual([sticker]);
  expect(data.cards.entities[5].historyCount).toBe(4);
  const changed = { ...sticker, value: { value: 'b' } };
  apply(BOARD_EVENTS.cardStickerUpdated, { ...changed, boardId: 1, historyCount: 5, actorId: 2 });
  expect(data.cards.entities[5].stickers).toEqual([changed]);
  apply(BOARD_EVENTS.cardStickerDeleted, { id: 50, cardId: 5, boardId: 1, historyCount: 6, actorId: 2 });
  expect(data.cards.entities[5].stickers).toEqual([]);
  expect(data.cards.entities[5].historyCount).toBe(6);
});

test('update and detach mutations patch the cached board', async () => {
  const { store } = makeTestStore();
  server.use(
    http.get(`${BASE}/editor/columns/1`, () =>
      HttpResponse.json(
        ok([
          aColumn({
            id: 1,
            cards: [aCard({ id: 5, historyCount: 3, stickers: [aSticker('textField', { value: 'a' })] })],
          }),
        ]),
      ),
    ),
    http.put(`${BASE}/editor/card/5/sticker/50`, async ({ request }) => {
      // spec/board.md §7: the body is `{value}`, here a textField's value `{value: text}`.
      const { value } = (await request.json()) as { value: { value: string } };
      // The server answers a changed sticker with a new updatedAt, an unchanged one with the old.
      const updatedAt = value.value === 'a' ? aSticker('textField', {}).updatedAt : '2026-11-22T11:00:00.000Z';
      return HttpResponse.json(ok({ ...aSticker('textField', value), updatedAt }));
    }),
    http.delete(`${BASE}/editor/card/5/sticker/50`, () => HttpResponse.json(ok({ id: 50 }))),
  );
  const sub = store.dispatch(boardApi.endpoints.boardColumns.initiate({ boardId: 1, filters: '' }));
  await sub;
  const card = () =>
    boardApi.endpoints.boardColumns.select({ boardId: 1, filters: '' })(store.getState()).data!.cards.entities[5];
  await store.dispatch(
    cardStickerApi.endpoints.updateCardSticker.initiate({ cardId: 5, stickerId: 50, value: { value: 'b' } }),
  );
  expect(card().stickers[0].value).toEqual({ value: 'b' });
  expect(card().historyCount).toBe(4);
  // Setting the same value again writes no history on the server, so the count stays.
  await store.dispatch(
    cardStickerApi.endpoints.updateCardSticker.initiate({ cardId: 5, stickerId: 50, value: { value: 'b' } }),
  );
  expect(card().historyCount).toBe(4);
  await store.dispatch(cardStickerApi.endpoints.detachCardSticker.initiate({ cardId: 5, stickerId: 50 }));
  expect(card().stickers).toEqual([]);
  sub.unsubscribe();
});
