/**
 * Live updates of the drawing lists (issue 18 item 2): the `drawing:*` list events of the company
 * room (DRAWING_EVENTS) refresh the cached lists of the drawing's project (the list and the trash).
 */
import { useEffect } from 'react';
import { DRAWING_EVENTS, type Drawing } from '../../../shared/drawings/drawing.types';
import { useAppDispatch } from '../../app/hooks';
import { useConnectionService } from '../connection/ConnectionProvider';
import { drawingsApi } from './drawingsApi';

const EVENTS = Object.values(DRAWING_EVENTS);

/** Subscribes while mounted; `projectId` null: nothing. */
export function useDrawingListEvents(projectId: number | null): void {
  const connection = useConnectionService();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (projectId === null) return;
    const offs = EVENTS.map((event) =>
      connection.on(event, (payload: unknown) => {
        const { drawing, projectId: purgedFrom } = payload as { drawing?: Drawing; projectId?: number };
        if ((drawing?.projectId ?? purgedFrom) !== projectId) return;
        dispatch(drawingsApi.util.invalidateTags([{ type: 'Drawing', id: `project-${projectId}` }]));
      }),
    );
    return () => offs.forEach((off) => off());
  }, [connection, dispatch, projectId]);
}
