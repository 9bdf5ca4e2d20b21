/**
 * Layout of /cabinet/project/{projectId} and its children (spec/shell.md §2: board, calendar,
 * wiki/{elementId?}, draw-list/{elementId?}; the index redirects to the board). A compact header
 * with the way back (cabinet › company › project), an "Archived" mark and tabs for the children,
 * then the child in a full-height area (plain elements styled by shellStyles.ts). A missing project shows a not-found message (a 403 already
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
import { loadCalendarPage, loadDrawListPage, loadProjectBoardPage, loadProjectWikiPage } from '../../app/routeChunks';
import { PageSpinner } from '../cabinet/PageSpinner';
import { ProjectMark, ProjectTrail } from './ProjectTrail';
import { useGetCompanyQuery, useGetProjectQuery } from '../company/companyApi';
import { useCompanyEvents } from '../company/companyEvents';
import { LoadError, NotFoundState, idOf, isNotFound } from '../company/workspaceUi';
import { whenIdle } from '../lazyDialog';
import { TabList, rovingTabIndex } from './TabList';
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
      <div style={{ maxWidth: 720, margin: '0 auto', padding: 24 }}>
        <LoadError error={error} onRetry={() => void refetch()} />
      </div>
    );

  const base = `/cabinet/project/${projectId}`;
  const section = SECTIONS.find((s) => pathname.startsWith(`${base}/${s}`)) ?? 'board';
  return (
    <div className="project-frame">
      <div className="project-head">
        <div className="project-heading">
          <ProjectTrail
            links={[
              { to: '/cabinet', label: t('company:cabinet') },
              {
                to: `/cabinet/company/${project.companyId}`,
                label: company?.name ?? t('company:companyFallback'),
              },
            ]}
          />
          <div className="project-title-row">
            <h1 className="project-title">{project.name}</h1>
            {project.archivedAt && <ProjectMark label={t('company:projects.archivedMark')} />}
          </div>
        </div>
        <SectionTabs section={section} base={base} projectId={projectId} />
      </div>
      <div className="project-body">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}

/**
 * The project's section tabs (spec/shell.md §2 child routes): router links drawn as tabs (TabList,
 * shellStyles.ts), the current section's selected. Memoised: it re-renders only when the section
 * or the project changes.
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
  const selectedIndex = SECTIONS.indexOf(section);
  return (
    <TabList label={t('company:project.sections')}>
      {SECTIONS.map((s, index) => (
        <RouterLink
          key={s}
          role="tab"
          className="shell-tab"
          aria-selected={s === section}
          tabIndex={rovingTabIndex(index, selectedIndex)}
          to={`${base}/${s}`}
          onPointerEnter={() => prefetchSectionData(s, dispatch, projectId)}
          onPointerDown={() => prefetchSectionData(s, dispatch, projectId)}
          onFocus={() => prefetchSectionData(s, dispatch, projectId)}
        >
          {t(`company:project.section.${s}`)}
        </RouterLink>
      ))}
    </TabList>
  );
});
