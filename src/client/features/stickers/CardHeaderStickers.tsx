/**
 * The stickers strip in the card view's header (modal and /card/{cardId} page): the same strip as
 * the tile, with its own subscription to the board's definitions (the page has no BoardView).
 */
import Box from '@mui/material/Box';
import type { Card } from '../../../shared/board/board.types';
import { useBoardStickersQuery } from './boardStickerApi';
import { StickerStrip } from './StickerStrip';

export function CardHeaderStickers({ card }: { card: Card }) {
  useBoardStickersQuery(card.boardId);
  return (
    <Box sx={{ mt: 1 }}>
      <StickerStrip card={card} />
    </Box>
  );
}
