/**
 * Small shared parts of the company and project screens (issue 3 Deliver 1–2): reading an API
 * error, the "not found" state of a missing company/project (a 403 already went to /403), a
 * centred page spinner and the error toast hook.
 */
import { useCallback } from 'react';
import { useTranslation } from '../../app/translation';
import { Link as RouterLink } from 'react-router';
import { useSnackbar } from '../../app/toasts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { apiErrorOf } from '../../api/baseQuery';
import { ErrorAlert } from '../ErrorAlert';

/** A positive integer route parameter (`/company/{id}`), or null. */
export const idOf = (raw: string | undefined): number | null => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** True when the call was answered 404 (missing company, project, board or link). */
export const isNotFound = (error: unknown): boolean => apiErrorOf(error)?.status === 404;

/** `t`-less message of an error: the server's text, else `fallback`. */
export const messageOf = (error: unknown, fallback: string): string => apiErrorOf(error)?.message || fallback;

/** A toast for a failed action: the server's text, else `fallback` (spec/board.md §9 toast defaults). */
export function useErrorToast(): (error: unknown, fallback: string) => void {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (error: unknown, fallback: string) => enqueueSnackbar(messageOf(error, fallback), { variant: 'error' }),
    [enqueueSnackbar],
  );
}

/** "This company/project/board does not exist" with a link to the cabinet. */
export function NotFoundState({ title, text }: { title: string; text?: string }) {
  const { t } = useTranslation('common');
  return (
    <Box
      role="status"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, px: 3, py: 8 }}
    >
      <SearchOffOutlined sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {text && <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>{text}</Typography>}
      <Button component={RouterLink} to="/cabinet" variant="contained">
        {t('toCabinet')}
      </Button>
    </Box>
  );
}

/** A failed load that is not a 404: the server's text and a Retry button (MUI's error Alert's look, ErrorAlert.tsx). */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['company', 'common']);
  return (
    <ErrorAlert
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('company:retry')}
        </Button>
      }
    >
      {messageOf(error, t('common:unknownError'))}
    </ErrorAlert>
  );
}
