/**
 * Password restore, route /forgot-password (DESIGN §3 Auth). Step 1: the e-mail → PUT
 * /auth/get-email-code (answers 2xx for unknown e-mails too, so the text says "if an account
 * exists"; without SMTP the mail lands in the server's outbox). Step 2: the 6-digit code and the
 * new password → POST /auth/restore; success returns to /login with the e-mail filled and the
 * "password changed" line (`?email=…&restored=1`, read by the light sign-in page, features/signIn).
 * The e-mail typed on the sign-in page arrives as `?email=`. The way back to /login keeps the
 * `returnUrl` sign-in came with.
 * Validation uses the shared `emailCodeBody` / `restoreBody` schemas.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FieldErrors } from '../../../shared/envelope';
import { EMAIL_CODE_LENGTH, EMAIL_CODE_TTL_MS } from '../../../shared/constants';
import { loadAuthSchemas, usePrefetchAuthSchemas } from './authSchemas';
import { useRequestEmailCodeMutation, useRestorePasswordMutation } from './authApi';
import { AuthField } from './AuthField';
import { AuthLayout, PasswordField } from './AuthLayout';
import { clientFieldErrors, fieldMessage, shownErrorOf, type ShownError } from './fieldMessages';
import { useTranslate } from './formErrors';
import { useReturnPath } from './returnPath';
import { withReturnUrl } from './safeReturnPath';

/** Password restore page (public), two steps. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnPath = useReturnPath();
  const loginPath = withReturnUrl('/login', returnPath);
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<ShownError | null>(null);
  const [requestCode, codeRequest] = useRequestEmailCodeMutation();
  const [restore, restoreRequest] = useRestorePasswordMutation();
  usePrefetchAuthSchemas();

  const sendCode = async () => {
    const input = { email };
    const { emailCodeBody } = await loadAuthSchemas();
    const parsed = emailCodeBody.safeParse(input);
    setServerError(null);
    if (!parsed.success) return setClientErrors(clientFieldErrors(parsed.error.issues, input, translate));
    setClientErrors({});
    try {
      await requestCode(parsed.data).unwrap();
      setEmail(parsed.data.email);
      setStep('code');
    } catch (error) {
      setServerError(shownErrorOf(error, translate('common:unknownError')));
    }
  };

  const submitRestore = async () => {
    const input = { email, code, password };
    const { restoreBody } = await loadAuthSchemas();
    const parsed = restoreBody.safeParse(input);
    setServerError(null);
    if (!parsed.success) return setClientErrors(clientFieldErrors(parsed.error.issues, input, translate));
    setClientErrors({});
    try {
      await restore(parsed.data).unwrap();
      navigate(withReturnUrl('/login', returnPath, { email: parsed.data.email, restored: '1' }), { replace: true });
    } catch (error) {
      setServerError(shownErrorOf(error, translate('common:unknownError')));
    }
  };

  const message = (field: string) => fieldMessage(field, clientErrors, serverError?.fieldErrors);
  const footer = (
    <Link component={RouterLink} to={loginPath} variant="body2">
      {t('forgot.backToLogin')}
    </Link>
  );
  const errorLine = serverError && (
    <Alert severity="error" role="alert" sx={{ mt: 1 }}>
      {serverError.message}
    </Alert>
  );

  if (step === 'email') {
    return (
      <AuthLayout title={t('forgot.title')} onSubmit={() => void sendCode()} footer={footer}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('forgot.stepEmail')}
        </Typography>
        {errorLine}
        <AuthField
          label={t('email')}
          name="email"
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(message('email'))}
          helperText={message('email')}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={codeRequest.isLoading} sx={{ mt: 2 }}>
          {t('forgot.sendCode')}
        </Button>
      </AuthLayout>
    );
  }

  const minutes = Math.round(EMAIL_CODE_TTL_MS / 60_000);
  return (
    <AuthLayout title={t('forgot.title')} onSubmit={() => void submitRestore()} footer={footer}>
      <Alert severity="success" sx={{ mt: 1 }}>
        {t('forgot.codeSent', { email })}{' '}
        {t('forgot.validFor', { time: translate('common:minutes', { count: minutes }) })}
      </Alert>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
        {t('forgot.outboxHint')}
      </Typography>
      {errorLine}
      <AuthField
        label={t('forgot.code')}
        name="code"
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\s+/g, ''))}
        error={Boolean(message('code'))}
        helperText={message('code')}
        htmlInput={{ inputMode: 'numeric', maxLength: EMAIL_CODE_LENGTH, pattern: '[0-9]*' }}
      />
      <PasswordField
        label={t('forgot.newPassword')}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(message('password'))}
        helperText={message('password')}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={restoreRequest.isLoading}
        sx={{ mt: 2 }}
      >
        {t('forgot.submit')}
      </Button>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => void sendCode()} disabled={codeRequest.isLoading}>
          {t('forgot.resend')}
        </Button>
        <Button
          size="small"
          onClick={() => {
            setStep('email');
            setCode('');
            setServerError(null);
          }}
        >
          {t('forgot.changeEmail')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
