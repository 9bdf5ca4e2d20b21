/**
 * The sign-in form of the light sign-in page, route /login (spec/shell.md §2, §4 Session, §8 texts).
 * E-mail + password (show/hide), "Remember e-mail" (prefilled from the saved e-mail) and "Stay
 * signed in" (sends `remember: true` for a long-lived token). Shows why the user was sent here
 * (`auth=required|timeout|error|blocked`), validates with the shared `loginBody` schema (a lazy
 * chunk, loginSchemaChunk.ts), shows the server's error in words, and after success
 * keeps the token where the app reads it (signInStorage.ts) and loads `returnUrl` (same-origin
 * paths only) else /cabinet. The links to registration and password restore carry `returnUrl`,
 * the restore link the typed e-mail too. No store and no router: the page is its own entry
 * (features/signIn/index.tsx) so its initial JavaScript stays small (DESIGN §7, README "Where we depart from DESIGN.md").
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Language } from '../../../shared/constants';
import type { FieldErrors } from '../../../shared/envelope';
import type { Translate } from '../../../shared/validation';
import { loadPage } from '../../app/pageLoad';
import { AuthCard, PasswordInput } from '../session/AuthCard';
import { AuthField } from '../session/AuthField';
import { clientFieldErrors, fieldMessage, type ShownError } from '../session/fieldMessages';
import { withReturnUrl } from '../session/safeReturnPath';
import { loadLoginSchema, usePrefetchLoginSchema } from './loginSchemaChunk';
import { readSignInAddress, type SignInAddress } from './signInAddress';
import { requestSignIn } from './signInRequest';
import { forgetEmail, keepSignIn, rememberedEmail } from './signInStorage';

/** The info line for the address's reason (and the line after a password restore), or null. */
function reasonLineOf(address: SignInAddress, t: Translate): string | null {
  if (address.reason === 'blocked') return t('auth:login.reason.blocked');
  if (address.reason === 'required') return t('auth:login.reason.required');
  if (address.reason === 'timeout') return t('auth:login.reason.timeout');
  if (address.reason === 'error')
    return address.errorDetail
      ? t('auth:login.reason.error', { error: address.errorDetail })
      : t('auth:login.reason.errorNoDetail');
  if (address.restored) return t('auth:forgot.done');
  return null;
}

export interface SignInPageProps {
  /** The page's translator (signInTexts.ts). */
  t: Translate;
  /** The chosen language, sent as Accept-Language (spec/shell.md §7). */
  language: Language;
  /** Opens the page signed in: a full load by default (tests observe it). */
  leave?: (path: string) => void;
}

/** Sign-in page (public). */
export function SignInPage({ t, language, leave = loadPage }: SignInPageProps) {
  const [address] = useState(() => readSignInAddress(window.location.search));
  const [saved] = useState(rememberedEmail);
  const reasonLine = reasonLineOf(address, t);
  const [email, setEmail] = useState(address.email ?? saved);
  const [password, setPassword] = useState('');
  const [rememberEmail, setRememberEmail] = useState(saved !== '');
  const [staySignedIn, setStaySignedIn] = useState(false);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<ShownError | null>(null);
  const [loading, setLoading] = useState(false);
  usePrefetchLoginSchema();

  const submit = async () => {
    if (loading) return;
    const input = { email, password, remember: staySignedIn };
    setServerError(null);
    setLoading(true);
    const schemas = await loadLoginSchema().catch(() => null);
    if (!schemas) {
      setLoading(false);
      setServerError({ message: t('common:unknownError') });
      return;
    }
    const parsed = schemas.loginBody.safeParse(input);
    if (!parsed.success) {
      setLoading(false);
      setClientErrors(clientFieldErrors(parsed.error.issues, input, t));
      return;
    }
    setClientErrors({});
    const { email: typed, password: secret } = parsed.data;
    const result = await requestSignIn({ email: typed, password: secret, remember: staySignedIn }, language);
    if (!result.ok) {
      setLoading(false);
      setServerError({ message: result.message || t('common:unknownError'), fieldErrors: result.fieldErrors });
      return;
    }
    keepSignIn(result.token, result.user, rememberEmail);
    // The button keeps its loading state while the app's page loads.
    leave(address.returnPath ?? '/cabinet');
  };

  const toggleRememberEmail = (checked: boolean) => {
    setRememberEmail(checked);
    if (!checked) forgetEmail();
  };

  const emailError = fieldMessage('email', clientErrors, serverError?.fieldErrors);
  const passwordError = fieldMessage('password', clientErrors, serverError?.fieldErrors);

  return (
    <AuthCard
      productName={t('common:productName')}
      title={t('auth:login.title')}
      onSubmit={() => void submit()}
      footer={
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('auth:login.noAccount')}{' '}
          <Link href={withReturnUrl('/register', address.returnPath)}>{t('auth:login.register')}</Link>
        </Typography>
      }
    >
      {reasonLine && (
        <Alert severity={address.restored && !address.reason ? 'success' : 'info'} sx={{ mt: 1 }}>
          {reasonLine}
        </Alert>
      )}
      {serverError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {serverError.message}
        </Alert>
      )}
      <AuthField
        label={t('auth:email')}
        name="email"
        type="email"
        autoComplete="email"
        autoFocus={!email}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(emailError)}
        helperText={emailError}
      />
      <PasswordInput
        label={t('auth:password')}
        showLabel={t('auth:showPassword')}
        hideLabel={t('auth:hidePassword')}
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
          control={<Checkbox checked={rememberEmail} onChange={(e) => toggleRememberEmail(e.target.checked)} />}
          label={t('auth:login.rememberEmail')}
        />
        <FormControlLabel
          control={<Checkbox checked={staySignedIn} onChange={(e) => setStaySignedIn(e.target.checked)} />}
          label={t('auth:login.staySignedIn')}
        />
      </Stack>
      <Button type="submit" variant="contained" size="large" fullWidth loading={loading} sx={{ mt: 2 }}>
        {t('auth:login.submit')}
      </Button>
      <Link
        href={withReturnUrl('/forgot-password', address.returnPath, { email: email.trim() })}
        variant="body2"
        sx={{ display: 'inline-block', mt: 2 }}
      >
        {t('auth:login.forgot')}
      </Link>
    </AuthCard>
  );
}
