/**
 * Forbidden page, route /403 (spec/shell.md §2: "An HTTP 403 answer redirects to /403 with a
 * redirect query holding the current path"). Says the user has no access and offers a way back to
 * the `redirect` path (same-origin paths only) and to the cabinet.
 */
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { safeReturnPath } from '../session/AuthLayout';

/** The /403 page (any access). */
export function ForbiddenPage() {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const back = safeReturnPath(params.get('redirect'));
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
      <LockOutlined sx={{ fontSize: 56, color: 'warning.main' }} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('forbidden.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>{t('forbidden.text')}</Typography>
      <Stack direction="row" spacing={1.5}>
        {back && (
          <Button component={RouterLink} to={back} variant="outlined">
            {t('forbidden.back')}
          </Button>
        )}
        <Button component={RouterLink} to="/cabinet" variant="contained">
          {t('toCabinet')}
        </Button>
      </Stack>
    </Box>
  );
}
