/**
 * Profile dialog (issue 2 Deliver 7; spec/shell.md §3 User.profile, §7 PUT /auth/profile and
 * PUT /auth/user/background/settings). Edits the display name and avatar URL (→
 * useUpdateProfileMutation, the user is refetched) and the custom background: enabled, shown
 * everywhere, colour, image URL (→ useUpdateBackgroundMutation). Only changed parts are sent;
 * input is checked with the shared `profileBody` / `backgroundBody` schemas.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/translation';
import { useSnackbar } from '../../app/toasts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldErrors } from '../../../shared/envelope';
import { PRIMARY_COLOR } from '../../../shared/constants';
import { backgroundBody, profileBody } from '../../../shared/auth/auth.schemas';
import { useAppSelector } from '../../app/hooks';
import { useUpdateBackgroundMutation, useUpdateProfileMutation } from './authApi';
import { selectUser } from './sessionSlice';
import { clientFieldErrors, fieldMessage, shownErrorOf, type ShownError } from './fieldMessages';
import { useTranslate } from './formErrors';

/** Modal profile editor; `onClose` after saving or cancelling. */
export function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const translate = useTranslate();
  const { enqueueSnackbar } = useSnackbar();
  const user = useAppSelector(selectUser);
  const bg = user?.profile?.customBackground;
  const initial = {
    name: user?.profile?.name || user?.name || '',
    avatar: user?.profile?.avatar ?? '',
    enabled: bg?.enabled ?? false,
    showEverywhere: bg?.showEverywhere ?? false,
    color: bg?.color || PRIMARY_COLOR,
    image: bg?.image ?? '',
  };
  const [form, setForm] = useState(initial);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<ShownError | null>(null);
  const [updateProfile, profileState] = useUpdateProfileMutation();
  const [updateBackground, backgroundState] = useUpdateBackgroundMutation();
  const saving = profileState.isLoading || backgroundState.isLoading;

  const save = async () => {
    const profileInput = { name: form.name, avatar: form.avatar.trim() || null };
    const backgroundInput = {
      enabled: form.enabled,
      showEverywhere: form.showEverywhere,
      color: form.color || null,
      image: form.image.trim() || null,
    };
    const p = profileBody.safeParse(profileInput);
    const b = backgroundBody.safeParse(backgroundInput);
    const errors = {
      ...(p.success ? {} : clientFieldErrors(p.error.issues, profileInput, translate)),
      ...(b.success ? {} : clientFieldErrors(b.error.issues, backgroundInput, translate)),
    };
    setClientErrors(errors);
    setServerError(null);
    if (!p.success || !b.success) return;
    try {
      if (form.name !== initial.name || form.avatar !== initial.avatar) await updateProfile(p.data).unwrap();
      const bgChanged = (['enabled', 'showEverywhere', 'color', 'image'] as const).some((k) => form[k] !== initial[k]);
      if (bgChanged) await updateBackground(b.data).unwrap();
      enqueueSnackbar(t('auth:profile.saved'), { variant: 'success' });
      onClose();
    } catch (error) {
      setServerError(shownErrorOf(error, translate('common:unknownError')));
    }
  };

  const message = (field: string) => fieldMessage(field, clientErrors, serverError?.fieldErrors);
  const text = (field: 'name' | 'avatar' | 'image' | 'color') => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));
  const toggle = (field: 'enabled' | 'showEverywhere') => (_: unknown, checked: boolean) =>
    setForm((f) => ({ ...f, [field]: checked }));

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="profile-dialog-title"
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void save();
        }}
      >
        <DialogTitle id="profile-dialog-title">{t('auth:profile.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('auth:profile.email', { email: user?.email ?? '' })}
          </Typography>
          {serverError && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {serverError.message}
            </Alert>
          )}
          <TextField
            label={t('auth:name')}
            name="name"
            value={form.name}
            onChange={text('name')}
            error={Boolean(message('name'))}
            helperText={message('name')}
            autoFocus
          />
          <TextField
            label={t('auth:profile.avatar')}
            name="avatar"
            type="url"
            value={form.avatar}
            onChange={text('avatar')}
            error={Boolean(message('avatar'))}
            helperText={message('avatar') ?? t('auth:profile.avatarHint')}
          />
          <Typography variant="subtitle2" sx={{ mt: 3 }}>
            {t('auth:profile.background')}
          </Typography>
          <Stack>
            <FormControlLabel
              control={<Switch checked={form.enabled} onChange={toggle('enabled')} />}
              label={t('auth:profile.backgroundEnabled')}
            />
            <FormControlLabel
              control={
                <Switch checked={form.showEverywhere} onChange={toggle('showEverywhere')} disabled={!form.enabled} />
              }
              label={t('auth:profile.backgroundEverywhere')}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
            <TextField
              label={t('auth:profile.backgroundColor')}
              name="color"
              type="color"
              value={form.color}
              onChange={text('color')}
              disabled={!form.enabled}
              error={Boolean(message('color'))}
              helperText={message('color')}
              sx={{ maxWidth: { sm: 160 } }}
            />
            <TextField
              label={t('auth:profile.backgroundImage')}
              name="image"
              type="url"
              value={form.image}
              onChange={text('image')}
              disabled={!form.enabled}
              error={Boolean(message('image'))}
              helperText={message('image')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            {t('common:save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
