/**
 * "Anna is typing…" under a room's messages (issue 16 item 2 "typing line"; spec/shell.md §3
 * writing users): one, two, or the first two and a count of the others, from
 * `selectWritingUsers(roomId)`. While anyone shows, a 1 s timer dispatches `typingExpired` so
 * writers disappear 6 s after their last signal (TYPING_EXPIRY_MS).
 */
import { useEffect } from 'react';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectWritingUsers, typingExpired, type WritingUser } from '../chatWindowSlice';
import { useChatRoomTranslation } from './chatRoomTexts';

/** How often the shown writers are checked for expiry (ms). */
export const TYPING_TICK_MS = 1_000;

/** The line's text for `writers` ('' for none). */
export function typingText(t: TFunction, writers: WritingUser[]): string {
  const [first, second] = writers.map((writer) => writer.name);
  if (writers.length === 0) return '';
  if (writers.length === 1) return t('typing.one', { name: first });
  if (writers.length === 2) return t('typing.two', { first, second });
  return t('typing.more', { first, second, count: writers.length - 2 });
}

export function TypingLine({ roomId }: { roomId: number }) {
  const { t } = useChatRoomTranslation();
  const dispatch = useAppDispatch();
  const writers = useAppSelector((state) => selectWritingUsers(state, roomId));
  const anyone = writers.length > 0;
  useEffect(() => {
    if (!anyone) return;
    const timer = setInterval(() => dispatch(typingExpired()), TYPING_TICK_MS);
    return () => clearInterval(timer);
  }, [anyone, dispatch]);
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      role="status"
      aria-live="polite"
      sx={{ display: 'block', px: 2, minHeight: 20, fontStyle: 'italic' }}
      noWrap
    >
      {typingText(t as TFunction, writers)}
    </Typography>
  );
}
