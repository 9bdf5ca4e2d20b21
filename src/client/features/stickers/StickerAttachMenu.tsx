/**
 * The sticker attach menu, controlled by its opener (spec/board.md §2 "sticker menu"; §7 POST
 * /editor/card/{cardId}/sticker/create; §8 "Sticker detach and attach failures: logged only"): the
 * board's active definitions not yet on the card; choosing one attaches it (value null) and closes
 * the menu. Opened by the strip's plus button (StickerMenu.tsx, anchored to the button) and by the
 * card menu's 'Attach sticker' (anchored at a position). Open while mounted.
 */
import { useTranslation } from '../../app/translation';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Card } from '../../../shared/board/board.types';
import { useAttachCardStickerMutation } from './cardStickerApi';
import { useBoardStickerDefinitions } from './boardStickerApi';
import { attachableTo } from './attachableStickers';
import { useStickerName } from './stickerNames';

/** Where the menu opens: at an element, or at a page position in px. */
export type StickerMenuAnchor = { anchorEl: HTMLElement } | { anchorPosition: { top: number; left: number } };

export function StickerAttachMenu({
  card,
  anchor,
  onClose,
}: {
  card: Card;
  anchor: StickerMenuAnchor;
  onClose: () => void;
}) {
  const { t } = useTranslation('stickerSettings');
  const nameOf = useStickerName();
  const definitions = useBoardStickerDefinitions(card.boardId);
  const [attach] = useAttachCardStickerMutation();
  const choices = attachableTo(card, definitions ?? []);
  const placement =
    'anchorEl' in anchor
      ? { anchorEl: anchor.anchorEl }
      : { anchorReference: 'anchorPosition' as const, anchorPosition: anchor.anchorPosition };

  return (
    <Menu {...placement} open onClose={onClose}>
      <ListSubheader sx={{ lineHeight: 2.5 }}>{t('strip.menuTitle')}</ListSubheader>
      {choices.map((definition) => (
        <MenuItem
          key={definition.id}
          onClick={() => {
            onClose();
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
  );
}
