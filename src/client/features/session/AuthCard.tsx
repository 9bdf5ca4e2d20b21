/**
 * The centred card of the public auth screens (spec/shell.md §2: sign-in, registration, password
 * restore) with the product mark, and its password input with a show/hide button — given their
 * texts, so the light sign-in page (features/signIn, its own translator) and the app's screens
 * (AuthLayout.tsx, i18next) draw the same parts.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { AuthField, type AuthFieldProps } from './AuthField';

export interface AuthCardProps {
  /** The product's name beside its mark (common:productName). */
  productName: string;
  title: string;
  children: ReactNode;
  /** Receives the form event already prevented. */
  onSubmit: () => void;
  footer?: ReactNode;
}

/** Centred card of the auth screens; `onSubmit` receives the form event already prevented. */
export function AuthCard(props: AuthCardProps) {
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
            {props.productName}
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

/** The show/hide button's labels (auth:showPassword, auth:hidePassword). */
export interface PasswordToggleLabels {
  showLabel: string;
  hideLabel: string;
}

/** A password field with a show/hide toggle that is reachable by keyboard. */
export function PasswordInput(props: Omit<AuthFieldProps, 'type' | 'endAdornment'> & PasswordToggleLabels) {
  const { showLabel, hideLabel, ...field } = props;
  const [shown, setShown] = useState(false);
  return (
    <AuthField
      {...field}
      type={shown ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton aria-label={shown ? hideLabel : showLabel} onClick={() => setShown((s) => !s)} edge="end">
            {shown ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
