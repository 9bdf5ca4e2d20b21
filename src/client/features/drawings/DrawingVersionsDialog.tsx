/**
 * Named versions of a drawing (issue 18 item 2): save the current scene under a name, the list of
 * versions (newest first, with when and how many elements) and Restore after a confirmation — the
 * server sends the restored elements to every open editor, this one included. Open while mounted.
 */
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '../../app/toasts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DRAWING_NAME_MAX, type DrawingVersion } from '../../../shared/drawings/drawing.types';
import { useDateFormat } from '../../app/dateFormat';
import { ConfirmDialog } from '../company/ConfirmDialog';
import { useErrorToast } from '../company/workspaceUi';
import {
  useCreateDrawingVersionMutation,
  useDrawingVersionsQuery,
  useRestoreDrawingVersionMutation,
} from './drawingsApi';
import { useDrawingsTranslation } from './drawingsTexts';

export function DrawingVersionsDialog({ drawingId, onClose }: { drawingId: number; onClose: () => void }) {
  const { t } = useDrawingsTranslation();
  const { date } = useDateFormat();
  const { enqueueSnackbar } = useSnackbar();
  const showError = useErrorToast();
  const { data, error, isLoading, refetch } = useDrawingVersionsQuery(drawingId);
  const [create, { isLoading: saving }] = useCreateDrawingVersionMutation();
  const [restore] = useRestoreDrawingVersionMutation();
  const [name, setName] = useState('');
  const [restoring, setRestoring] = useState<DrawingVersion | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    try {
      await create({ drawingId, name: trimmed }).unwrap();
      setName('');
      enqueueSnackbar(t('versionSaved', { name: trimmed }), { variant: 'success' });
    } catch (e) {
      showError(e, t('common:unknownError'));
    }
  };

  let list;
  if (isLoading) list = <CircularProgress size={24} aria-label={t('loading')} />;
  else if (error || !data)
    list = (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}>
        {t('versionsError')}
      </Alert>
    );
  else if (data.length === 0) list = <Typography color="text.secondary">{t('versionsEmpty')}</Typography>;
  else
    list = (
      <List dense aria-label={t('versionsTitle')}>
        {data.map((version) => (
          <ListItem
            key={version.id}
            secondaryAction={
              <Button size="small" onClick={() => setRestoring(version)}>
                {t('restoreVersion')}
              </Button>
            }
          >
            <ListItemText
              primary={version.name}
              secondary={t('versionMeta', { when: date(version.createdAt, 'moment'), count: version.elementCount })}
            />
          </ListItem>
        ))}
      </List>
    );

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="drawing-versions-title">
      <DialogTitle id="drawing-versions-title">{t('versionsTitle')}</DialogTitle>
      <DialogContent>
        <Box component="form" noValidate onSubmit={(e) => void save(e)} sx={{ display: 'flex', gap: 1, mt: 1, mb: 2 }}>
          <TextField
            size="small"
            label={t('versionName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: DRAWING_NAME_MAX } }}
            fullWidth
            autoFocus
          />
          <Button type="submit" variant="contained" disabled={saving || !name.trim()} sx={{ flexShrink: 0 }}>
            {t('saveVersion')}
          </Button>
        </Box>
        {list}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
      {restoring && (
        <ConfirmDialog
          title={t('restoreVersionTitle', { name: restoring.name })}
          text={t('restoreVersionText')}
          confirmLabel={t('restoreVersion')}
          onConfirm={async () => {
            try {
              await restore(restoring.id).unwrap();
              enqueueSnackbar(t('versionRestored', { name: restoring.name }), { variant: 'success' });
              onClose();
            } catch (e) {
              showError(e, t('common:unknownError'));
            }
          }}
          onClose={() => setRestoring(null)}
        />
      )}
    </Dialog>
  );
}
