/**
 * The board's sticker definitions (issue 4 item 1): each row shows the shown name (translated
 * type or user-given name) and type, an active switch (PUT {isActive}), edit, and delete with a
 * confirmation (DELETE; soft: attached card stickers stay and show as deleted). Failures are
 * toasts 'Error saving' / 'Error deleting'.
 */
import { useState } from 'react';
import { useStickerSettingsTranslation } from './stickerSettingsTexts';
import { useSnackbar } from '../../../app/toasts';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { BoardSticker } from '../../../../shared/stickers/stickerWire';
import { ConfirmDialog } from '../../company/ConfirmDialog';
import { useDeleteBoardStickerMutation, useUpdateBoardStickerMutation } from '../boardStickerApi';
import { useStickerName } from '../stickerNames';

interface Props {
  boardId: number;
  stickers: BoardSticker[];
  onEdit: (sticker: BoardSticker) => void;
}

export function DefinitionList({ boardId, stickers, onEdit }: Props) {
  const { t } = useStickerSettingsTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const nameOf = useStickerName();
  const [update] = useUpdateBoardStickerMutation();
  const [remove] = useDeleteBoardStickerMutation();
  const [deleting, setDeleting] = useState<BoardSticker | null>(null);

  const toggle = (sticker: BoardSticker, isActive: boolean) =>
    update({ boardId, id: sticker.id, body: { isActive } })
      .unwrap()
      .catch(() => enqueueSnackbar(t('errors.save'), { variant: 'error' }));

  return (
    <>
      <List aria-label={t('title')}>
        {stickers.map((sticker) => {
          const name = nameOf(sticker);
          return (
            <ListItem
              key={sticker.id}
              divider
              secondaryAction={
                <>
                  <Tooltip title={t('active')}>
                    <Switch
                      edge="start"
                      checked={sticker.isActive}
                      onChange={(e) => void toggle(sticker, e.target.checked)}
                      slotProps={{ input: { 'aria-label': t('activeOf', { name }) } }}
                    />
                  </Tooltip>
                  <IconButton aria-label={t('edit', { name })} onClick={() => onEdit(sticker)}>
                    <EditOutlined fontSize="small" />
                  </IconButton>
                  <IconButton aria-label={t('delete', { name })} onClick={() => setDeleting(sticker)}>
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </>
              }
              sx={{ pr: 18, opacity: sticker.isActive ? 1 : 0.6 }}
            >
              <ListItemText
                primary={name}
                secondary={
                  sticker.name
                    ? `${t(`stickerSettings:types.${sticker.type}`)}${sticker.isActive ? '' : ` · ${t('inactive')}`}`
                    : sticker.isActive
                      ? undefined
                      : t('inactive')
                }
              />
            </ListItem>
          );
        })}
      </List>
      {deleting && (
        <ConfirmDialog
          title={t('confirmDelete.title')}
          text={t('confirmDelete.text', { name: nameOf(deleting) })}
          confirmLabel={t('confirmDelete.confirm')}
          destructive
          onConfirm={() =>
            remove({ boardId, id: deleting.id })
              .unwrap()
              .catch(() => enqueueSnackbar(t('errors.delete'), { variant: 'error' }))
          }
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
