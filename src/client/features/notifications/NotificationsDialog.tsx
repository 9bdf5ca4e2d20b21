/**
 * The Notifications screen (spec/shell.md §3 Notification settings, §7, §8, §9), opened from the
 * account menu: switches for sound, calendar sound and call sound (each a PUT /notifications/
 * settings with that one field; the switch moves at once and moves back when the call fails, with
 * the settings-service error text of §8 shown above the switches), and browser notifications for
 * calendar invitations: their state and a button that asks the browser's permission (browsers
 * allow the question only from a click). Loaded lazily (CabinetLayout).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../app/hooks';
import { useNotificationsTranslation } from './notificationsTexts';
import { notificationPermission, requestNotificationPermission } from '../calendarPopups/browserNotifications';
import { useUpdateNotificationSettingsMutation } from './notificationsApi';
import { settingsErrorText } from './notificationsErrors';
import { selectNotificationSettings, type GeneralSettingsChange } from './notificationsSlice';

type SoundSwitch = 'soundEnabled' | 'calendarSoundEnabled' | 'callSoundEnabled';
const SWITCHES: SoundSwitch[] = ['soundEnabled', 'calendarSoundEnabled', 'callSoundEnabled'];

/** The dialog; `onClose` when closed. */
export function NotificationsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useNotificationsTranslation();
  const settings = useAppSelector(selectNotificationSettings);
  const [update] = useUpdateNotificationSettingsMutation();
  const [error, setError] = useState<string | null>(null);
  const [permission, setPermission] = useState(notificationPermission);

  const toggle = async (change: GeneralSettingsChange) => {
    setError(null);
    try {
      await update(change).unwrap();
    } catch (failure) {
      setError(settingsErrorText(failure, t));
    }
  };

  const askPermission = async () => setPermission(await requestNotificationPermission());

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="notifications-dialog-title">
      <DialogTitle id="notifications-dialog-title">{t('title')}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
          {t('sounds')}
        </Typography>
        <FormGroup>
          {SWITCHES.map((key) => (
            <FormControlLabel
              key={key}
              label={t(`switches.${key}`)}
              control={<Switch checked={settings[key]} onChange={(_e, checked) => void toggle({ [key]: checked })} />}
            />
          ))}
        </FormGroup>
        <Typography variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
          {t('browser.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`browser.${permission}`)}
        </Typography>
        {permission === 'default' && (
          <Button sx={{ mt: 1 }} variant="outlined" size="small" onClick={() => void askPermission()}>
            {t('browser.allow')}
          </Button>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
