/**
 * The project wiki screen, route `/cabinet/project/:projectId/wiki/:elementId?` (spec/shell.md §2;
 * issue 18): the page tree on the left (280 px; a drawer behind a "Pages" button on narrow screens)
 * and the open page on the right. Without `elementId` the first page opens; an empty wiki shows an
 * empty state with "New page". Every member of the project's company may read and edit (the server
 * checks; a guest never reaches this route). Loaded lazily (app/routeChunks.ts loadProjectWikiPage):
 * TipTap and Yjs come only with the page view's own chunk.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import { PageSpinner } from '../cabinet/PageSpinner';
import { useGetProjectQuery } from '../company/companyApi';
import { LoadError, idOf } from '../company/workspaceUi';
import type { AppDispatch } from '../../app/store';
import { useWikiPagesQuery, wikiApi } from './wikiApi';
import { buildWikiTree, firstPageId } from './wikiTree';
import { useWikiTranslation } from './wikiTexts';
import { WikiSidebar } from './WikiSidebar';
import { useCreatePage } from './useCreatePage';

const WikiPageView = lazy(async () => ({
  default: (await import(/* webpackChunkName: "WikiPageView" */ './WikiPageView')).WikiPageView,
}));

/**
 * Starts fetching a project's page list (the tree) into the cache, for the project layout's Wiki
 * tab when it is pointed at or focused: the list then arrives while the click and this chunk's
 * render happen (issue 18 "Speed"). A list already cached is not fetched again.
 */
export function prefetchWikiTree(dispatch: AppDispatch, projectId: number): void {
  dispatch(wikiApi.util.prefetch('wikiPages', projectId, {}));
}

/** Width of the tree panel on wide screens (px). */
const TREE_WIDTH = 280;

/** The wiki route's screen. */
export function ProjectWikiPage() {
  const params = useParams();
  const projectId = idOf(params.projectId);
  const elementId = idOf(params.elementId);
  if (projectId === null) return null;
  return <WikiScreen projectId={projectId} pageId={elementId} />;
}

function WikiScreen({ projectId, pageId }: { projectId: number; pageId: number | null }) {
  const { t } = useWikiTranslation();
  const navigate = useNavigate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { data: project } = useGetProjectQuery(projectId);
  const { data: pages, error, isLoading, refetch } = useWikiPagesQuery(projectId);
  const createPage = useCreatePage(projectId);
  const base = `/cabinet/project/${projectId}/wiki`;

  const first = pages ? firstPageId(buildWikiTree(pages)) : null;
  useEffect(() => {
    if (pageId === null && first !== null) navigate(`${base}/${first}`, { replace: true });
  }, [pageId, first, base, navigate]);

  if (isLoading) return <PageSpinner />;
  if (!pages)
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto', p: 3 }}>
        <LoadError error={error} onRetry={() => void refetch()} />
      </Box>
    );

  const sidebar = (
    <WikiSidebar projectId={projectId} pages={pages} selectedId={pageId} onOpened={() => setDrawerOpen(false)} />
  );
  const page = pageId === null ? undefined : pages.find((p) => p.id === pageId);
  return (
    <Box sx={{ display: 'flex', flex: 1, minHeight: 0, height: '100%' }}>
      {narrow ? (
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          <Box sx={{ width: TREE_WIDTH, height: '100%' }}>{sidebar}</Box>
        </Drawer>
      ) : (
        <Box
          component="nav"
          aria-label={t('tree.label')}
          sx={{ width: TREE_WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider', minHeight: 0 }}
        >
          {sidebar}
        </Box>
      )}
      <Box component="main" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        {narrow && (
          <Box sx={{ px: 1, pt: 1 }}>
            <Button startIcon={<MenuOutlined />} onClick={() => setDrawerOpen(true)}>
              {t('tree.open')}
            </Button>
          </Box>
        )}
        {page && project ? (
          <Suspense fallback={<PageSpinner />}>
            <WikiPageView key={page.id} page={page} companyId={project.companyId} />
          </Suspense>
        ) : pages.length === 0 ? (
          <Box sx={{ m: 'auto', textAlign: 'center', p: 3 }}>
            <Typography variant="h6" component="h2">
              {t('empty.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('empty.text')}
            </Typography>
            <Button variant="contained" onClick={() => void createPage(null)}>
              {t('tree.newPage')}
            </Button>
          </Box>
        ) : pageId !== null ? (
          <Box sx={{ m: 'auto', textAlign: 'center', p: 3 }}>
            <Typography variant="h6" component="h2">
              {t('missing.title')}
            </Typography>
            <Typography color="text.secondary">{t('missing.text')}</Typography>
          </Box>
        ) : (
          <PageSpinner />
        )}
      </Box>
    </Box>
  );
}
