/**
 * Deleting with the server's confirmation (spec/board.md §8 "Delete: HTTP 449 shows a confirm with
 * the server text; if accepted, the delete repeats with force=1. Other errors show 'Error
 * deleting'"; §2 "Delete confirm dialog (width 500) with Cancel and Delete").
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation';
import { useSnackbar } from '../../app/toasts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { STATUS_OF } from '../../../shared/errors';
import { apiErrorOf } from '../../api/baseQuery';

/** Width of the delete confirm dialog (spec §2), px. */
const CONFIRM_DIALOG_WIDTH = 500;

interface Pending {
  title?: string;
  message: string;
  resolve: (confirmed: boolean) => void;
}

/**
 * `run(remove, {title?})` calls `remove(false)`; on 449 it asks with the server's text (under
 * `title`, default 'Delete?') and, if confirmed, calls `remove(true)` (force=1). Resolves true when
 * deleted; any other failure shows 'Error deleting'. Render `dialog` somewhere. Used for cards,
 * columns and boards.
 */
export function useConfirmedDelete() {
  const { t } = useTranslation('board');
  const { enqueueSnackbar } = useSnackbar();
  const [pending, setPending] = useState<Pending | null>(null);

  const fail = () => enqueueSnackbar(t('errors.delete'), { variant: 'error' });

  const run = async (
    remove: (force: boolean) => Promise<unknown>,
    options: { title?: string } = {},
  ): Promise<boolean> => {
    try {
      await remove(false);
      return true;
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (!apiError || apiError.status !== STATUS_OF.NEEDS_CONFIRMATION) {
        fail();
        return false;
      }
      const confirmed = await new Promise<boolean>((resolve) =>
        setPending({ title: options.title, message: apiError.message, resolve }),
      );
      setPending(null);
      if (!confirmed) return false;
      try {
        await remove(true);
        return true;
      } catch {
        fail();
        return false;
      }
    }
  };

  const dialog = (
    <Dialog
      open={Boolean(pending)}
      onClose={() => pending?.resolve(false)}
      aria-labelledby="confirm-delete-title"
      slotProps={{ paper: { sx: { width: CONFIRM_DIALOG_WIDTH, maxWidth: '100%' } } }}
    >
      <DialogTitle id="confirm-delete-title">{pending?.title ?? t('confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{pending?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => pending?.resolve(false)}>{t('confirm.cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => pending?.resolve(true)} autoFocus>
          {t('confirm.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );

  return { run, dialog };
}
