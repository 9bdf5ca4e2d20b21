/**
 * The parts of the app's public auth screens (registration, password restore): the centred card
 * with the product mark and the password field with show/hide (AuthCard.tsx), translated with the
 * app's i18next. The error helpers they use are in formErrors.ts, the return path check in
 * returnPath.ts. The sign-in page draws the same parts with its own texts (features/signIn).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../app/translation';
import type { AuthFieldProps } from './AuthField';
import { AuthCard, PasswordInput } from './AuthCard';

/** Centred card of the auth screens; `onSubmit` receives the form event already prevented. */
export function AuthLayout(props: { title: string; children: ReactNode; onSubmit: () => void; footer?: ReactNode }) {
  const { t } = useTranslation('common');
  return <AuthCard productName={t('productName')} {...props} />;
}

/** A password field with a show/hide toggle that is reachable by keyboard. */
export function PasswordField(props: Omit<AuthFieldProps, 'type' | 'endAdornment'>) {
  const { t } = useTranslation('auth');
  return <PasswordInput {...props} showLabel={t('showPassword')} hideLabel={t('hidePassword')} />;
}
