/**
 * The sticker palette of a board (spec/board.md §4 "Sticker drag group is named stickers"): the
 * board's active attachable definitions as chips to drag onto a card (stickerDnd.ts). A chip is
 * never pulled out: it stays in place while a copy follows the pointer (`StickerDragPreview` in
 * the DragOverlay, no drop animation). Keyboard: focus a chip, Space lifts, arrows move, Space drops.
 * In the sticker forms' chunk ("sticker-forms", StickerPalette.tsx): the palette is hidden by default.
 */
import { useTranslation } from '../../app/translation';
import { useDraggable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import type { BoardSticker } from '../../../shared/stickers/stickerWire';
import { attachableDefinitions } from './attachableStickers';
import { useBoardStickerDefinitions } from './boardStickerApi';
import { STICKER_DRAG_TYPE, stickerDndId } from './stickerDnd';
import { useStickerName } from './stickerNames';

function PaletteChip({ sticker }: { sticker: BoardSticker }) {
  const { t } = useTranslation('stickerSettings');
  const nameOf = useStickerName();
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: stickerDndId(sticker.id),
    data: { type: STICKER_DRAG_TYPE, boardStickerId: sticker.id },
  });
  // No transform: the chip stays in the palette (never pulled out); the overlay copy moves.
  return (
    <Chip
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-roledescription={t('palette.dragRole')}
      icon={<LabelOutlined />}
      label={nameOf(sticker)}
      size="small"
      variant="outlined"
      sx={{ cursor: 'grab', opacity: isDragging ? 0.6 : 1, bgcolor: 'background.paper' }}
    />
  );
}

/** The palette row of board `boardId`. */
export function StickerPalette({ boardId }: { boardId: number }) {
  const { t } = useTranslation('stickerSettings');
  const stickers = attachableDefinitions(useBoardStickerDefinitions(boardId) ?? []);
  return (
    <Box
      role="group"
      aria-label={t('palette.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', px: 2, pb: 1.5 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {stickers.length ? t('palette.hint') : t('palette.empty')}
      </Typography>
      {stickers.map((sticker) => (
        <PaletteChip key={sticker.id} sticker={sticker} />
      ))}
    </Box>
  );
}

/** The copy that follows the pointer while a palette chip is dragged. */
export function StickerDragPreview({ boardId, boardStickerId }: { boardId: number; boardStickerId: number }) {
  const nameOf = useStickerName();
  const sticker = useBoardStickerDefinitions(boardId)?.find((s) => s.id === boardStickerId);
  if (!sticker) return null;
  return (
    <Chip
      icon={<LabelOutlined />}
      label={nameOf(sticker)}
      size="small"
      color="primary"
      sx={{ cursor: 'grabbing', boxShadow: 4 }}
    />
  );
}
