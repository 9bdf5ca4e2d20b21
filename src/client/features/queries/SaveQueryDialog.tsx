/**
 * Save, "save as new" and rename of a query (issue 19 item 1): its name (1–200 characters) and
 * whether it is shared with the company or private. `onSubmit` answers a promise; its failure
 * shows in the dialog in words.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Alert from '@mui/material/Alert';
import { messageOf } from '../company/workspaceUi';
import { useQueriesTranslation } from './queriesTexts';

interface Props {
  title: string;
  initialName: string;
  initialShared: boolean;
  onSubmit: (value: { name: string; shared: boolean }) => Promise<unknown>;
  onClose: () => void;
}

export function SaveQueryDialog({ title, initialName, initialShared, onSubmit, onClose }: Props) {
  const { t } = useQueriesTranslation();
  const [name, setName] = useState(initialName);
  const [shared, setShared] = useState(initialShared);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ name: name.trim(), shared });
      onClose();
    } catch (e) {
      setError(messageOf(e, t('saveError')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            label={t('name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <FormControlLabel
            control={<Switch checked={shared} onChange={(e) => setShared(e.target.checked)} />}
            label={t('shared')}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || !name.trim()}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
