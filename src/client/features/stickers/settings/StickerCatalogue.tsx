/**
 * The 'Add sticker' catalogue (issue 4 item 1; spec/board.md §9 "Sticker descriptions"): every
 * catalogue type with its translated name and description. A type that is not named may be on a
 * board once (DESIGN wire contract: 400 `errors:sticker.alreadyOnBoard`), so it is disabled when
 * a live definition of it exists.
 */
import { useStickerSettingsTranslation } from './stickerSettingsTexts';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { CATALOGUE_STICKER_TYPES, isNamedStickerType } from '../../../../shared/stickers/stickerTypes';
import type { CatalogueStickerType } from '../../../../shared/stickers/stickerTypes';
import type { BoardSticker } from '../../../../shared/stickers/stickerWire';

interface Props {
  stickers: BoardSticker[];
  onChoose: (type: CatalogueStickerType) => void;
}

export function StickerCatalogue({ stickers, onChoose }: Props) {
  const { t } = useStickerSettingsTranslation();
  const present = new Set(stickers.map((s) => s.type));
  return (
    <List aria-label={t('catalogue')}>
      {CATALOGUE_STICKER_TYPES.map((type) => {
        const taken = !isNamedStickerType(type) && present.has(type);
        return (
          <ListItemButton key={type} disabled={taken} onClick={() => onChoose(type)} divider>
            <ListItemText
              primary={t(`stickerSettings:types.${type}`)}
              secondary={taken ? `${t(`descriptions.${type}`)} · ${t('alreadyOnBoard')}` : t(`descriptions.${type}`)}
            />
          </ListItemButton>
        );
      })}
    </List>
  );
}
