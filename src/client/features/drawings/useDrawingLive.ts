/**
 * Live co-editing of one drawing over the app's socket (issue 18 item 2; DRAWING_SOCKET_EVENTS):
 * joins `drawing:<id>` (again after every reconnect: the server's scene is reconciled with the
 * local one and local edits it lacks are sent), sends the elements changed here (by version,
 * throttled DRAWING_SEND_THROTTLE_MS), merges others' elements with Excalidraw's
 * `reconcileElements` and shows their pointers as Excalidraw collaborators. Images: new files of
 * the scene are uploaded, files the scene names but lacks are loaded (drawingFiles.ts).
 * `state` says in one word what the connection does (the view turns it into text).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { CaptureUpdateAction, reconcileElements } from '@excalidraw/excalidraw';
import type { OrderedExcalidrawElement } from '@excalidraw/excalidraw/element/types';
import type {
  AppState,
  BinaryFiles,
  Collaborator,
  ExcalidrawImperativeAPI,
  SocketId,
} from '@excalidraw/excalidraw/types';
import type { RemoteExcalidrawElement } from '@excalidraw/excalidraw/data/reconcile';
import {
  DRAWING_POINTER_THROTTLE_MS,
  DRAWING_SEND_THROTTLE_MS,
  DRAWING_SOCKET_EVENTS,
  type DrawingElement,
  type DrawingJoinAck,
  type DrawingPointer,
  type DrawingScene,
} from '../../../shared/drawings/drawing.types';
import { useAppSelector } from '../../app/hooks';
import { useConnectionService } from '../connection/ConnectionProvider';
import { selectConnection } from '../connection/connectionSlice';
import { useDrawingFiles } from './drawingFiles';
import { SentVersions, throttle } from './drawingSync';

export type LiveState = 'connecting' | 'live' | 'offline' | 'saving' | 'error';

export interface DrawingLive {
  /** The scene of the first join (Excalidraw's initial data); null until then. */
  scene: DrawingScene | null;
  state: LiveState;
  /** The join's error code (NOT_FOUND, FORBIDDEN…) when state is 'error'. */
  error: string | null;
  /** Other editors whose pointer was seen. */
  others: number;
  setApi(api: ExcalidrawImperativeAPI): void;
  /** Excalidraw's onChange; true when elements changed here (not by others) since the last send. */
  onChange(elements: readonly OrderedExcalidrawElement[], appState: AppState, files: BinaryFiles): boolean;
  onPointerUpdate(payload: {
    pointer: { x: number; y: number; tool: 'pointer' | 'laser' };
    button: 'down' | 'up';
  }): void;
}

type Pointer = Omit<DrawingPointer, 'drawingId'>;

