/**
 * The board's sticker settings (issue 4 item 1; spec/board.md §3 "Board sticker (definition)"):
 * the list of definitions, the 'Add sticker' catalogue and the edit form of one definition, in one
 * dialog. Loading and empty states; Escape or Close closes it. Open from the board toolbar's
 * 'Stickers' button and from the board settings dialog.
 */
import { useState } from 'react';
import { useStickerSettingsTranslation } from './stickerSettingsTexts';
import { skipToken } from '@reduxjs/toolkit/query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { CatalogueStickerType } from '../../../../shared/stickers/stickerTypes';
import type { BoardSticker } from '../../../../shared/stickers/stickerWire';
import { useBoardInfoQuery, useBoardMembersQuery } from '../../board/boardApi';
import { useBoardStickersQuery } from '../boardStickerApi';
import { useStickerName } from '../stickerNames';
import { DefinitionForm } from './DefinitionForm';
import { DefinitionList } from './DefinitionList';
import { StickerCatalogue } from './StickerCatalogue';
import { LoadingOrError } from '../../cabinet/LoadingOrError';

type View =
  { mode: 'list' } | { mode: 'catalogue' } | { mode: 'edit'; type: CatalogueStickerType; sticker?: BoardSticker };

/** Open while mounted. `boardId`: the board whose definitions are shown. */
export function StickerSettingsDialog({ boardId, onClose }: { boardId: number; onClose: () => void }) {
  const { t } = useStickerSettingsTranslation();
  const nameOf = useStickerName();
  const [view, setView] = useState<View>({ mode: 'list' });
  const { data: stickers, isLoading, error, refetch } = useBoardStickersQuery(boardId);
  const companyId = useBoardInfoQuery(boardId).data?.companyId;
  const members = useBoardMembersQuery(companyId ?? skipToken).data ?? [];
  const toList = () => setView({ mode: 'list' });

  let title = t('title');
  if (view.mode === 'catalogue') title = t('catalogue');
  if (view.mode === 'edit')
    title = view.sticker
      ? t('editTitle', { name: nameOf(view.sticker) })
      : t('newTitle', { name: t(`stickerSettings:types.${view.type}`) });

  let body;
  if (isLoading || error || !stickers)
    body = (
      <LoadingOrError
        loading={isLoading}
        loadingLabel={t('loading')}
        errorText={t('loadError')}
        retryText={t('retry')}
        onRetry={() => void refetch()}
      />
    );
  else if (view.mode === 'catalogue')
    body = <StickerCatalogue stickers={stickers} onChoose={(type) => setView({ mode: 'edit', type })} />;
  else if (view.mode === 'edit')
    body = (
      <DefinitionForm
        key={view.sticker?.id ?? view.type}
        boardId={boardId}
        type={view.type}
        sticker={view.sticker}
        members={members}
        onDone={toList}
        onCancel={toList}
      />
    );
  else
    body = stickers.length ? (
      <DefinitionList
        boardId={boardId}
        stickers={stickers}
        onEdit={(sticker) => setView({ mode: 'edit', type: sticker.type, sticker })}
      />
    ) : (
      <Typography sx={{ color: 'text.secondary', py: 2 }}>{t('empty')}</Typography>
    );

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="sticker-settings-title">
      <DialogTitle id="sticker-settings-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {view.mode !== 'list' && (
          <IconButton aria-label={t('back')} onClick={toList} edge="start">
            <ArrowBack />
          </IconButton>
        )}
        {title}
      </DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      <DialogActions>
        {view.mode === 'list' && stickers && (
          <Button startIcon={<Add />} onClick={() => setView({ mode: 'catalogue' })}>
            {t('add')}
          </Button>
        )}
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
