/**
 * The Trash of a project's drawings (issue 18 item 2): the deleted drawings, last deleted first,
 * each with Restore and Delete forever (after a confirmation). Open while mounted.
 */
import { useState } from 'react';
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
import Typography from '@mui/material/Typography';
import type { Drawing } from '../../../shared/drawings/drawing.types';
import { useDateFormat } from '../../app/dateFormat';
import { ConfirmDialog } from '../company/ConfirmDialog';
import { useErrorToast } from '../company/workspaceUi';
import { useDrawingsQuery, usePurgeDrawingMutation, useRestoreDrawingMutation } from './drawingsApi';
import { useDrawingsTranslation } from './drawingsTexts';

export function TrashDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const { t } = useDrawingsTranslation();
  const { timeAgo } = useDateFormat();
  const showError = useErrorToast();
  const { data, error, isLoading, refetch } = useDrawingsQuery({ projectId, trash: true });
  const [restore] = useRestoreDrawingMutation();
  const [purge] = usePurgeDrawingMutation();
  const [purging, setPurging] = useState<Drawing | null>(null);
  const fail = (e: unknown) => showError(e, t('common:unknownError'));

  let body;
  if (isLoading) body = <CircularProgress size={24} aria-label={t('loading')} />;
  else if (error || !data)
    body = (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}>
        {t('loadError')}
      </Alert>
    );
  else if (data.length === 0) body = <Typography color="text.secondary">{t('trashEmpty')}</Typography>;
  else
    body = (
      <List dense>
        {data.map((drawing) => (
          <ListItem
            key={drawing.id}
            secondaryAction={
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button size="small" onClick={() => void restore(drawing).unwrap().catch(fail)}>
                  {t('restore')}
                </Button>
                <Button size="small" color="error" onClick={() => setPurging(drawing)}>
                  {t('purge')}
                </Button>
              </Box>
            }
            sx={{ pr: 28 }}
          >
            <ListItemText
              primary={drawing.name}
              secondary={drawing.deletedAt ? t('deletedAt', { when: timeAgo(drawing.deletedAt) }) : null}
            />
          </ListItem>
        ))}
      </List>
    );

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="drawings-trash-title">
      <DialogTitle id="drawings-trash-title">{t('trashTitle')}</DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
      {purging && (
        <ConfirmDialog
          title={t('purgeTitle', { name: purging.name })}
          text={t('purgeText')}
          confirmLabel={t('purge')}
          destructive
          onConfirm={() => purge(purging).unwrap().catch(fail)}
          onClose={() => setPurging(null)}
        />
      )}
    </Dialog>
  );
}
