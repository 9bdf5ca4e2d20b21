/**
 * One drawing opened in Excalidraw (issue 18 item 2), a lazy chunk with Excalidraw and its
 * stylesheet (DrawListPage.tsx loads it): a bar with the way back, the name, the connection state
 * in words, Versions and PNG/SVG export, then the canvas — theme and language follow the app's.
 * Live co-editing is useDrawingLive.ts; the list's thumbnail useDrawingThumbnail.ts. For tests and
 * the benchmark the canvas box carries `data-drawing-state` ('live' …) and `data-element-count`
 * (the scene's live elements).
 */
import { useCallback, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Excalidraw, exportToSvg } from '@excalidraw/excalidraw';
import excalidrawCss from '@excalidraw/excalidraw/index.css';
import type { OrderedExcalidrawElement } from '@excalidraw/excalidraw/element/types';
import type { AppState, BinaryFiles, ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import { useSnackbar } from '../../app/toasts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HistoryIcon from '@mui/icons-material/History';
import DownloadIcon from '@mui/icons-material/Download';
import { useMemberNames } from './DrawingList';
import { exportDrawing } from './drawingExport';
import { useDrawingsQuery } from './drawingsApi';
import { useDrawingsTranslation } from './drawingsTexts';
import { DrawingVersionsDialog } from './DrawingVersionsDialog';
import { useDrawingLive, type LiveState } from './useDrawingLive';
import { useDrawingThumbnail } from './useDrawingThumbnail';
import { EXCALIDRAW_ASSET_PATH } from '../../../shared/drawings/drawing.types';

// Excalidraw's fonts from our server (src/server/plugins/excalidrawAssets.ts), not its CDN.
(window as { EXCALIDRAW_ASSET_PATH?: string }).EXCALIDRAW_ASSET_PATH = EXCALIDRAW_ASSET_PATH;

/**
 * Readies Excalidraw before a drawing is opened (the list calls it when idle, issue 18 "Speed": a
 * 2,000-element drawing in < 1 s): an SVG of one text element sets up its font registry (hundreds of
 * FontFace objects, ~200 ms on these machines, on the first use of any font metric) and compiles
 * its scene code, which the first open would otherwise pay for. Fonts are not fetched.
 */
export function warmUpExcalidraw(): Promise<unknown> {
  const text = { type: 'text', id: 'warm-up', x: 0, y: 0, text: 'Aa', fontSize: 20, fontFamily: 5 };
  return exportToSvg({
    elements: [text] as never,
    appState: { exportBackground: false },
    files: null,
    skipInliningFonts: true,
  }).catch(() => undefined);
}

const STATE_COLOR: Record<LiveState, string> = {
  connecting: 'text.secondary',
  live: 'success.main',
  saving: 'text.secondary',
  offline: 'warning.main',
  error: 'error.main',
};

export function DrawingView({ projectId, drawingId }: { projectId: number; drawingId: number }) {
  const { t, i18n } = useDrawingsTranslation();
  const theme = useTheme();
  const { enqueueSnackbar } = useSnackbar();
  const { data: drawings } = useDrawingsQuery({ projectId });
  const drawing = drawings?.find((d) => d.id === drawingId);
  const name = drawing?.name ?? t('title');
  const memberName = useMemberNames(projectId);
  const live = useDrawingLive(drawingId, memberName);
  const apiRef = useRef<ExcalidrawImperativeAPI | null>(null);
  const canvasBox = useRef<HTMLDivElement | null>(null);
  const thumbnail = useDrawingThumbnail(projectId, drawingId, apiRef);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const { setApi, onChange: liveChange, onPointerUpdate } = live;

  const onApi = useCallback(
    (api: ExcalidrawImperativeAPI) => {
      apiRef.current = api;
      setApi(api);
    },
    [setApi],
  );
  const onChange = useCallback(
    (elements: readonly OrderedExcalidrawElement[], appState: AppState, files: BinaryFiles) => {
      if (canvasBox.current)
        canvasBox.current.dataset.elementCount = String(elements.filter((e) => !e.isDeleted).length);
      if (liveChange(elements, appState, files)) thumbnail.changed();
    },
    [liveChange, thumbnail],
  );
  const runExport = (format: 'png' | 'svg') => {
    if (!apiRef.current) return;
    exportDrawing(apiRef.current, format, name).catch(() => enqueueSnackbar(t('exportError'), { variant: 'error' }));
  };

  const back = `/cabinet/project/${projectId}/draw-list`;
  let canvas;
  if (live.state === 'error')
    canvas = (
      <Alert severity="error" sx={{ m: 2 }}>
        {live.error === 'NOT_FOUND' ? t('notFound') : t('openError')}
      </Alert>
    );
  else if (!live.scene)
    canvas = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4 }} role="status">
        <CircularProgress size={24} />
        <Typography color="text.secondary">{t('opening')}</Typography>
      </Box>
    );
  else
    canvas = (
      <Excalidraw
        initialData={{
          elements: live.scene.elements as never,
          appState: { ...live.scene.appState },
          scrollToContent: true,
        }}
        excalidrawAPI={onApi}
        onChange={onChange}
        onPointerUpdate={onPointerUpdate}
        isCollaborating
        theme={theme.palette.mode}
        langCode={i18n.language === 'ru' ? 'ru-RU' : 'en'}
        name={name}
        UIOptions={{ canvasActions: { loadScene: false, saveToActiveFile: false, export: false } }}
      />
    );

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      {/* Excalidraw's stylesheet as it is (no emotion parsing of ~100 KB of CSS); the chunk's own. */}
      <style>{excalidrawCss}</style>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1,
          py: 0.5,
          flexWrap: 'wrap',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <IconButton component={RouterLink} to={back} aria-label={t('back')}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography variant="body2" role="status" sx={{ color: STATE_COLOR[live.state], ml: 1 }}>
          {t(`state.${live.state}`)}
          {live.others > 0 && ` · ${t('editors', { count: live.others })}`}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button size="small" startIcon={<HistoryIcon />} onClick={() => setVersionsOpen(true)}>
          {t('versions')}
        </Button>
        <Button size="small" startIcon={<DownloadIcon />} onClick={() => runExport('png')} disabled={!live.scene}>
          {t('exportPng')}
        </Button>
        <Button size="small" startIcon={<DownloadIcon />} onClick={() => runExport('svg')} disabled={!live.scene}>
          {t('exportSvg')}
        </Button>
      </Box>
      {drawing === undefined && drawings && (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          {t('inTrash')}
        </Alert>
      )}
      <Box
        ref={canvasBox}
        data-drawing-state={live.state}
        aria-label={t('canvasLabel')}
        sx={{ flex: 1, minHeight: 320, position: 'relative' }}
      >
        <Box sx={{ position: 'absolute', inset: 0 }}>{canvas}</Box>
      </Box>
      {versionsOpen && <DrawingVersionsDialog drawingId={drawingId} onClose={() => setVersionsOpen(false)} />}
    </Box>
  );
}