/** The live session of `drawingId`; `nameOf` names collaborators by user id. */
export function useDrawingLive(drawingId: number, nameOf: (userId: number) => string | null): DrawingLive {
  const connection = useConnectionService();
  const { ready, reconnectCount } = useAppSelector(selectConnection);
  const [scene, setScene] = useState<DrawingScene | null>(null);
  const [state, setState] = useState<LiveState>('connecting');
  const [error, setError] = useState<string | null>(null);
  const [others, setOthers] = useState(0);
  const apiRef = useRef<ExcalidrawImperativeAPI | null>(null);
  const joined = useRef(false);
  const sent = useRef(new SentVersions());
  const latest = useRef<readonly DrawingElement[]>([]);
  const collaborators = useRef(new Map<SocketId, Collaborator>());
  const nameRef = useRef(nameOf);
  nameRef.current = nameOf;
  const files = useDrawingFiles(drawingId, apiRef);

  const showCollaborators = useCallback(() => {
    setOthers(collaborators.current.size);
    apiRef.current?.updateScene({ collaborators: new Map(collaborators.current) });
  }, []);

  const sender = useRef<ReturnType<typeof throttle> | null>(null);
  if (!sender.current)
    sender.current = throttle(() => {
      if (!joined.current) return;
      const changed = sent.current.changed(latest.current);
      if (changed.length === 0) return;
      sent.current.remember(changed);
      setState('saving');
      connection
        .emitWithAck(DRAWING_SOCKET_EVENTS.update, { drawingId, elements: changed })
        .then(() => setState((s) => (s === 'saving' ? 'live' : s)))
        .catch(() => {
          // Not delivered: forget what was sent, the re-join sends it again.
          sent.current.reset();
        });
    }, DRAWING_SEND_THROTTLE_MS);

  /** Merges remote elements into the scene (Excalidraw's rule) without an undo entry. */
  const applyRemote = useCallback(
    (elements: readonly DrawingElement[]) => {
      sent.current.remember(elements);
      const api = apiRef.current;
      if (!api) return;
      const merged = reconcileElements(
        api.getSceneElementsIncludingDeleted(),
        elements as unknown as RemoteExcalidrawElement[],
        api.getAppState(),
      );
      api.updateScene({ elements: merged, captureUpdate: CaptureUpdateAction.NEVER });
      files.loadMissing(merged as unknown as DrawingElement[]);
    },
    [files],
  );

  // Join (and re-join after a reconnect); leave on unmount.
  useEffect(() => {
    if (!ready) {
      joined.current = false;
      setState((s) => (s === 'error' ? s : scene ? 'offline' : 'connecting'));
      return;
    }
    let cancelled = false;
    connection
      .emitWithAck(DRAWING_SOCKET_EVENTS.join, { drawingId })
      .then((answer) => {
        if (cancelled) return;
        const ack = answer as DrawingJoinAck;
        if (!ack.ok) {
          setError(ack.error);
          setState('error');
          return;
        }
        sent.current.reset(ack.scene.elements);
        joined.current = true;
        setState('live');
        if (apiRef.current) {
          applyRemote(ack.scene.elements);
          sender.current?.request();
        } else setScene((current) => current ?? ack.scene);
      })
      .catch(() => {
        if (!cancelled) setState('offline');
      });
    return () => {
      cancelled = true;
      if (joined.current) {
        sender.current?.flush();
        void connection.emitWithAck(DRAWING_SOCKET_EVENTS.leave, { drawingId }, 5_000).catch(() => undefined);
      }
      joined.current = false;
    };
    // `scene` is read only to word the offline state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [connection, drawingId, ready, reconnectCount, applyRemote]);

  // Others' elements and pointers.
  useEffect(() => {
    const offUpdate = connection.on(DRAWING_SOCKET_EVENTS.update, (payload: unknown) => {
      const update = payload as { drawingId: number; elements: DrawingElement[] };
      if (update.drawingId === drawingId) applyRemote(update.elements);
    });
    const offPointer = connection.on(DRAWING_SOCKET_EVENTS.pointer, (payload: unknown) => {
      const p = payload as DrawingPointer;
      if (p.drawingId !== drawingId) return;
      const socketId = p.socketId as SocketId;
      collaborators.current.set(socketId, {
        pointer: { ...p.pointer, tool: p.pointer.tool ?? 'pointer' },
        button: p.button,
        selectedElementIds: p.selectedElementIds,
        username: nameRef.current(p.userId),
        id: String(p.userId),
        socketId,
      });
      showCollaborators();
    });
    const offLeft = connection.on(DRAWING_SOCKET_EVENTS.left, (payload: unknown) => {
      const p = payload as Pick<Pointer, 'socketId'> & { drawingId: number };
      if (p.drawingId === drawingId && collaborators.current.delete(p.socketId as SocketId)) showCollaborators();
    });
    return () => {
      offUpdate();
      offPointer();
      offLeft();
    };
  }, [connection, drawingId, applyRemote, showCollaborators]);

  useEffect(() => () => sender.current?.cancel(), []);

  const pointerSender = useRef<{ last: Record<string, unknown> | null; throttle: ReturnType<typeof throttle> } | null>(
    null,
  );
  if (!pointerSender.current) {
    const holder: { last: Record<string, unknown> | null; throttle: ReturnType<typeof throttle> } = {
      last: null,
      throttle: throttle(() => {
        if (joined.current && holder.last)
          void connection.emitWithAck(DRAWING_SOCKET_EVENTS.pointer, holder.last, 5_000).catch(() => undefined);
      }, DRAWING_POINTER_THROTTLE_MS),
    };
    pointerSender.current = holder;
  }

  return {
    scene,
    state,
    error,
    others,
    setApi: useCallback(
      (api: ExcalidrawImperativeAPI) => {
        apiRef.current = api;
        files.loadMissing(api.getSceneElementsIncludingDeleted() as unknown as DrawingElement[]);
      },
      [files],
    ),
    onChange: useCallback(
      (elements: readonly OrderedExcalidrawElement[], _appState: AppState, sceneFiles: BinaryFiles) => {
        latest.current = elements as unknown as DrawingElement[];
        files.uploadNew(sceneFiles);
        if (sent.current.changed(latest.current).length === 0) return false;
        sender.current?.request();
        return true;
      },
      [files],
    ),
    onPointerUpdate: useCallback(
      (payload: { pointer: { x: number; y: number; tool: 'pointer' | 'laser' }; button: 'down' | 'up' }) => {
        const holder = pointerSender.current;
        if (!holder) return;
        const selected = apiRef.current?.getAppState().selectedElementIds ?? {};
        holder.last = {
          drawingId,
          pointer: payload.pointer,
          button: payload.button,
          selectedElementIds: Object.fromEntries(Object.keys(selected).map((id) => [id, true])),
        };
        holder.throttle.request();
      },
      [drawingId],
    ),
  };
}
