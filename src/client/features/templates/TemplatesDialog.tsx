/**
 * The board's task templates (issue 5 item 2; spec/board.md §3 "Task template", §7 GET
 * `/board/{boardId}/task-templates`), opened from board settings: the list (TemplateList) and the
 * create / edit form (TemplateForm) in one dialog, with loading, empty and error states. Members for
 * executors and responsible come from the board's company; stickers from the board's definitions.
 */
import { useState } from 'react';
import { useTemplatesTranslation } from './templatesTexts';
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
import type { TaskTemplate } from '../../../shared/board/taskTemplates';
import { useBoardInfoQuery, useBoardMembersQuery } from '../board/boardApi';
import { useTaskTemplatesQuery } from '../cardForm/templatesApi';
import { useBoardStickersQuery } from '../stickers/boardStickerApi';
import { TemplateForm } from './TemplateForm';
import { TemplateList } from './TemplateList';
import { LoadingOrError } from '../cabinet/LoadingOrError';

type View = { mode: 'list' } | { mode: 'edit'; template?: TaskTemplate };

/** Open while mounted. `boardId`: the board whose templates are managed. */
export function TemplatesDialog({ boardId, onClose }: { boardId: number; onClose: () => void }) {
  const { t } = useTemplatesTranslation();
  const [view, setView] = useState<View>({ mode: 'list' });
  const { data: templates, isLoading, error, refetch } = useTaskTemplatesQuery(boardId);
  const definitions = useBoardStickersQuery(boardId).data ?? [];
  const companyId = useBoardInfoQuery(boardId).data?.companyId;
  const members = useBoardMembersQuery(companyId ?? skipToken).data ?? [];
  const toList = () => setView({ mode: 'list' });

  let body;
  if (isLoading || error || !templates)
    body = (
      <LoadingOrError
        loading={isLoading}
        loadingLabel={t('loading')}
        errorText={t('loadError')}
        retryText={t('retry')}
        onRetry={() => void refetch()}
      />
    );
  else if (view.mode === 'edit')
    body = (
      <TemplateForm
        key={view.template?.id ?? 'new'}
        boardId={boardId}
        template={view.template}
        members={members}
        definitions={definitions}
        onDone={toList}
        onCancel={toList}
      />
    );
  else
    body = templates.length ? (
      <TemplateList
        boardId={boardId}
        templates={templates}
        onEdit={(template) => setView({ mode: 'edit', template })}
      />
    ) : (
      <Typography sx={{ color: 'text.secondary', py: 2 }}>{t('empty')}</Typography>
    );

  const title = view.mode === 'edit' ? (view.template ? t('editTitle') : t('newTitle')) : t('title');
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="task-templates-title">
      <DialogTitle id="task-templates-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {view.mode !== 'list' && (
          <IconButton aria-label={t('back')} onClick={toList} edge="start">
            <ArrowBack />
          </IconButton>
        )}
        {title}
      </DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      <DialogActions>
        {view.mode === 'list' && templates && (
          <Button startIcon={<Add />} onClick={() => setView({ mode: 'edit' })}>
            {t('add')}
          </Button>
        )}
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
