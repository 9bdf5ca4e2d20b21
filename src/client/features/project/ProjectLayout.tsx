/**
 * Layout of /cabinet/project/{projectId} and its children (spec/shell.md §2: board, calendar,
 * wiki/{elementId?}, draw-list/{elementId?}; the index redirects to the board). A compact header
 * with the way back (cabinet › company › project), an "Archived" mark and tabs for the children,
 * then the child in a full-height area. A missing project shows a not-found message (a 403 already
 * went to /403). Company room events keep the board list live. The wiki's and drawing list's chunks
 * (small: TipTap and Excalidraw come later, with an opened page or drawing) are fetched when the
 * browser is idle after the screen painted, and any section's at once when its tab is pointed at or
 * focused, so switching tabs does not wait for code (issue 18 "Speed": the wiki tree in < 300 ms);
 * the Wiki tab pointed at, focused or pressed also starts fetching the page tree, so the list is on
 * its way while the click lands and the route renders.
 */
import { Suspense, memo, useEffect } from 'react';
import { useTranslation } from '../../app/translation';
import { Link as RouterLink, Outlet, useLocation, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { loadCalendarPage, loadDrawListPage, loadProjectBoardPage, loadProjectWikiPage } from '../../app/routeChunks';
import { PageSpinner } from '../cabinet/PageSpinner';
import { ProjectMark, ProjectTrail } from './ProjectTrail';
import { useGetCompanyQuery, useGetProjectQuery } from '../company/companyApi';
import { useCompanyEvents } from '../company/companyEvents';
import { LoadError, NotFoundState, idOf, isNotFound } from '../company/workspaceUi';
import { whenIdle } from '../lazyDialog';
import { useAppDispatch } from '../../app/hooks';
import type { AppDispatch } from '../../app/store';

const SECTIONS = ['board', 'calendar', 'wiki', 'draw-list'] as const;

/** The code each section's screen needs (the board's BoardView comes with the board page's own preload). */
const SECTION_CHUNKS: Record<(typeof SECTIONS)[number], () => Promise<unknown>> = {
  board: loadProjectBoardPage,
  calendar: loadCalendarPage,
  wiki: loadProjectWikiPage,
  'draw-list': loadDrawListPage,
};

/** Sections whose (small) chunks are fetched once the browser is idle; the calendar's (~170 KB) waits for intent. */
const IDLE_PREFETCHED = ['wiki', 'draw-list'] as const;

/** Starts fetching a section's chunk (a failure is left to the route's React.lazy to report). */
type Section = (typeof SECTIONS)[number];
const prefetchSection = (section: Section) => void SECTION_CHUNKS[section]().catch(() => undefined);

/** A section's chunk and, for the wiki, the project's page tree (what the tab's screen shows first). */
const prefetchSectionData = (section: Section, dispatch: AppDispatch, projectId: number) => {
  if (section !== 'wiki') return prefetchSection(section);
  loadProjectWikiPage().then(
    (wiki) => wiki.prefetchWikiTree(dispatch, projectId),
    () => undefined,
  );
};

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
  useEffect(() => whenIdle(() => IDLE_PREFETCHED.forEach(prefetchSection)), []);

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
          <ProjectTrail
            links={[
              { to: '/cabinet', label: t('company:cabinet') },
              {
                to: `/cabinet/company/${project.companyId}`,
                label: company?.name ?? t('company:companyFallback'),
              },
            ]}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {project.name}
            </Typography>
            {project.archivedAt && <ProjectMark label={t('company:projects.archivedMark')} />}
          </Box>
        </Box>
        <SectionTabs section={section} base={base} projectId={projectId} />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', overflow: 'auto' }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}

/**
 * The project's section tabs (spec/shell.md §2 child routes). Memoised: MUI Tabs measures its
 * indicator (getBoundingClientRect, a forced layout of the whole page) after every render, so it
 * re-renders only when the section or the project changes (issue 13: a board open spent up to
 * 0.2 s in those layouts).
 */
const SectionTabs = memo(function SectionTabs({
  section,
  base,
  projectId,
}: {
  section: Section;
  base: string;
  projectId: number;
}) {
  const { t } = useTranslation(['company']);
  const dispatch = useAppDispatch();
  return (
    <Tabs value={section} aria-label={t('company:project.sections')} sx={{ minHeight: 40 }}>
      {SECTIONS.map((s) => (
        <Tab
          key={s}
          value={s}
          label={t(`company:project.section.${s}`)}
          component={RouterLink}
          to={`${base}/${s}`}
          onPointerEnter={() => prefetchSectionData(s, dispatch, projectId)}
          onPointerDown={() => prefetchSectionData(s, dispatch, projectId)}
          onFocus={() => prefetchSectionData(s, dispatch, projectId)}
          sx={{ minHeight: 40 }}
        />
      ))}
    </Tabs>
  );
});
