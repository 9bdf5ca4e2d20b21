/**
 * Company view, route /cabinet/company/{companyId} (spec/shell.md §2; issue 3 Deliver 1–2): the
 * name (owner/admin rename it), my role, the projects, the members with their roles, and for
 * owner/admin the invitation links. Everyone but the owner can leave (after a confirm). Live: the
 * company room's member events refresh the lists (companyEvents.ts). A missing company shows a
 * not-found message; a 403 has already sent the user to /403.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useSnackbar } from '../../app/toasts';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import Logout from '@mui/icons-material/Logout';
import { MANAGER_ROLES } from '../../../shared/company/company.schemas';
import { PageSpinner } from '../cabinet/PageSpinner';
import { useGetCompanyQuery, useLeaveCompanyMutation, useRenameCompanyMutation } from './companyApi';
import { useCompanyEvents } from './companyEvents';
import { CompanyInviteLinks } from './CompanyInviteLinks';
import { CompanyMembers, RoleChip } from './CompanyMembers';
import { CompanyProjects } from './CompanyProjects';
import { ConfirmDialog } from './ConfirmDialog';
import { NameDialog } from './NameDialog';
import { LoadError, NotFoundState, idOf, isNotFound, useErrorToast } from './workspaceUi';

/** The company view screen. */
export function CompanyPage() {
  const { t } = useTranslation(['company', 'common']);
  const companyId = idOf(useParams().companyId);
  if (companyId === null) return <NotFoundState title={t('notFound.company')} text={t('notFound.companyText')} />;
  return <CompanyView companyId={companyId} />;
}

function CompanyView({ companyId }: { companyId: number }) {
  const { t } = useTranslation(['company', 'common']);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const errorToast = useErrorToast();
  const { data: company, error, isLoading, refetch } = useGetCompanyQuery(companyId);
  const [renameCompany] = useRenameCompanyMutation();
  const [leaveCompany] = useLeaveCompanyMutation();
  const [renaming, setRenaming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  useCompanyEvents(companyId);

  if (isLoading) return <PageSpinner />;
  if (isNotFound(error)) return <NotFoundState title={t('notFound.company')} text={t('notFound.companyText')} />;
  if (!company)
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto', p: 3 }}>
        <LoadError error={error} onRetry={() => void refetch()} />
      </Box>
    );

  const canManage = MANAGER_ROLES.includes(company.role);
  const leave = async () => {
    try {
      await leaveCompany(companyId).unwrap();
      enqueueSnackbar(t('leave.done', { company: company.name }), { variant: 'success' });
      navigate('/cabinet', { replace: true });
    } catch (e) {
      errorToast(e, t('leave.error'));
    }
  };

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, sm: 4 } }}>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/cabinet" underline="hover" color="inherit">
          {t('cabinet')}
        </Link>
        <Typography sx={{ color: 'text.primary' }}>{company.name}</Typography>
      </Breadcrumbs>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
          {company.name}
        </Typography>
        <RoleChip role={company.role} />
        {canManage && (
          <Tooltip title={t('rename')}>
            <IconButton aria-label={t('rename')} onClick={() => setRenaming(true)}>
              <DriveFileRenameOutline />
            </IconButton>
          </Tooltip>
        )}
        <Box sx={{ flex: 1 }} />
        {company.role !== 'owner' && (
          <Button color="error" variant="outlined" startIcon={<Logout />} onClick={() => setLeaving(true)}>
            {t('leave.button')}
          </Button>
        )}
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <CompanyProjects companyId={companyId} projects={company.projects} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={3}>
            <CompanyMembers companyId={companyId} companyName={company.name} canManage={canManage} />
            {canManage && <CompanyInviteLinks companyId={companyId} />}
          </Stack>
        </Grid>
      </Grid>
      {renaming && (
        <NameDialog
          title={t('renameTitle')}
          label={t('create.name')}
          submitLabel={t('common:save')}
          initialName={company.name}
          onSubmit={(name) => renameCompany({ id: companyId, name }).unwrap()}
          onClose={() => setRenaming(false)}
        />
      )}
      {leaving && (
        <ConfirmDialog
          title={t('leave.title')}
          text={t('leave.text', { company: company.name })}
          confirmLabel={t('leave.button')}
          destructive
          onConfirm={leave}
          onClose={() => setLeaving(false)}
        />
      )}
    </Box>
  );
}
