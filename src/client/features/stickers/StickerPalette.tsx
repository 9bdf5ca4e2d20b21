/**
 * The board's sticker palette and its drag preview (StickerPaletteChips.tsx), loaded when the
 * palette is first shown or the board is idle (DESIGN §7: the palette is hidden by default, and
 * its MUI Chip is not part of the board's first paint). The preview only follows a palette chip,
 * so its code has arrived by then and it renders at once.
 */
import { Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { chunkLoader, screenOf } from '../../app/screenChunk';
import { whenIdle } from '../lazyDialog';

const loadPalette = chunkLoader(() => import(/* webpackChunkName: "sticker-forms" */ './StickerPaletteChips'));
whenIdle(() => void loadPalette().catch(() => undefined));

const PaletteChips = screenOf(loadPalette, 'StickerPalette');
const DragPreview = screenOf(loadPalette, 'StickerDragPreview');

/** The palette row of board `boardId` (a small progress while its chunk is still on its way). */
export function StickerPalette({ boardId }: { boardId: number }) {
  return (
    <Suspense fallback={<CircularProgress size={16} sx={{ mx: 2, mb: 1.5 }} />}>
      <PaletteChips boardId={boardId} />
    </Suspense>
  );
}

/** The copy that follows the pointer while a palette chip is dragged. */
export function StickerDragPreview({ boardId, boardStickerId }: { boardId: number; boardStickerId: number }) {
  return (
    <Suspense fallback={null}>
      <DragPreview boardId={boardId} boardStickerId={boardStickerId} />
    </Suspense>
  );
}
