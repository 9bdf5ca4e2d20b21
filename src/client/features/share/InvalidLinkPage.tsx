/**
 * The page of an invalid or revoked guest link (issue 6 item 5; 404 GUEST_LINK_INVALID from
 * GET /board/shared/{token} or any later guest call): 'This link is invalid or was revoked' with a
 * link to sign in. Standalone: no session, no redirect, so never a sign-in loop.
 */
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LinkOff from '@mui/icons-material/LinkOff';

export function InvalidLinkPage() {
  const { t } = useTranslation('share');
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <LinkOff sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('guest.invalidTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>{t('guest.invalidText')}</Typography>
      <Button component={RouterLink} to="/login" variant="contained">
        {t('guest.signIn')}
      </Button>
    </Box>
  );
}
