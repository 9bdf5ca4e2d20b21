/**
 * The strip's plus button and sticker menu (spec/board.md §2 "A plus button opens the sticker
 * menu, except in guest view"; §7 POST /editor/card/{cardId}/sticker/create; §8 "Sticker detach
 * and attach failures: logged only"). The menu itself is StickerAttachMenu.tsx: the board's
 * active definitions not yet on the card; choosing one attaches it (value null) and closes it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Add from '@mui/icons-material/Add';
import type { Card } from '../../../shared/board/board.types';
import { StickerAttachMenu } from './StickerAttachMenu';

export function StickerMenu({ card }: { card: Card }) {
  const { t } = useTranslation('stickerSettings');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        size="small"
        aria-label={t('strip.add')}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.25, borderRadius: 1, bgcolor: 'action.hover' }}
      >
        <Add sx={{ fontSize: 16 }} />
      </IconButton>
      {/* Mounted only while open: every tile has a plus button. */}
      {anchor && <StickerAttachMenu card={card} anchor={{ anchorEl: anchor }} onClose={close} />}
    </>
  );
}
