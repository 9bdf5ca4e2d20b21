/**
 * Cabinet start page, route /cabinet (spec/shell.md §2). Greets the user and, until companies
 * exist (a later feature), shows the empty state that leads to company creation.
 */
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../session/sessionSlice';

/** The cabinet's index screen. */
export function CabinetHome() {
  const { t } = useTranslation('cabinet');
  const user = useAppSelector(selectUser);
  const name = user?.profile?.name || user?.name || user?.email || '';
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('welcome', { name })}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('welcomeText')}</Typography>
      <Paper
        variant="outlined"
        sx={{
          mt: 4,
          p: { xs: 3, sm: 6 },
          textAlign: 'center',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
          borderStyle: 'dashed',
        }}
      >
        <AddBusinessOutlined sx={{ fontSize: 56, color: 'primary.main' }} />
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('noCompanies')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 520 }}>{t('noCompaniesText')}</Typography>
        <Button component={RouterLink} to="/cabinet/company/create" variant="contained" size="large">
          {t('createCompany')}
        </Button>
      </Paper>
    </Box>
  );
}
