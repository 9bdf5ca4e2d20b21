/**
 * The panel's view of its room lists' load (issue 16 item 2: loading and error states in words):
 * 'loading' until GET /chat/company/{companyId}/rooms answered, 'error' when it failed (with
 * `retry`), 'ready' once the slice holds the company's lists. Loads through chatListeners.ts's
 * `loadChatRooms`, which runs one call at a time per company.
 */
import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loadChatRooms } from './chatLive';

export type RoomsLoadStatus = 'none' | 'loading' | 'error' | 'ready';

export function useRoomsLoad(): { status: RoomsLoadStatus; retry: () => void } {
  const dispatch = useAppDispatch();
  const companyId = useAppSelector((state) => state.chatWindow.companyId);
  const loaded = useAppSelector((state) => state.chatWindow.roomsLoaded);
  const [failedFor, setFailedFor] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (companyId === null || loaded) return;
    let live = true;
    void dispatch(loadChatRooms(companyId)).then((ok) => {
      if (live && !ok) setFailedFor(companyId);
    });
    return () => {
      live = false;
    };
  }, [companyId, loaded, attempt, dispatch]);
  const retry = useCallback(() => {
    setFailedFor(null);
    setAttempt((n) => n + 1);
  }, []);
  const status: RoomsLoadStatus =
    companyId === null ? 'none' : loaded ? 'ready' : failedFor === companyId ? 'error' : 'loading';
  return { status, retry };
}
