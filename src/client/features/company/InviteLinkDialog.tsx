/**
 * "New invitation link" (issue 3 Deliver 1): optional expiry (a local date and time, sent as an ISO
 * time; it must lie in the future) and optional use limit, checked with the shared
 * `createInviteLinkBody` schema; POST /company/{id}/links.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/translation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FieldErrors } from '../../../shared/envelope';
import type { InviteLink } from '../../../shared/company/company.schemas';
import { createInviteLinkBody } from '../../../shared/company/company.schemas';
import { clientFieldErrors, fieldMessage, shownErrorOf, type ShownError } from '../session/fieldMessages';
import { useTranslate } from '../session/formErrors';
import { useCreateInviteLinkMutation } from './companyApi';

/** Open while mounted; `onCreated` receives the new link, then the dialog closes. */
export function InviteLinkDialog({
  companyId,
  onCreated,
  onClose,
}: {
  companyId: number;
  onCreated: (link: InviteLink) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['company', 'common']);
  const translate = useTranslate();
  const [expiresAt, setExpiresAt] = useState('');
  const [maxUses, setMaxUses] = useState('');
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<ShownError | null>(null);
  const [createLink, { isLoading }] = useCreateInviteLinkMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const expiry = expiresAt ? new Date(expiresAt) : null;
    const uses = maxUses.trim() ? Number(maxUses.trim()) : null;
    const input = {
      expiresAt: expiry && !Number.isNaN(expiry.getTime()) ? expiry.toISOString() : expiresAt ? expiresAt : null,
      maxUses: uses,
    };
    const parsed = createInviteLinkBody.safeParse(input);
    const errors = parsed.success ? {} : clientFieldErrors(parsed.error.issues, input, translate);
    if (!errors.expiresAt && expiry && expiry.getTime() <= Date.now()) errors.expiresAt = t('links.expiryInPast');
    setClientErrors(errors);
    if (!parsed.success || Object.keys(errors).length > 0) return;
    try {
      const link = await createLink({ companyId, ...parsed.data }).unwrap();
      onCreated(link);
      onClose();
    } catch (error) {
      setServerError(shownErrorOf(error, translate('common:unknownError')));
    }
  };

  const expiryError = fieldMessage('expiresAt', clientErrors, serverError?.fieldErrors);
  const usesError = fieldMessage('maxUses', clientErrors, serverError?.fieldErrors);
  return (
    <Dialog open onClose={isLoading ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="link-dialog-title">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="link-dialog-title">{t('links.createTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('links.createText')}</DialogContentText>
          {serverError && !expiryError && !usesError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {serverError.message}
            </Alert>
          )}
          <Stack spacing={2}>
            <TextField
              label={t('links.expiresAt')}
              name="expiresAt"
              type="datetime-local"
              value={expiresAt}
              onChange={(e) => setExpiresAt(e.target.value)}
              error={Boolean(expiryError)}
              helperText={expiryError ?? t('links.expiresAtHelp')}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
            <TextField
              label={t('links.maxUses')}
              name="maxUses"
              type="number"
              value={maxUses}
              onChange={(e) => setMaxUses(e.target.value)}
              error={Boolean(usesError)}
              helperText={usesError ?? t('links.maxUsesHelp')}
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isLoading}>
            {t('links.createSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
