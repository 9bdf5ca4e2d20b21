/**
 * The route element of /cabinet/project/{projectId}/draw-list/{elementId?} (spec/shell.md §2;
 * issue 18 item 2): without an element the project's drawing list, with one the drawing opened in
 * Excalidraw — a lazy chunk of its own (DrawingView.tsx), so Excalidraw never weighs on the list
 * or on any other route.
 */
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { idOf, NotFoundState } from '../company/workspaceUi';
import { DrawingList } from './DrawingList';
import { useDrawingListEvents } from './drawingListEvents';
import { useDrawingsTranslation } from './drawingsTexts';

/**
 * The drawing view's chunk (Excalidraw). Unnamed: every chunk name is a few bytes more in the
 * runtime every route loads (DESIGN §7). The list starts it when idle and readies Excalidraw, so a
 * drawing opens at once.
 */
export const loadDrawingView = () => import('./DrawingView');
/** The list's preload: the chunk, then Excalidraw readied (DrawingView.tsx warmUpExcalidraw). */
const preloadDrawingView = () => loadDrawingView().then((view) => view.warmUpExcalidraw());
const DrawingView = lazy(() => loadDrawingView().then((m) => ({ default: m.DrawingView })));

/** The list or one drawing of the project in the URL. */
export function DrawListPage() {
  const { t } = useDrawingsTranslation();
  const params = useParams();
  const projectId = idOf(params.projectId);
  const drawingId = params.elementId === undefined ? null : idOf(params.elementId);
  useDrawingListEvents(projectId);
  if (projectId === null || (params.elementId !== undefined && drawingId === null))
    return <NotFoundState title={t('notFound')} />;
  if (drawingId === null) return <DrawingList projectId={projectId} preload={preloadDrawingView} />;
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, flex: 1, p: 4 }}>
          <CircularProgress size={24} />
          <Typography color="text.secondary">{t('opening')}</Typography>
        </Box>
      }
    >
      <DrawingView key={drawingId} projectId={projectId} drawingId={drawingId} />
    </Suspense>
  );
}
