/**
 * The card menu's popup (spec/board.md §2 "a card menu (three dots; only in edit mode and, for archive
 * cards, only when level is under 3)"; "Card context menu (opens at the centre of the clicked
 * element)"; §9 "Card menu labels: 'Attach sticker', 'Task ID', 'Discussion'"): Attach sticker
 * (the sticker attach menu at the same point), Task ID (copies `#counter` with §8's toasts),
 * Discussion (the card modal on its discussion tab), Copy card, Archive / Unarchive, Delete (449 →
 * confirm → force=1, §8). In its own chunk, card-menu (CardMenu.tsx loads it lazily); mounted by
 * CardMenu.tsx on the first click of its button and kept mounted (the confirm dialog outlives the menu).
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation';
import { useSnackbar } from '../../app/toasts';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import Tag from '@mui/icons-material/Tag';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import type { Card } from '../../../shared/board/board.types';
import { LazyStickerAttachMenu } from '../stickers/LazyStickerAttachMenu';
import { useCopyTaskId } from '../stickers/useCopyTaskId';
import { useBoardContext } from './boardContext';
import { useCopyCardMutation, useDeleteCardMutation, useUpdateCardMutation } from './cardApi';
import { useConfirmedDelete } from './useConfirmedDelete';

/** Viewport px where the menu opens (the centre of the clicked button, spec §2). */
export type MenuPosition = { top: number; left: number };

interface Props {
  card: Card;
  /** Where the menu is open; null: closed. */
  position: MenuPosition | null;
  onClose: () => void;
}

/** The menu, its sticker attach menu and the delete confirmation. */
export function CardMenuPopup({ card, position, onClose }: Props) {
  const { t } = useTranslation('board');
  const { enqueueSnackbar } = useSnackbar();
  const { openCard } = useBoardContext();
  const copyTaskId = useCopyTaskId();
  const [stickerMenuAt, setStickerMenuAt] = useState<MenuPosition | null>(null);
  const [copyCard] = useCopyCardMutation();
  const [updateCard] = useUpdateCardMutation();
  const [deleteCard] = useDeleteCardMutation();
  const { run, dialog } = useConfirmedDelete();
  const close = onClose;

  const act = (fn: () => Promise<unknown>, errorKey: string) => {
    close();
    fn().catch(() => enqueueSnackbar(t(errorKey), { variant: 'error' }));
  };

  // The menu and the confirm dialog render in portals, but React events still bubble to the tile:
  // clicks and keys inside them must not open the card or lift it for dragging.
  const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();
  return (
    <Box component="span" onClick={stop} onKeyDown={stop} onPointerDown={stop} sx={{ display: 'contents' }}>
      <Menu
        open={Boolean(position)}
        onClose={close}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
        onClick={(e) => e.stopPropagation()}
      >
        <MenuItem
          onClick={() => {
            setStickerMenuAt(position);
            close();
          }}
        >
          <ListItemIcon>
            <LabelOutlined fontSize="small" />
          </ListItemIcon>
          {t('menu.attachSticker')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void copyTaskId(card.counter);
          }}
        >
          <ListItemIcon>
            <Tag fontSize="small" />
          </ListItemIcon>
          {t('menu.taskId')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            openCard(card.id, 'discussion');
          }}
        >
          <ListItemIcon>
            <ChatBubbleOutline fontSize="small" />
          </ListItemIcon>
          {t('menu.discussion')}
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => act(() => copyCard(card).unwrap(), 'errors.copy')}>
          <ListItemIcon>
            <ContentCopy fontSize="small" />
          </ListItemIcon>
          {t('menu.copy')}
        </MenuItem>
        <MenuItem
          onClick={() =>
            act(() => updateCard({ card, change: { archived: !card.archivedAt } }).unwrap(), 'errors.save')
          }
        >
          <ListItemIcon>
            {card.archivedAt ? <UnarchiveOutlined fontSize="small" /> : <ArchiveOutlined fontSize="small" />}
          </ListItemIcon>
          {card.archivedAt ? t('menu.unarchive') : t('menu.archive')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void run((force) => deleteCard({ card, force }).unwrap());
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon>
            <DeleteOutline fontSize="small" color="error" />
          </ListItemIcon>
          {t('menu.delete')}
        </MenuItem>
      </Menu>
      {stickerMenuAt && (
        <LazyStickerAttachMenu
          card={card}
          anchor={{ anchorPosition: stickerMenuAt }}
          onClose={() => setStickerMenuAt(null)}
        />
      )}
      {dialog}
    </Box>
  );
}
