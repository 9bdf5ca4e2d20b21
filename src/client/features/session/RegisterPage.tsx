/**
 * Registration screen, route /register (spec/shell.md §2; DESIGN §3 Auth: POST /auth/register
 * {email, password, name}). Name, e-mail, password and its confirmation; validated with the shared
 * `registerBody` schema plus the confirmation match; server field errors (400 `data`) appear under
 * their fields and the server's message above the form. On success the user is signed in
 * (register mutation) and goes to `returnUrl` (same-origin paths only, e.g. the invitation they
 * opened signed out) else the cabinet; the "Sign in" link carries `returnUrl` along.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FieldErrors } from '../../../shared/envelope';
import { loadAuthSchemas, usePrefetchAuthSchemas } from './authSchemas';
import { useRegisterMutation } from './authApi';
import { AuthField } from './AuthField';
import { AuthLayout, PasswordField } from './AuthLayout';
import { clientFieldErrors, fieldMessage, shownErrorOf, type ShownError } from './fieldMessages';
import { useTranslate } from './formErrors';
import { useReturnPath } from './returnPath';
import { withReturnUrl } from './safeReturnPath';

/** Registration page (public). */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const translate = useTranslate();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [form, setForm] = useState({ name: '', email: '', password: '', confirm: '' });
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<ShownError | null>(null);
  const [register, { isLoading }] = useRegisterMutation();
  usePrefetchAuthSchemas();

  const set = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  const submit = async () => {
    const input = { name: form.name, email: form.email, password: form.password };
    const { registerBody } = await loadAuthSchemas();
    const parsed = registerBody.safeParse(input);
    const errors: FieldErrors = parsed.success ? {} : clientFieldErrors(parsed.error.issues, input, translate);
    if (!form.confirm) errors.confirm = translate('validation:required');
    else if (form.confirm !== form.password) errors.confirm = t('passwordsDiffer');
    setServerError(null);
    setClientErrors(errors);
    if (!parsed.success || Object.keys(errors).length > 0) return;
    try {
      await register(parsed.data).unwrap();
      navigate(returnPath ?? '/cabinet', { replace: true });
    } catch (error) {
      setServerError(shownErrorOf(error, translate('common:unknownError')));
    }
  };

  const message = (field: string) => fieldMessage(field, clientErrors, serverError?.fieldErrors);

  return (
    <AuthLayout
      title={t('register.title')}
      onSubmit={() => void submit()}
      footer={
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('register.haveAccount')}{' '}
          <Link component={RouterLink} to={withReturnUrl('/login', returnPath)}>
            {t('register.login')}
          </Link>
        </Typography>
      }
    >
      {serverError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {serverError.message}
        </Alert>
      )}
      <AuthField
        label={t('name')}
        name="name"
        autoComplete="name"
        autoFocus
        value={form.name}
        onChange={set('name')}
        error={Boolean(message('name'))}
        helperText={message('name')}
      />
      <AuthField
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
        error={Boolean(message('email'))}
        helperText={message('email')}
      />
      <PasswordField
        label={t('password')}
        name="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        error={Boolean(message('password'))}
        helperText={message('password')}
      />
      <PasswordField
        label={t('confirmPassword')}
        name="confirm"
        autoComplete="new-password"
        value={form.confirm}
        onChange={set('confirm')}
        error={Boolean(message('confirm'))}
        helperText={message('confirm')}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={isLoading} sx={{ mt: 2 }}>
        {t('register.submit')}
      </Button>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1.5 }}>
        {t('register.firstAdmin')}
      </Typography>
    </AuthLayout>
  );
}
