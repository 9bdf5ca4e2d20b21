/**
 * What a guest may see of people (spec/board.md §6 "Executors and responsible are hidden when
 * showExecutorsAndResponsible is false"; src/shared/board/share.ts): applied to every answer of a
 * route a guest reaches. When the guest's link hides executors and responsible:
 * - cards come with `cardsMembers: []`;
 * - history leaves out the entries about them (memberAdded, memberRemoved, importedMembers);
 * - sticker configs (a board's definitions and those embedded in card stickers) lose
 *   `automation.assignValue`, which names the user a new card is assigned to;
 * - filters by executor or responsible are ignored, so they cannot reveal who is assigned.
 * Names and avatars of card creators, comment authors and history actors stay: the setting is
 * about assignments. No guest answer carries e-mails (none of these routes selects them).
 * Members' answers pass unchanged.
 */
import type { FastifyRequest } from 'fastify';
import type { BoardFilters } from '../../shared/board/board.schemas';
import type { Card, HistoryEntry } from '../../shared/board/board.types';
import type { StickerConfigs } from '../../shared/stickers';

/** History actions that name an executor or responsible person. */
const MEMBER_ACTIONS: ReadonlySet<string> = new Set(['memberAdded', 'memberRemoved', 'importedMembers']);

/** True when the request is a guest's whose link hides executors and responsible. */
const hidesMembers = (request: FastifyRequest): boolean =>
  request.guest !== null && !request.guest.settings.showExecutorsAndResponsible;

/** Configs without `automation.assignValue` (the rest as it is). */
function configsWithoutAssignee(configs: StickerConfigs): StickerConfigs {
  if (!configs.automation || !('assignValue' in configs.automation)) return configs;
  const { assignValue: _hidden, ...automation } = configs.automation;
  return { ...configs, automation };
}

type ViewedCard = Pick<Card, 'cardsMembers' | 'stickers'>;

const hideMembersOf = <C extends ViewedCard>(card: C): C => ({
  ...card,
  cardsMembers: [],
  stickers: card.stickers.map((sticker) => ({
    ...sticker,
    boardSticker: { ...sticker.boardSticker, configs: configsWithoutAssignee(sticker.boardSticker.configs) },
  })),
});

/** The card as the request's viewer may see it. */
export function cardForViewer<C extends ViewedCard>(request: FastifyRequest, card: C): C {
  return hidesMembers(request) ? hideMembersOf(card) : card;
}

/** `cardForViewer` over a list. */
export function cardsForViewer<C extends ViewedCard>(request: FastifyRequest, cards: C[]): C[] {
  return hidesMembers(request) ? cards.map(hideMembersOf) : cards;
}

/** A card's history as the viewer may see it: without the entries about executors and responsible. */
export function historyForViewer(request: FastifyRequest, entries: HistoryEntry[]): HistoryEntry[] {
  return hidesMembers(request) ? entries.filter((entry) => !MEMBER_ACTIONS.has(entry.action)) : entries;
}

/** Board sticker definitions as the viewer may see them (configs without the assignee). */
export function stickersForViewer<S extends { configs: StickerConfigs }>(request: FastifyRequest, stickers: S[]): S[] {
  return hidesMembers(request)
    ? stickers.map((sticker) => ({ ...sticker, configs: configsWithoutAssignee(sticker.configs) }))
    : stickers;
}

/** Filters as the viewer may use them: without executor and responsible when those are hidden. */
export function filtersForViewer(request: FastifyRequest, filters: BoardFilters | undefined): BoardFilters | undefined {
  if (!filters || !hidesMembers(request)) return filters;
  const { executor: _executor, responsible: _responsible, ...rest } = filters;
  return rest;
}
