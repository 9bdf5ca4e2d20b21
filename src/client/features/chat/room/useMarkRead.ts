/**
 * Marks a room read up to its newest shown message (issue 16 "per member lastReadMessageId"):
 * while the bottom of the list is visible and the tab is visible and focused, PUT
 * /chat/rooms/{roomId}/read {messageId} is sent READ_DEBOUNCE_MS after the last change, once per
 * newer message id (never below the read mark the room came with). Failures are only logged: the
 * next message or focus tries again.
 */
import { useEffect, useRef, useState } from 'react';
import { useMarkRoomReadMutation } from './chatMessagesApi';

export const READ_DEBOUNCE_MS = 500;

const tabActive = () =>
  typeof document === 'undefined' || (document.visibilityState === 'visible' && document.hasFocus());

export function useMarkRead(roomId: number, newestId: number, atBottom: boolean, readMark: number): void {
  const [markRead] = useMarkRoomReadMutation();
  const sent = useRef(readMark);
  const [focused, setFocused] = useState(tabActive);
  useEffect(() => {
    const update = () => setFocused(tabActive());
    window.addEventListener('focus', update);
    window.addEventListener('blur', update);
    document.addEventListener('visibilitychange', update);
    return () => {
      window.removeEventListener('focus', update);
      window.removeEventListener('blur', update);
      document.removeEventListener('visibilitychange', update);
    };
  }, []);
  useEffect(() => {
    sent.current = Math.max(sent.current, readMark);
  }, [readMark]);
  useEffect(() => {
    if (!atBottom || !focused || newestId <= sent.current) return;
    const timer = setTimeout(() => {
      if (newestId <= sent.current) return;
      sent.current = newestId;
      markRead({ roomId, messageId: newestId })
        .unwrap()
        .catch((error: unknown) => console.warn('chat read mark failed', error));
    }, READ_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [atBottom, focused, newestId, roomId, markRead]);
}
