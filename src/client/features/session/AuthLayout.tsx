/**
 * Shared parts of the public auth screens (sign-in, registration, password restore): the centred
 * card with the product mark, the password field with show/hide, and helpers that turn zod issues
 * and API errors into per-field messages (STYLE "One validation"; DESIGN §3 field errors).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { FieldErrors } from '../../../shared/envelope';
import { fieldErrorsFromIssues, type IssueLike, type Translate } from '../../../shared/validation';

/** Centred card of the auth screens; `onSubmit` receives the form event already prevented. */
export function AuthLayout(props: { title: string; children: ReactNode; onSubmit: () => void; footer?: ReactNode }) {
  const { t } = useTranslation('common');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32 }} />
          <Typography variant="subtitle1" sx={{ fontWeight: 700, color: 'primaryText' }}>
            {t('productName')}
          </Typography>
        </Stack>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          {props.title}
        </Typography>
        <Box component="form" noValidate onSubmit={submit}>
          {props.children}
        </Box>
        {props.footer && <Box sx={{ mt: 2 }}>{props.footer}</Box>}
      </Paper>
    </Box>
  );
}

/** A password TextField with a show/hide toggle that is reachable by keyboard. */
export function PasswordField(props: TextFieldProps) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? t('hidePassword') : t('showPassword')}
                onClick={() => setShown((s) => !s)}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** i18next's `t` narrowed to the shared Translate shape used by fieldErrorsFromIssues. */
export function useTranslate(): Translate {
  const { t } = useTranslation();
  return (key, params) => t(key, params as Record<string, unknown>) as string;
}

/** Field errors of a failed zod parse, translated. */
export function clientFieldErrors(issues: readonly IssueLike[], input: unknown, t: Translate): FieldErrors {
  return fieldErrorsFromIssues(issues, input, t);
}

/** The message of one top-level field, from client errors first, then the server's. */
export function fieldMessage(field: string, ...sources: (FieldErrors | undefined)[]): string | undefined {
  for (const source of sources) {
    const value = source?.[field];
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/**
 * A path safe to return to after sign-in: same-origin absolute paths only (no `//host`, no
 * scheme, no backslash tricks), and never the auth screens themselves. Returns undefined otherwise.
 */
export function safeReturnPath(raw: string | null | undefined): string | undefined {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return undefined;
  try {
    const url = new URL(raw, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return undefined;
    if (['/login', '/register', '/forgot-password'].includes(url.pathname)) return undefined;
    return url.pathname + url.search + url.hash;
  } catch {
    return undefined;
  }
}

/** The parts of an RTK Query mutation error (ApiError of api/baseQuery.ts) that screens show. */
export interface ShownError {
  message: string;
  fieldErrors?: FieldErrors;
}

/** Reads a thrown/returned mutation error into words and field errors; `fallback` when no message. */
export function shownErrorOf(error: unknown, fallback: string): ShownError {
  if (error && typeof error === 'object') {
    const { message, fieldErrors } = error as { message?: unknown; fieldErrors?: FieldErrors };
    return { message: typeof message === 'string' && message ? message : fallback, fieldErrors };
  }
  return { message: fallback };
}
