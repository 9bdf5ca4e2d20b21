/**
 * The sticker attach menu, controlled by its opener (spec/board.md §2 "sticker menu"; §7 POST
 * /editor/card/{cardId}/sticker/create; §8 "Sticker detach and attach failures: logged only"): the
 * board's active definitions not yet on the card; choosing one attaches it (value null) and closes
 * the menu. Opened by the strip's plus button (StickerMenu.tsx, anchored to the button) and by the
 * card menu's 'Attach sticker' (anchored at a position). Open while mounted.
 * First-run hint: on a board that offers no stickers yet (a new board) the plus button's menu also
 * tells where they come from and leads to the board's Stickers settings (`onOpenSettings`), until
 * the user dismisses it ("Got it", remembered per user: preferences/firstRunHints.ts).
 */
import { useTranslation } from '../../app/translation';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { Card } from '../../../shared/board/board.types';
import { useFirstRunHint } from '../preferences/firstRunHints';
import { useAttachCardStickerMutation } from './cardStickerApi';
import { useBoardStickerDefinitions } from './boardStickerApi';
import { attachableDefinitions, attachableTo } from './attachableStickers';
import { useStickerName } from './stickerNames';

/** Where the menu opens: at an element, or at a page position in px. */
export type StickerMenuAnchor = { anchorEl: HTMLElement } | { anchorPosition: { top: number; left: number } };

export function StickerAttachMenu({
  card,
  anchor,
  onClose,
  onOpenSettings,
}: {
  card: Card;
  anchor: StickerMenuAnchor;
  onClose: () => void;
  /** Opens the board's Stickers settings; given, a new board's menu shows the first-run hint. */
  onOpenSettings?: () => void;
}) {
  const { t } = useTranslation('stickerSettings');
  const nameOf = useStickerName();
  const definitions = useBoardStickerDefinitions(card.boardId);
  const [attach] = useAttachCardStickerMutation();
  const hint = useFirstRunHint('stickerSettings');
  const choices = attachableTo(card, definitions ?? []);
  const newBoard = definitions !== undefined && attachableDefinitions(definitions).length === 0;
  const showHint = Boolean(onOpenSettings) && newBoard && hint.shown;
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
      {!choices.length && !showHint && (
        <MenuItem disabled>
          {definitions && attachableTo({ stickers: [] }, definitions).length
            ? t('strip.noneLeft')
            : t('strip.noStickers')}
        </MenuItem>
      )}
      {/* Menu items, not buttons: a menu's arrow keys reach them (Tab closes a menu). */}
      {showHint && (
        <Typography role="note" variant="body2" sx={{ px: 2, py: 1, maxWidth: 300, color: 'text.secondary' }}>
          {t('strip.hint.text')}
        </Typography>
      )}
      {showHint && (
        <MenuItem
          onClick={() => {
            onClose();
            onOpenSettings?.();
          }}
          sx={{ color: 'primaryText', fontWeight: 600 }}
        >
          {t('strip.hint.open')}
        </MenuItem>
      )}
      {showHint && <MenuItem onClick={hint.dismiss}>{t('strip.hint.dismiss')}</MenuItem>}
    </Menu>
  );
}
