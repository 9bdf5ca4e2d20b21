/**
 * Shared parts of the public auth screens (sign-in, registration, password restore): the centred
 * card with the product mark and the password field with show/hide. The error helpers they use are
 * in formErrors.ts, the return path check in returnPath.ts.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../app/translation';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { AuthField, type AuthFieldProps } from './AuthField';

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

/** A password field with a show/hide toggle that is reachable by keyboard. */
export function PasswordField(props: Omit<AuthFieldProps, 'type' | 'endAdornment'>) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <AuthField
      {...props}
      type={shown ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={shown ? t('hidePassword') : t('showPassword')}
            onClick={() => setShown((s) => !s)}
            edge="end"
          >
            {shown ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
