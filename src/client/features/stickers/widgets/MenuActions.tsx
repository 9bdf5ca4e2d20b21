/**
 * The button row at the bottom of a sticker menu: Detach (DELETE, spec/board.md §7 — every widget
 * with a value offers it), Cancel (closes, §4 "Menus close on Cancel or save") and Save.
 */
import { useTranslation } from '../../../app/translation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export interface MenuActionsProps {
  onDetach?: () => void;
  onCancel?: () => void;
  onSave?: () => void;
  saveDisabled?: boolean;
}

/** Detach on the left; Cancel and Save on the right (each only when its handler is given). */
export function MenuActions({ onDetach, onCancel, onSave, saveDisabled }: MenuActionsProps) {
  const { t } = useTranslation('stickers');
  return (
    <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'center' }}>
      {onDetach && (
        <Button size="small" color="error" onClick={onDetach}>
          {t('detach')}
        </Button>
      )}
      <Box sx={{ flex: 1 }} />
      {onCancel && (
        <Button size="small" onClick={onCancel}>
          {t('cancel')}
        </Button>
      )}
      {onSave && (
        <Button size="small" variant="contained" onClick={onSave} disabled={saveDisabled}>
          {t('save')}
        </Button>
      )}
    </Box>
  );
}
