/**
 * Sign-in screen, route /login (spec/shell.md §2, §4 Session). E-mail + password (show/hide),
 * "Remember e-mail" (prefilled from the saved e-mail, stored by the login mutation), "Stay signed
 * in" (sends `remember: true` for a long-lived token). Shows why the guard sent the user here
 * (`auth=required|timeout|error`), validates with the shared `loginBody` schema, shows the server's
 * error in words, and after success goes to `returnUrl` (same-origin paths only) else /cabinet.
 * The links to registration and password restore carry `returnUrl` along.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FieldErrors } from '../../../shared/envelope';
import { loadAuthSchemas, usePrefetchAuthSchemas } from './authSchemas';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLoginMutation } from './authApi';
import { rememberEmailToggled, selectSession, staySignedInToggled } from './sessionSlice';
import { AuthField } from './AuthField';
import { AuthLayout, PasswordField } from './AuthLayout';
import { clientFieldErrors, fieldMessage, shownErrorOf, useTranslate } from './formErrors';
import { useReturnPath, withReturnUrl } from './returnPath';

type Reason = 'required' | 'timeout' | 'error';

/** The info line for the guard's `auth` query parameter, or null. */
function useReasonLine(): string | null {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const reason = params.get('auth') as Reason | null;
  // The session was ended by an administrator's block (`session:revoked {reason: 'blocked'}`).
  const blocked = useAppSelector((state) => state.connection.authFailed && state.connection.error === 'blocked');
  // The English text travels in this chunk, not in the entry's auth.json (bundle budget); ru has it in auth.json.
  if (blocked) return t('login.reason.blocked', { defaultValue: 'Your account was blocked by an administrator.' });
  if (reason === 'required') return t('login.reason.required');
  if (reason === 'timeout') return t('login.reason.timeout');
  if (reason === 'error') {
    const detail = params.get('error');
    return detail ? t('login.reason.error', { error: detail }) : t('login.reason.errorNoDetail');
  }
  return null;
}

/** Sign-in page (public). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const translate = useTranslate();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const returnPath = useReturnPath();
  const session = useAppSelector(selectSession);
  const reasonLine = useReasonLine();
  // After a password restore the e-mail arrives in the navigation state.
  const restoredEmail = (location.state as { email?: string } | null)?.email;
  const [email, setEmail] = useState(restoredEmail ?? session.savedEmail ?? '');
  const [password, setPassword] = useState('');
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<{ message: string; fieldErrors?: FieldErrors } | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  usePrefetchAuthSchemas();

  const submit = async () => {
    const input = { email, password, remember: session.staySignedIn };
    const { loginBody } = await loadAuthSchemas();
    const parsed = loginBody.safeParse(input);
    setServerError(null);
    if (!parsed.success) {
      setClientErrors(clientFieldErrors(parsed.error.issues, input, translate));
      return;
    }
    setClientErrors({});
    try {
      await login({
        email: parsed.data.email,
        password: parsed.data.password,
        remember: session.staySignedIn,
      }).unwrap();
      navigate(returnPath ?? '/cabinet', { replace: true });
    } catch (error) {
      setServerError(shownErrorOf(error, translate('common:unknownError')));
    }
  };

  const emailError = fieldMessage('email', clientErrors, serverError?.fieldErrors);
  const passwordError = fieldMessage('password', clientErrors, serverError?.fieldErrors);

  return (
    <AuthLayout
      title={t('login.title')}
      onSubmit={() => void submit()}
      footer={
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('login.noAccount')}{' '}
          <Link component={RouterLink} to={withReturnUrl('/register', returnPath)}>
            {t('login.register')}
          </Link>
        </Typography>
      }
    >
      {reasonLine && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {reasonLine}
        </Alert>
      )}
      {serverError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {serverError.message}
        </Alert>
      )}
      <AuthField
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        autoFocus={!email}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(emailError)}
        helperText={emailError}
      />
      <PasswordField
        label={t('password')}
        name="password"
        autoComplete="current-password"
        autoFocus={Boolean(email)}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(passwordError)}
        helperText={passwordError}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', mt: 1 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={session.rememberEmail}
              onChange={(e) => dispatch(rememberEmailToggled(e.target.checked))}
            />
          }
          label={t('login.rememberEmail')}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={session.staySignedIn}
              onChange={(e) => dispatch(staySignedInToggled(e.target.checked))}
            />
          }
          label={t('login.staySignedIn')}
        />
      </Stack>
      <Button type="submit" variant="contained" size="large" fullWidth loading={isLoading} sx={{ mt: 2 }}>
        {t('login.submit')}
      </Button>
      <Link
        component={RouterLink}
        to={withReturnUrl('/forgot-password', returnPath)}
        state={{ email }}
        variant="body2"
        sx={{ display: 'inline-block', mt: 2 }}
      >
        {t('login.forgot')}
      </Link>
    </AuthLayout>
  );
}
