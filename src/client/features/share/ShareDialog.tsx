/**
 * The board's guest-link settings for members (issue 6 item 1; spec/board.md §3 "Guest settings",
 * §6; contract shared/board/share.ts): the link on/off switch, the link
 * `<origin>/board/shared/{token}` with Copy, Regenerate (after a confirmation: the old link stops
 * working at once), and the guest settings 'Guests can create tasks' (allowCreateTasks) and 'Show
 * executors and responsible' (showExecutorsAndResponsible). Every switch sends only its field
 * (PUT /board/{boardId}/share); a refusal shows 'Error saving'.
 */
import { useState } from 'react';
import { useShareTranslation } from './shareTexts';
import { useSnackbar } from '../../app/toasts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Autorenew from '@mui/icons-material/Autorenew';
import type { ShareUpdateBody } from '../../../shared/board/share';
import { copyToClipboard } from '../company/clipboard';
import { ConfirmDialog } from '../company/ConfirmDialog';
import { guestLinkUrl, useBoardShareQuery, useUpdateShareMutation } from './shareApi';

/** Open while mounted: the share settings of board `boardId`. */
export function ShareDialog({ boardId, onClose }: { boardId: number; onClose: () => void }) {
  const { t } = useShareTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { data: share, isLoading, error, refetch } = useBoardShareQuery(boardId);
  const [update, { isLoading: saving }] = useUpdateShareMutation();
  const [confirming, setConfirming] = useState(false);

  const save = (change: ShareUpdateBody) =>
    update({ boardId, ...change })
      .unwrap()
      .catch(() => enqueueSnackbar(t('saveError'), { variant: 'error' }));
  const copy = async (url: string) => {
    const copied = await copyToClipboard(url);
    enqueueSnackbar(copied ? t('copied') : t('copyFailed'), { variant: copied ? 'success' : 'error' });
  };

  let body;
  if (isLoading)
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress aria-label={t('title')} />
      </Box>
    );
  else if (error || !share)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadError')}
      </Alert>
    );
  else {
    const url = guestLinkUrl(share.token);
    const settings = share.guestSettings;
    body = (
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={share.enabled}
                disabled={saving}
                onChange={(e) => void save({ enabled: e.target.checked })}
              />
            }
            label={t('enabled')}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {share.enabled ? t('enabledHint') : t('disabledHint')}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            label={t('link')}
            value={url}
            size="small"
            fullWidth
            disabled={!share.enabled}
            slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
            onFocus={(e) => e.target.select()}
          />
          <Button startIcon={<ContentCopy />} disabled={!share.enabled} onClick={() => void copy(url)}>
            {t('copy')}
          </Button>
        </Box>
        <Box>
          <Button startIcon={<Autorenew />} color="warning" disabled={saving} onClick={() => setConfirming(true)}>
            {t('regenerate')}
          </Button>
        </Box>
        <FormControlLabel
          control={
            <Switch
              checked={settings.allowCreateTasks}
              disabled={saving}
              onChange={(e) => void save({ allowCreateTasks: e.target.checked })}
            />
          }
          label={t('allowCreateTasks')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={settings.showExecutorsAndResponsible}
              disabled={saving}
              onChange={(e) => void save({ showExecutorsAndResponsible: e.target.checked })}
            />
          }
          label={t('showExecutorsAndResponsible')}
        />
      </Stack>
    );
  }

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="share-title">
      <DialogTitle id="share-title">{t('title')}</DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
      {confirming && (
        <ConfirmDialog
          title={t('regenerateTitle')}
          text={t('regenerateText')}
          confirmLabel={t('regenerate')}
          destructive
          onConfirm={() => save({ regenerate: true })}
          onClose={() => setConfirming(false)}
        />
      )}
    </Dialog>
  );
}
