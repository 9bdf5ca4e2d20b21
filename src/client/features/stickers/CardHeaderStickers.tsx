/**
 * The stickers strip in the card view's header (modal and /card/{cardId} page): the same strip as
 * the tile, with its own subscription to the board's definitions (the page has no BoardView).
 */
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Card } from '../../../shared/board/board.types';
import { useBoardStickersQuery } from './boardStickerApi';
import { StickerStrip } from './StickerStrip';
import { stripStyleSheet } from './stripStyles';

/** The strip's stylesheet (the page has no board to insert it). */
const stripStyles = <GlobalStyles styles={stripStyleSheet} />;

/** `readOnly`: the guest view (no menus, no plus button). */
export function CardHeaderStickers({ card, readOnly }: { card: Card; readOnly?: boolean }) {
  useBoardStickersQuery(card.boardId);
  return (
    <Box sx={{ mt: 1 }}>
      {stripStyles}
      <StickerStrip card={card} readOnly={readOnly} />
    </Box>
  );
}
