/**
 * Column counts stay right when a card is archived into a collapsed archive (spec/board.md §2
 * 'Archive (count)'): the optimistic change counts it once, and the server's copy of the same card
 * (the mutation's answer, or a live event) does not count it again.
 */
import { createNextState as produce } from '@reduxjs/toolkit';
import { applyCardChange, boardDataFromColumns, placeCard } from '../../../src/client/features/board/boardCache';
import { aCard, aColumn } from './boardFixtures';

test('archiving counts the card once in the collapsed archive, even when the server copy arrives', () => {
  const card = aCard({ id: 5, columnId: 1 });
  let data = boardDataFromColumns(1, [aColumn({ id: 1, cards: [card], cardsCount: 1, archiveCount: 0 })]);
  data = produce(data, (draft) => applyCardChange(draft, 5, { archived: true }));
  expect(data.columns.entities[1]).toMatchObject({ cardsCount: 0, archiveCount: 1 });
  data = produce(data, (draft) => placeCard(draft, { ...card, archivedAt: '2026-11-22T10:00:00.000Z', sort: 7 }));
  expect(data.columns.entities[1]).toMatchObject({ cardsCount: 0, archiveCount: 1 });
  // Restoring moves it back once.
  data = produce(data, (draft) => applyCardChange(draft, 5, { archived: false }));
  data = produce(data, (draft) => placeCard(draft, { ...card, archivedAt: null, sort: 8 }));
  expect(data.columns.entities[1]).toMatchObject({ cardsCount: 1, archiveCount: 0 });
});
