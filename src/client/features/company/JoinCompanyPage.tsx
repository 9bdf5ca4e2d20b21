/**
 * Joining a company by invitation, route /company/{id}/join/{token} (spec/shell.md §2; issue 3
 * Deliver 1). Shows the company's name from GET /company/join/{token}, a Join button (POST
 * /company/{id}/join/{token}) that then opens the company. An unknown, revoked, expired or used-up
 * link (404) says so with a link to the cabinet; an existing member is told so with a link to
 * the company.
 */
import { useTranslation } from '../../app/translation';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useSnackbar } from '../../app/toasts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import LinkOff from '@mui/icons-material/LinkOff';
import { PageSpinner } from '../cabinet/PageSpinner';
import { useGetJoinPreviewQuery, useJoinCompanyMutation } from './companyApi';
import { LoadError, isNotFound, messageOf } from './workspaceUi';

/** The join-by-link screen. */
export function JoinCompanyPage() {
  const { t } = useTranslation(['company', 'common']);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { data: preview, error, isLoading, refetch } = useGetJoinPreviewQuery(token, { skip: !token });
  const [joinCompany, joinState] = useJoinCompanyMutation();

  const join = async () => {
    if (!preview) return;
    try {
      await joinCompany({ companyId: preview.companyId, token }).unwrap();
      enqueueSnackbar(t('join.joined', { company: preview.companyName }), { variant: 'success' });
      navigate(`/cabinet/company/${preview.companyId}`, { replace: true });
    } catch {
      // The error is shown below the button (joinState.error).
    }
  };

  if (isLoading) return <PageSpinner />;

  let body;
  if (!token || isNotFound(error)) {
    body = (
      <>
        <LinkOff sx={{ fontSize: 56, color: 'warning.main' }} />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('join.invalidTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('join.invalidText')}</Typography>
        <Button component={RouterLink} to="/cabinet" variant="contained">
          {t('common:toCabinet')}
        </Button>
      </>
    );
  } else if (!preview) {
    body = <LoadError error={error} onRetry={() => void refetch()} />;
  } else if (preview.alreadyMember) {
    body = (
      <>
        <GroupAddOutlined sx={{ fontSize: 56, color: 'primary.main' }} />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('join.alreadyTitle', { company: preview.companyName })}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('join.alreadyText')}</Typography>
        <Button component={RouterLink} to={`/cabinet/company/${preview.companyId}`} variant="contained">
          {t('join.openCompany')}
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <GroupAddOutlined sx={{ fontSize: 56, color: 'primary.main' }} />
        <Typography sx={{ color: 'text.secondary' }}>{t('join.invited')}</Typography>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
          {preview.companyName}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('join.text')}</Typography>
        {joinState.error && (
          <Alert severity="error" role="alert" sx={{ textAlign: 'left' }}>
            {messageOf(joinState.error, t('common:unknownError'))}
          </Alert>
        )}
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to="/cabinet">
            {t('common:cancel')}
          </Button>
          <Button variant="contained" size="large" loading={joinState.isLoading} onClick={() => void join()}>
            {t('join.submit')}
          </Button>
        </Stack>
      </>
    );
  }

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 4, sm: 8 } }}>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 3, sm: 5 },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
          textAlign: 'center',
        }}
      >
        {body}
      </Paper>
    </Box>
  );
}
