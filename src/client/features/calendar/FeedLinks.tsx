/**
 * The new private feed's two addresses (POST /api/calendar/feed answer) in read-only fields, each
 * with a Copy button (the Clipboard API, else the legacy copy: features/company/clipboard.ts), and
 * the note that they are shown once and which apps can subscribe.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useSnackbar } from '../../app/toasts';
import { useIcsTranslation } from './icsTexts';
import type { CalendarFeedUrls } from '../../../shared/calendar/icsImport.schemas';
import { copyToClipboard } from '../company/clipboard';

function LinkField({ label, value }: { label: string; value: string }) {
  const { t } = useIcsTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const copy = async () => {
    const copied = await copyToClipboard(value);
    enqueueSnackbar(t(copied ? 'feed.copied' : 'feed.copyFailed'), { variant: copied ? 'success' : 'error' });
  };
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      size="small"
      slotProps={{
        htmlInput: { readOnly: true, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={t('feed.copy', { what: label })} onClick={() => void copy()} edge="end">
                <ContentCopy fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export function FeedLinks({ urls }: { urls: CalendarFeedUrls }) {
  const { t } = useIcsTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <LinkField label={t('feed.httpsUrl')} value={urls.url} />
      <LinkField label={t('feed.webcalUrl')} value={urls.webcalUrl} />
      <Alert severity="warning">{t('feed.shownOnce')}</Alert>
      <Alert severity="info">{t('feed.apps')}</Alert>
    </Box>
  );
}
