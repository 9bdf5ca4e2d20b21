/**
 * The drawing list of a project (issue 18 item 2): cards with thumbnail, name and who changed them
 * when; create, rename, duplicate, delete (an undo in the toast restores it) and the Trash dialog.
 * Loading, error and empty states in words.
 */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../app/toasts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { Drawing } from '../../../shared/drawings/drawing.types';
import { useGetMembersQuery, useGetProjectQuery } from '../company/companyApi';
import { NameDialog } from '../company/NameDialog';
import { useErrorToast } from '../company/workspaceUi';
import { DrawingCard } from './DrawingCard';
import {
  useCreateDrawingMutation,
  useDrawingsQuery,
  useDuplicateDrawingMutation,
  useRenameDrawingMutation,
  useRestoreDrawingMutation,
  useTrashDrawingMutation,
} from './drawingsApi';
import { useDrawingsTranslation } from './drawingsTexts';
import { TrashDialog } from './TrashDialog';

/** How long the list waits before it loads the editor's chunk in the background (ms). */
const PRELOAD_DELAY_MS = 300;

type Dialog = { kind: 'create' } | { kind: 'rename'; drawing: Drawing } | { kind: 'trash' } | null;

/** A member's name by user id, from the company's members (null while unknown). */
export function useMemberNames(projectId: number): (userId: number | null) => string | null {
  const { data: project } = useGetProjectQuery(projectId);
  const { data: members } = useGetMembersQuery(project?.companyId ?? 0, { skip: !project });
  return useCallback((userId) => members?.find((member) => member.userId === userId)?.user.name ?? null, [members]);
}

/** `preload` starts loading the drawing view's chunk (after the list is idle for PRELOAD_DELAY_MS). */
export function DrawingList({ projectId, preload }: { projectId: number; preload?: () => Promise<unknown> }) {
  const { t } = useDrawingsTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const showError = useErrorToast();
  const { data: drawings, error, isLoading, refetch } = useDrawingsQuery({ projectId });
  const nameOf = useMemberNames(projectId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [create] = useCreateDrawingMutation();
  const [rename] = useRenameDrawingMutation();
  const [duplicate] = useDuplicateDrawingMutation();
  const [trash] = useTrashDrawingMutation();
  const [restore] = useRestoreDrawingMutation();
  const base = `/cabinet/project/${projectId}/draw-list`;

  useEffect(() => {
    if (!preload) return;
    const timer = setTimeout(() => void preload().catch(() => undefined), PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [preload]);

  const remove = async (drawing: Drawing) => {
    try {
      await trash(drawing).unwrap();
    } catch (e) {
      showError(e, t('common:unknownError'));
      return;
    }
    const key = enqueueSnackbar(t('deleted', { name: drawing.name }), {
      action: (
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            closeSnackbar(key);
            restore(drawing)
              .unwrap()
              .catch((e: unknown) => showError(e, t('common:unknownError')));
          }}
        >
          {t('undo')}
        </Button>
      ),
    });
  };

  const header = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
        {t('title')}
      </Typography>
      <Button startIcon={<DeleteOutlineIcon />} onClick={() => setDialog({ kind: 'trash' })}>
        {t('trash')}
      </Button>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
        {t('create')}
      </Button>
    </Box>
  );

  let body;
  if (isLoading)
    body = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2 }} role="status">
        <CircularProgress size={20} />
        <Typography color="text.secondary">{t('loading')}</Typography>
      </Box>
    );
  else if (error || !drawings)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadError')}
      </Alert>
    );
  else if (drawings.length === 0)
    body = (
      <Box sx={{ textAlign: 'center', py: 6, px: 2, maxWidth: 520, mx: 'auto' }}>
        <Typography variant="h6" component="p" gutterBottom>
          {t('emptyTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('emptyText')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
          {t('create')}
        </Button>
      </Box>
    );
  else
    body = (
      <Box
        component="ul"
        aria-label={t('title')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        }}
      >
        {drawings.map((drawing) => (
          <li key={drawing.id}>
            <DrawingCard
              drawing={drawing}
              href={`${base}/${drawing.id}`}
              nameOf={nameOf}
              onRename={() => setDialog({ kind: 'rename', drawing })}
              onDuplicate={() =>
                void duplicate({ drawing, name: t('copyName', { name: drawing.name }) })
                  .unwrap()
                  .catch((e: unknown) => showError(e, t('common:unknownError')))
              }
              onDelete={() => void remove(drawing)}
            />
          </li>
        ))}
      </Box>
    );

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      {header}
      {body}
      {dialog?.kind === 'create' && (
        <NameDialog
          title={t('createTitle')}
          label={t('nameLabel')}
          submitLabel={t('create')}
          initialName={t('untitled')}
          onSubmit={async (name) => {
            const drawing = await create({ projectId, name }).unwrap();
            void navigate(`${base}/${drawing.id}`);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title={t('renameTitle')}
          label={t('nameLabel')}
          submitLabel={t('rename')}
          initialName={dialog.drawing.name}
          onSubmit={(name) => rename({ drawing: dialog.drawing, name }).unwrap()}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'trash' && <TrashDialog projectId={projectId} onClose={() => setDialog(null)} />}
    </Box>
  );
}
