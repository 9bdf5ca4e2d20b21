/**
 * A card as the board cache already holds it (issue 13 item 3: the card dialog shows its frame and
 * title at once, before GET /editor/card/{id} answers). Looks through every cached board query
 * (`boardColumns`, normalised BoardData) for the card; undefined when no loaded board has it
 * (a deep link to /card/{id}, a card on a page not loaded yet).
 */
import type { Card } from '../../../shared/board/board.types';
import { useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import type { BoardData } from './boardCache';

/** The cached card of id `cardId` (the cache's own object, so selectors compare by reference). */
export function selectCachedCard(state: RootState, cardId: number): Card | undefined {
  for (const entry of Object.values(state.api.queries)) {
    if (entry?.endpointName !== 'boardColumns' || !entry.data) continue;
    const card = (entry.data as BoardData).cards?.entities[cardId];
    if (card) return card;
  }
  return undefined;
}

/** `selectCachedCard` as a hook: re-renders only when that card's cached object changes. */
export const useCachedCard = (cardId: number): Card | undefined =>
  useAppSelector((state) => selectCachedCard(state, cardId));
