/**
 * One company on the cabinet start page (issue 3 Deliver 1 "The cabinet lists my companies and
 * their projects"): its name (links to the company view), my role, and its active projects as
 * links to /cabinet/project/{id}. Projects come from GET /company/{id}.
 */
import { useTranslation } from '../../app/translation';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import type { CompanySummary } from '../../../shared/company/company.schemas';
import { useGetCompanyQuery } from './companyApi';
import { RoleChip } from './CompanyMembers';

/** A card with the company and its projects. */
export function CompanyCard({ company }: { company: CompanySummary }) {
  const { t } = useTranslation('company');
  const { data, isLoading } = useGetCompanyQuery(company.id);
  const projects = (data?.projects ?? []).filter((p) => !p.archivedAt);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`company-${company.id}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <BusinessOutlined sx={{ color: 'primary.main' }} />
          <Link
            id={`company-${company.id}`}
            component={RouterLink}
            to={`/cabinet/company/${company.id}`}
            variant="h6"
            underline="hover"
            color="inherit"
            sx={{ fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {data?.name ?? company.name}
          </Link>
          <RoleChip role={data?.role ?? company.role} />
        </Stack>
        {isLoading && <Skeleton variant="rounded" height={56} />}
        {data && projects.length === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('home.noProjects')}
          </Typography>
        )}
        {projects.length > 0 && (
          <List dense disablePadding aria-label={t('home.projectsOf', { company: company.name })}>
            {projects.map((project) => (
              <ListItem key={project.id} disablePadding>
                <ListItemButton component={RouterLink} to={`/cabinet/project/${project.id}`} sx={{ borderRadius: 1 }}>
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <FolderOutlined fontSize="small" color="primary" />
                  </ListItemIcon>
                  <ListItemText primary={project.name} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={`/cabinet/company/${company.id}`} size="small">
          {t('home.open')}
        </Button>
      </CardActions>
    </Card>
  );
}
