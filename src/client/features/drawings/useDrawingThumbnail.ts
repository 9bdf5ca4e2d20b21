/**
 * Keeps the list's thumbnail of the open drawing fresh (issue 18 item 2): after the scene changed,
 * once it has been quiet for THUMBNAIL_QUIET_MS, and when the view closes, the SVG export
 * (drawingExport.ts `thumbnailOf`) is sent with PUT /draw/drawings/{id}/thumbnail. Failures are
 * silent: the thumbnail is a preview only.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import { useAppDispatch } from '../../app/hooks';
import { thumbnailOf } from './drawingExport';
import { drawingsApi } from './drawingsApi';

/** Quiet time before a thumbnail is taken (ms). */
export const THUMBNAIL_QUIET_MS = 4_000;

/** `changed()` after each local change; the hook takes and sends the thumbnail. */
export function useDrawingThumbnail(
  projectId: number,
  drawingId: number,
  apiRef: { current: ExcalidrawImperativeAPI | null },
) {
  const dispatch = useAppDispatch();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const dirty = useRef(false);

  const send = useMemo(
    () => () => {
      const api = apiRef.current;
      if (!api || !dirty.current) return;
      dirty.current = false;
      void thumbnailOf(api)
        .then((svg) => {
          if (svg) void dispatch(drawingsApi.endpoints.saveThumbnail.initiate({ projectId, drawingId, svg }));
        })
        .catch(() => undefined);
    },
    [apiRef, dispatch, drawingId, projectId],
  );

  // A layout cleanup runs before Excalidraw's own unmount empties its scene (a passive one after).
  useLayoutEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      send();
    },
    [send],
  );

  return useMemo(
    () => ({
      changed() {
        dirty.current = true;
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(send, THUMBNAIL_QUIET_MS);
      },
    }),
    [send],
  );
}
