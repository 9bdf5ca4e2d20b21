/**
 * "Delete this message?" (issue 16 "delete (soft, shown as deleted)"): asked before a delete;
 * Cancel or Delete. Open while `message` is set.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useChatRoomTranslation } from './chatRoomTexts';
import type { ShownMessage } from './messageCache';

export function DeleteMessageDialog({
  message,
  onCancel,
  onConfirm,
}: {
  message: ShownMessage | null;
  onCancel: () => void;
  onConfirm: (message: ShownMessage) => void;
}) {
  const { t } = useChatRoomTranslation();
  return (
    <Dialog open={Boolean(message)} onClose={onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{t('message.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('message.deleteText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('message.cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => message && onConfirm(message)}>
          {t('message.confirmDelete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
