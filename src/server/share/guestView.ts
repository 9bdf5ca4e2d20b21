/**
 * What a guest may see of cards (spec/board.md §6 "Executors and responsible are hidden when
 * showExecutorsAndResponsible is false"; src/shared/board/share.ts): applied to every card in an
 * answer of a route a guest reaches. Members' answers pass unchanged.
 */
import type { FastifyRequest } from 'fastify';
import type { Card } from '../../shared/board/board.types';

/** True when the request is a guest's whose link hides executors and responsible. */
const hidesMembers = (request: FastifyRequest): boolean =>
  request.guest !== null && !request.guest.settings.showExecutorsAndResponsible;

/** The card as the request's viewer may see it: `cardsMembers: []` for a guest when hidden. */
export function cardForViewer<C extends Pick<Card, 'cardsMembers'>>(request: FastifyRequest, card: C): C {
  return hidesMembers(request) ? { ...card, cardsMembers: [] } : card;
}

/** `cardForViewer` over a list. */
export function cardsForViewer<C extends Pick<Card, 'cardsMembers'>>(request: FastifyRequest, cards: C[]): C[] {
  return hidesMembers(request) ? cards.map((card) => ({ ...card, cardsMembers: [] })) : cards;
}
