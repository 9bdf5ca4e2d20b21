/**
 * Layout of /cabinet/project/{projectId} and its children (spec/shell.md §2: board, calendar,
 * wiki/{elementId?}, draw-list/{elementId?}; the index redirects to the board). A compact header
 * with the way back (cabinet › company › project), an "Archived" mark and tabs for the children,
 * then the child in a full-height area. A missing project shows a not-found message (a 403 already
 * went to /403). Company room events keep the board list live.
 */
import { Suspense } from 'react';
import { useTranslation } from '../../app/translation';
import { Link as RouterLink, Outlet, useLocation, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { PageSpinner } from '../cabinet/PageSpinner';
import { useGetCompanyQuery, useGetProjectQuery } from '../company/companyApi';
import { useCompanyEvents } from '../company/companyEvents';
import { LoadError, NotFoundState, idOf, isNotFound } from '../company/workspaceUi';

const SECTIONS = ['board', 'calendar', 'wiki', 'draw-list'] as const;

/** The project's frame; children render in its <Outlet/>. */
export function ProjectLayout() {
  const { t } = useTranslation('company');
  const projectId = idOf(useParams().projectId);
  if (projectId === null) return <NotFoundState title={t('notFound.project')} text={t('notFound.projectText')} />;
  return <ProjectFrame projectId={projectId} />;
}

function ProjectFrame({ projectId }: { projectId: number }) {
  const { t } = useTranslation(['company', 'cabinet']);
  const { pathname } = useLocation();
  const { data: project, error, isLoading, refetch } = useGetProjectQuery(projectId);
  const { data: company } = useGetCompanyQuery(project?.companyId ?? 0, { skip: !project });
  useCompanyEvents();

  if (isLoading) return <PageSpinner />;
  if (isNotFound(error)) return <NotFoundState title={t('notFound.project')} text={t('notFound.projectText')} />;
  if (!project)
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto', p: 3 }}>
        <LoadError error={error} onRetry={() => void refetch()} />
      </Box>
    );

  const base = `/cabinet/project/${projectId}`;
  const section = SECTIONS.find((s) => pathname.startsWith(`${base}/${s}`)) ?? 'board';
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: { xs: 'calc(100dvh - 56px)', sm: 'calc(100dvh - 64px)' },
        minHeight: 360,
      }}
    >
      <Box
        sx={{
          px: { xs: 2, sm: 3 },
          pt: 1.5,
          display: 'flex',
          alignItems: 'flex-end',
          flexWrap: 'wrap',
          columnGap: 3,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Box sx={{ minWidth: 0, pb: 1 }}>
          <Breadcrumbs sx={{ fontSize: 13 }}>
            <Link component={RouterLink} to="/cabinet" underline="hover" color="inherit">
              {t('company:cabinet')}
            </Link>
            <Link component={RouterLink} to={`/cabinet/company/${project.companyId}`} underline="hover" color="inherit">
              {company?.name ?? t('company:companyFallback')}
            </Link>
          </Breadcrumbs>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {project.name}
            </Typography>
            {project.archivedAt && <Chip size="small" label={t('company:projects.archivedMark')} />}
          </Box>
        </Box>
        <Tabs value={section} aria-label={t('company:project.sections')} sx={{ minHeight: 40 }}>
          {SECTIONS.map((s) => (
            <Tab
              key={s}
              value={s}
              label={t(`company:project.section.${s}`)}
              component={RouterLink}
              to={`${base}/${s}`}
              sx={{ minHeight: 40 }}
            />
          ))}
        </Tabs>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', overflow: 'auto' }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
