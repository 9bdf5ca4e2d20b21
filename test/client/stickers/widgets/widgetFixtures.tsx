/**
 * Shared pieces of the sticker widget tests: wire-shaped card stickers (stickerWire.ts), an msw
 * recorder of the card sticker calls, and `renderWidget` (real store and providers, language
 * chosen, <CardStickerWidget> of one sticker on one card).
 */
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { StickerConfigs } from '../../../../src/shared/stickers/stickerConfigs';
import type { StickerType } from '../../../../src/shared/stickers/stickerTypes';
import type { CardSticker } from '../../../../src/shared/stickers/stickerWire';
import { languageChosen } from '../../../../src/client/features/preferences/preferencesSlice';
import { CardStickerWidget } from '../../../../src/client/features/stickers/widgets/CardStickerWidget';
import { makeTestStore } from '../../renderWithProviders';
import { failure, renderUi } from '../../ui/renderUi';
import { aCard, BASE, ok } from '../../board/boardFixtures';

export { BASE, ok, failure };

/** A card sticker of `type` on card 5 (id 50, definition 9). */
export function aSticker(
  type: StickerType,
  value: unknown = null,
  { configs = {}, name = null }: { configs?: StickerConfigs; name?: string | null } = {},
): CardSticker {
  return {
    id: 50,
    cardId: 5,
    boardStickerId: 9,
    boardSticker: { id: 9, type, name, isActive: true, configs },
    value,
    updatedAt: '2026-01-01T10:00:00.000Z',
  };
}

/**
 * Records the PUT values (the body's `value`, spec/board.md §7 `{value}`) and DELETEs of card 5's
 * sticker 50; PUT answers `answer(value)` (default: echo as the stored value). A body that is not
 * `{value}` is refused with 400 as the server does.
 */
export function recordStickerCalls(
  server: SetupServer,
  sticker: CardSticker,
  answer?: (value: unknown) => { status: number; json: unknown },
) {
  const puts: unknown[] = [];
  const deletes: number[] = [];
  server.use(
    http.put(`${BASE}/editor/card/5/sticker/50`, async ({ request }) => {
      const body = (await request.json()) as unknown;
      if (!body || typeof body !== 'object' || Array.isArray(body) || Object.keys(body).join() !== 'value') {
        return HttpResponse.json(failure('Invalid', 'VALIDATION_FAILED', { value: 'Required' }), { status: 400 });
      }
      const { value } = body as { value: unknown };
      puts.push(value);
      const a = answer?.(value) ?? { status: 200, json: ok({ ...sticker, value }) };
      return HttpResponse.json(a.json as object, { status: a.status });
    }),
    http.delete(`${BASE}/editor/card/5/sticker/50`, () => {
      deletes.push(50);
      return HttpResponse.json(ok({ id: 50 }));
    }),
  );
  return { puts, deletes };
}

/** Renders the widget of `sticker` on card 5 in `lang` (default en). */
export function renderWidget(
  sticker: CardSticker,
  { lang = 'en', readOnly, hoverMenus }: { lang?: 'en' | 'ru'; readOnly?: boolean; hoverMenus?: boolean } = {},
) {
  const { store } = makeTestStore();
  store.dispatch(languageChosen(lang));
  const card = aCard({ id: 5, stickers: [sticker] });
  return renderUi(<CardStickerWidget card={card} sticker={sticker} readOnly={readOnly} hoverMenus={hoverMenus} />, {
    store,
  });
}
