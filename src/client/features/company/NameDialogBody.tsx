/**
 * A dialog with one name field (rename a company, create/rename a project or a board). The name is
 * checked with the shared `entityName` schema (required, trimmed, at most NAME_MAX characters —
 * STYLE "One validation"); the server's field error or message is shown as well.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/translation';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { FieldErrors } from '../../../shared/envelope';
import { entityName } from '../../../shared/company/company.schemas';
import { clientFieldErrors, fieldMessage, shownErrorOf, type ShownError } from '../session/fieldMessages';
import { useTranslate } from '../session/formErrors';

const nameForm = z.object({ name: entityName });

export interface NameDialogProps {
  title: string;
  label: string;
  submitLabel: string;
  initialName?: string;
  /** Receives the trimmed name; a rejection (ApiError) keeps the dialog open with its message. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Open while mounted. */
export function NameDialog({ title, label, submitLabel, initialName = '', onSubmit, onClose }: NameDialogProps) {
  const { t } = useTranslation('common');
  const translate = useTranslate();
  const [name, setName] = useState(initialName);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<ShownError | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name };
    const parsed = nameForm.safeParse(input);
    setServerError(null);
    if (!parsed.success) {
      setClientErrors(clientFieldErrors(parsed.error.issues, input, translate));
      return;
    }
    setClientErrors({});
    setBusy(true);
    try {
      await onSubmit(parsed.data.name);
      onClose();
    } catch (error) {
      setServerError(shownErrorOf(error, translate('common:unknownError')));
      setBusy(false);
    }
  };

  const nameError = fieldMessage('name', clientErrors, serverError?.fieldErrors);
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="name-dialog-title">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="name-dialog-title">{title}</DialogTitle>
        <DialogContent>
          {serverError && !serverError.fieldErrors && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {serverError.message}
            </Alert>
          )}
          <TextField
            label={label}
            name="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(nameError)}
            helperText={nameError}
            autoFocus
            fullWidth
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
