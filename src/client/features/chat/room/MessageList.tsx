/**
 * A room's messages, virtualised with react-virtuoso (issue 16 item 2 "a virtualised message list
 * that stays anchored at the bottom and loads older pages on scroll up"):
 * - opens at the bottom (or centred on `focusId`), follows new messages while the reader is at the
 *   bottom (`followOutput`), otherwise shows "N new messages ↓" (messages of others since the reader
 *   was last at the bottom) that jumps to the newest;
 * - reaching the top loads the previous page (`onStartReached`); `firstItemIndex` drops by the number
 *   of prepended rows so the view does not jump; reaching the end loads the next page when the
 *   history was opened around a message (`onEndReached`);
 * - day separators (Today / Yesterday / the date in the user's language) and the "New messages"
 *   divider are drawn above their rows (messageRows.ts);
 * - `onAtBottom(atBottom)` tells the view whether the newest message is visible (read marks).
 * `handleRef` receives `scrollToMessage(id)` (false when not loaded) and `scrollToBottom()`.
 */
import { useCallback, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { isToday, isYesterday } from 'date-fns';
import { formatDate } from '../../../app/dateFormat';
import { useChatRoomTranslation } from './chatRoomTexts';
import { MessageItem } from './MessageItem';
import { newMessagesCount, rowKey, type MessageRow } from './messageRows';

/** The index of the first row when the list opens: high enough for many pages to be prepended. */
export const FIRST_ITEM_INDEX = 1_000_000;

export interface MessageListHandle {
  scrollToMessage(id: number): boolean;
  scrollToBottom(): void;
}

export interface MessageListProps {
  rows: MessageRow[];
  myId: number | null;
  /** Centre the list on this message when it opens (else the bottom). */
  focusId?: number;
  highlightedId?: number | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onStartReached: () => void;
  hasNewer: boolean;
  onEndReached: () => void;
  /** The newest messages are not loaded (opened around a message): the jump button loads them. */
  onJumpLatest: () => void;
  onAtBottom: (atBottom: boolean) => void;
  handleRef?: Ref<MessageListHandle>;
}

function DayLabel({ iso }: { iso: string }) {
  const { t, i18n } = useChatRoomTranslation();
  const at = new Date(iso);
  const label = isToday(at)
    ? t('list.today')
    : isYesterday(at)
      ? t('list.yesterday')
      : formatDate(iso, 'day', i18n.language);
  return (
    <Divider role="separator" aria-label={label} sx={{ my: 1, typography: 'caption', color: 'text.secondary' }}>
      {label}
    </Divider>
  );
}

/** Above the first row while an older page loads (virtuoso `Header`, fed by the list's context). */
function OlderPagesLoading({ context }: { context?: { loadingOlder: boolean } }) {
  const { t } = useChatRoomTranslation();
  if (!context?.loadingOlder) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }} role="status" aria-label={t('list.loadingOlder')}>
      <CircularProgress size={20} />
    </Box>
  );
}
const LIST_COMPONENTS = { Header: OlderPagesLoading };

/** The virtualised list of a room's rows. */
export function MessageList(props: MessageListProps) {
  const { rows, myId, focusId, highlightedId, hasOlder, loadingOlder, hasNewer, handleRef } = props;
  const { t } = useChatRoomTranslation();
  const virtuoso = useRef<VirtuosoHandle>(null);

  // firstItemIndex: lowered by the number of rows that appeared above the previous first row.
  const firstKey = rows.length ? rowKey(rows[0]) : null;
  const [anchor, setAnchor] = useState({ key: firstKey, index: FIRST_ITEM_INDEX });
  let firstItemIndex = anchor.index;
  if (firstKey !== anchor.key) {
    const shift = rows.findIndex((row) => rowKey(row) === anchor.key);
    firstItemIndex = shift > 0 ? anchor.index - shift : anchor.index;
    setAnchor({ key: firstKey, index: firstItemIndex });
  }

  // New messages of others since the reader was last at the bottom.
  const [atBottom, setAtBottom] = useState(true);
  const newestId = rows.reduce((max, row) => (row.message.pending ? max : Math.max(max, row.message.id)), 0);
  const [seenId, setSeenId] = useState(newestId);
  if (atBottom && !hasNewer && seenId !== newestId) setSeenId(newestId);
  const newCount = newMessagesCount(rows, seenId, myId);

  const scrollToBottom = useCallback(() => {
    if (rows.length) virtuoso.current?.scrollToIndex({ index: rows.length - 1, align: 'end', behavior: 'auto' });
  }, [rows.length]);
  useImperativeHandle(
    handleRef,
    () => ({
      scrollToMessage: (id: number) => {
        const index = rows.findIndex((row) => row.message.id === id);
        if (index < 0) return false;
        virtuoso.current?.scrollToIndex({ index, align: 'center', behavior: 'auto' });
        return true;
      },
      scrollToBottom,
    }),
    [rows, scrollToBottom],
  );

  const { onAtBottom, onStartReached, onEndReached, onJumpLatest } = props;
  const bottomChanged = useCallback(
    (value: boolean) => {
      setAtBottom(value);
      onAtBottom(value);
    },
    [onAtBottom],
  );
  const focusIndex = focusId === undefined ? -1 : rows.findIndex((row) => row.message.id === focusId);

  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
      <Virtuoso
        ref={virtuoso}
        aria-label={t('list.label')}
        style={{ height: '100%' }}
        data={rows}
        firstItemIndex={firstItemIndex}
        initialTopMostItemIndex={
          focusIndex >= 0
            ? { index: focusIndex, align: 'center' }
            : { index: Math.max(0, rows.length - 1), align: 'end' }
        }
        computeItemKey={(_index, row) => rowKey(row)}
        followOutput={(bottom) => (bottom && !hasNewer ? 'auto' : false)}
        atBottomThreshold={48}
        atBottomStateChange={bottomChanged}
        startReached={() => {
          if (hasOlder && !loadingOlder) onStartReached();
        }}
        endReached={() => {
          if (hasNewer) onEndReached();
        }}
        context={{ loadingOlder }}
        components={LIST_COMPONENTS}
        itemContent={(_index, row) => (
          <Box data-row-id={row.message.id}>
            {row.day && <DayLabel iso={row.day} />}
            {row.unread && (
              <Divider
                role="separator"
                aria-label={t('list.unread')}
                sx={{
                  my: 0.5,
                  color: 'error.main',
                  typography: 'caption',
                  '&::before, &::after': { borderColor: 'error.main' },
                }}
              >
                {t('list.unread')}
              </Divider>
            )}
            <MessageItem message={row.message} header={row.header} highlighted={row.message.id === highlightedId} />
          </Box>
        )}
      />
      {(newCount > 0 || hasNewer) && !atBottom && (
        <Button
          variant="contained"
          size="small"
          onClick={() => (hasNewer ? onJumpLatest() : scrollToBottom())}
          sx={{ position: 'absolute', bottom: 8, left: '50%', transform: 'translateX(-50%)', borderRadius: 4 }}
        >
          {newCount > 0 ? t('list.jump', { count: newCount }) : t('list.jumpLatest')}
        </Button>
      )}
      {rows.length === 0 && (
        <Typography
          color="text.secondary"
          sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        >
          {t('list.empty')}
        </Typography>
      )}
    </Box>
  );
}
