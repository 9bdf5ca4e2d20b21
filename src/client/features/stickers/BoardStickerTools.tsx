/**
 * The board toolbar's sticker buttons (issue 4 items 1 and 4): 'Stickers' opens the board's
 * sticker settings (StickerSettingsDialog), and the palette toggle shows or hides the palette of
 * stickers to drag onto cards (StickerPalette). Shown only in edit mode.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import { LazyTooltip } from '../LazyTooltip';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import { StickerSettingsDialog } from './LazyStickerSettings';

interface Props {
  boardId: number;
  paletteOpen: boolean;
  onPaletteToggle: () => void;
}

export function BoardStickerTools({ boardId, paletteOpen, onPaletteToggle }: Props) {
  const { t } = useTranslation('stickerSettings');
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', px: 2, py: 1.5, flex: 'none' }}>
      <LazyTooltip title={t('palette.hint')}>
        <ToggleButton
          value="palette"
          size="small"
          selected={paletteOpen}
          onChange={onPaletteToggle}
          aria-label={t('palette.toggle')}
          sx={{ py: 0.5 }}
        >
          <LabelOutlined fontSize="small" />
        </ToggleButton>
      </LazyTooltip>
      <Button size="small" variant="outlined" startIcon={<StyleOutlined />} onClick={() => setSettingsOpen(true)}>
        {t('open')}
      </Button>
      {settingsOpen && <StickerSettingsDialog boardId={boardId} onClose={() => setSettingsOpen(false)} />}
    </Box>
  );
}
