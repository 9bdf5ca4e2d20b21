/**
 * The strip's plus button and sticker menu (spec/board.md §2 "A plus button opens the sticker
 * menu, except in guest view"; §7 POST /editor/card/{cardId}/sticker/create; §8 "Sticker detach
 * and attach failures: logged only"). Lists the board's active definitions not yet on the card;
 * choosing one attaches it (value null) and closes the menu.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Add from '@mui/icons-material/Add';
import type { Card } from '../../../shared/board/board.types';
import { useAttachCardStickerMutation } from './cardStickerApi';
import { useBoardStickerDefinitions } from './boardStickerApi';
import { attachableTo } from './attachableStickers';
import { useStickerName } from './stickerNames';

export function StickerMenu({ card }: { card: Card }) {
  const { t } = useTranslation('stickerSettings');
  const nameOf = useStickerName();
  const definitions = useBoardStickerDefinitions(card.boardId);
  const [attach] = useAttachCardStickerMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const choices = attachableTo(card, definitions ?? []);

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
      {anchor && (
        <Menu anchorEl={anchor} open onClose={close}>
          <ListSubheader sx={{ lineHeight: 2.5 }}>{t('strip.menuTitle')}</ListSubheader>
          {choices.map((definition) => (
            <MenuItem
              key={definition.id}
              onClick={() => {
                close();
                attach({ cardId: card.id, boardStickerId: definition.id })
                  .unwrap()
                  .catch((error: unknown) => console.error('sticker not attached', error));
              }}
            >
              {nameOf(definition)}
            </MenuItem>
          ))}
          {!choices.length && (
            <MenuItem disabled>
              {definitions && attachableTo({ stickers: [] }, definitions).length
                ? t('strip.noneLeft')
                : t('strip.noStickers')}
            </MenuItem>
          )}
        </Menu>
      )}
    </>
  );
}
