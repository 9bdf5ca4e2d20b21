/**
 * The images of a drawing's scene (issue 18 item 2): files Excalidraw holds that the server lacks
 * are uploaded once (POST /draw/drawings/{id}/files), files image elements name that Excalidraw
 * lacks are loaded once (GET …/files?ids=) and added with `addFiles`. The scene itself carries only
 * file ids. Upload failures are reported as a toast and tried again on the next change.
 */
import { useMemo, useRef, type RefObject } from 'react';
import { useSnackbar } from '../../app/toasts';
import type { BinaryFileData, BinaryFiles, ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import type { DrawingElement, DrawingFile } from '../../../shared/drawings/drawing.types';
import { useAppDispatch } from '../../app/hooks';
import { messageOf } from '../company/workspaceUi';
import { drawingsApi } from './drawingsApi';
import { useDrawingsTranslation } from './drawingsTexts';
import { missingFileIds } from './drawingSync';

export interface DrawingFilesSync {
  uploadNew(files: BinaryFiles): void;
  loadMissing(elements: readonly DrawingElement[]): void;
}

/** The files sync of one drawing; `apiRef` is Excalidraw's API once it is ready. */
export function useDrawingFiles(
  drawingId: number,
  apiRef: RefObject<ExcalidrawImperativeAPI | null>,
): DrawingFilesSync {
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useDrawingsTranslation();
  /** Ids the server has (or is being sent / asked for). */
  const known = useRef(new Set<string>());
  const tRef = useRef(t);
  tRef.current = t;

  return useMemo<DrawingFilesSync>(
    () => ({
      uploadNew(files) {
        for (const file of Object.values(files)) {
          if (known.current.has(file.id)) continue;
          known.current.add(file.id);
          const body: DrawingFile = {
            id: file.id,
            mimeType: file.mimeType,
            dataURL: file.dataURL,
            created: file.created,
          };
          dispatch(drawingsApi.endpoints.uploadDrawingFile.initiate({ drawingId, file: body }))
            .unwrap()
            .catch((error: unknown) => {
              known.current.delete(file.id);
              enqueueSnackbar(tRef.current('imageError', { message: messageOf(error, '') }), { variant: 'error' });
            });
        }
      },
      loadMissing(elements) {
        const ids = missingFileIds(elements, known.current);
        if (ids.length === 0) return;
        ids.forEach((id) => known.current.add(id));
        dispatch(drawingsApi.endpoints.drawingFiles.initiate({ drawingId, ids }, { subscribe: false }))
          .unwrap()
          .then((loaded) => apiRef.current?.addFiles(loaded as unknown as BinaryFileData[]))
          .catch(() => ids.forEach((id) => known.current.delete(id)));
      },
    }),
    [apiRef, dispatch, drawingId, enqueueSnackbar],
  );
}
