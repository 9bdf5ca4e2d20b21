/**
 * The popup of a card sticker whose board definition was deleted (spec/board.md §8 popup 'This
 * sticker was removed from the board and is no longer available. It is recommended to detach it
 * from the card.') with Close and Detach. Part of the sticker forms' chunk (lazyStickerForms.ts).
 */
import { useTranslation } from '../../../app/translation';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import type { StickerSave } from './useStickerSave';

/** Open while mounted with `open`; `onClose` on Close, Escape or a detach that succeeded. */
export function DeletedDialog({
  open,
  onClose,
  detach,
}: {
  open: boolean;
  onClose: () => void;
  detach: StickerSave['detach'];
}) {
  const { t } = useTranslation('stickers');
  return (
    <Dialog open={open} onClose={onClose} aria-label={t('deleted.tooltip')}>
      <DialogContent>
        <DialogContentText>{t('deleted.popup')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button color="error" variant="contained" onClick={() => void detach().then((ok) => ok && onClose())}>
          {t('detach')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
