/**
 * The board toolbar's sticker buttons (issue 4 items 1 and 4): 'Stickers' opens the board's
 * sticker settings (StickerSettingsDialog), and the palette toggle shows or hides the palette of
 * stickers to drag onto cards (StickerPalette). Shown only in edit mode. Plain elements drawn as
 * MUI's small ToggleButton and outlined Button (project/shellStyles.ts `sticker-tools`).
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation';
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
    <div className="sticker-tools">
      <LazyTooltip title={t('palette.hint')}>
        <button
          type="button"
          className="shell-toggle"
          aria-pressed={paletteOpen}
          onClick={onPaletteToggle}
          aria-label={t('palette.toggle')}
        >
          <LabelOutlined fontSize="inherit" />
        </button>
      </LazyTooltip>
      <button type="button" className="shell-outlined-button" onClick={() => setSettingsOpen(true)}>
        <StyleOutlined fontSize="inherit" />
        {t('open')}
      </button>
      {settingsOpen && <StickerSettingsDialog boardId={boardId} onClose={() => setSettingsOpen(false)} />}
    </div>
  );
}
