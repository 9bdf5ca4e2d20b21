/**
 * The delete confirm dialog (spec/board.md §2 "Delete confirm dialog (width 500) with Cancel and
 * Delete"; §8 "HTTP 449 shows a confirm with the server text"), shown by useConfirmedDelete.tsx.
 * In the board's menus chunk, loaded when the board is idle or on the first confirmation.
 */
import { useTranslation } from '../../app/translation';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Width of the delete confirm dialog (spec §2), px. */
const CONFIRM_DIALOG_WIDTH = 500;

/** `title` over the server's `message`; `onAnswer(true)` on Delete, `(false)` on Cancel or Escape. */
export function ConfirmDeleteDialog({
  open,
  title,
  message,
  onAnswer,
}: {
  open: boolean;
  title: string;
  message: string;
  onAnswer: (confirmed: boolean) => void;
}) {
  const { t } = useTranslation('board');
  return (
    <Dialog
      open={open}
      onClose={() => onAnswer(false)}
      aria-labelledby="confirm-delete-title"
      slotProps={{ paper: { sx: { width: CONFIRM_DIALOG_WIDTH, maxWidth: '100%' } } }}
    >
      <DialogTitle id="confirm-delete-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>{t('confirm.cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => onAnswer(true)} autoFocus>
          {t('confirm.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
