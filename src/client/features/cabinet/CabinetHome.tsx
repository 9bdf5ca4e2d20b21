/**
 * Cabinet start page, route /cabinet (spec/shell.md §2; issue 3 Deliver 1 "The cabinet lists my
 * companies and their projects"). Greets the user and lists my companies (GET /company) as cards
 * with my role and their projects; without companies it shows the empty state that leads to
 * company creation. Membership changes arrive live (companyEvents.ts).
 */
import { useTranslation } from '../../app/translation';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import { useAppSelector } from '../../app/hooks';
import { useGetCompaniesQuery } from '../company/companyApi';
import { CompanyCard } from '../company/CompanyCard';
import { useCompanyEvents } from '../company/companyEvents';
import { LoadError } from '../company/workspaceUi';
import { selectUser } from '../session/sessionSlice';
import { EmptyState } from './EmptyState';

/** The empty state: no companies yet, create one. */
function NoCompanies() {
  const { t } = useTranslation('cabinet');
  return (
    <EmptyState
      icon={<AddBusinessOutlined />}
      title={t('noCompanies')}
      text={t('noCompaniesText')}
      action={
        <Button component={RouterLink} to="/cabinet/company/create" variant="contained" size="large">
          {t('createCompany')}
        </Button>
      }
    />
  );
}

/** The cabinet's index screen. */
export function CabinetHome() {
  const { t } = useTranslation(['cabinet', 'company']);
  const user = useAppSelector(selectUser);
  const name = user?.profile?.name || user?.name || user?.email || '';
  const { data: companies, error, isLoading, refetch } = useGetCompaniesQuery();
  useCompanyEvents();

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('welcome', { name })}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('welcomeText')}</Typography>
      {isLoading && <Skeleton variant="rounded" height={160} sx={{ mt: 4 }} />}
      {error && !companies && (
        <Box sx={{ mt: 4 }}>
          <LoadError error={error} onRetry={() => void refetch()} />
        </Box>
      )}
      {companies && companies.length === 0 && <NoCompanies />}
      {companies && companies.length > 0 && (
        <>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 4, mb: 2 }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {t('company:home.title', { count: companies.length })}
            </Typography>
            <Button component={RouterLink} to="/cabinet/company/create" variant="contained" startIcon={<Add />}>
              {t('createCompany')}
            </Button>
          </Stack>
          <Grid container spacing={2}>
            {companies.map((company) => (
              <Grid key={company.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <CompanyCard company={company} />
              </Grid>
            ))}
          </Grid>
        </>
      )}
    </Box>
  );
}
