/**
 * The open room's pane below the panel's room header (issue 16 item 2; spec/shell.md §3 Chat room):
 * the virtualised history (MessageList), who is typing (TypingLine), the composer, and a thread's
 * replies at the side. It joins `room:<id>` while shown (useRoomLive.ts), marks the room read while
 * its newest message is visible (useMarkRead.ts), captures the read mark when the room opens for
 * the "New messages" divider, and with `focusMessageId` opens the history around that message and
 * highlights it (a search hit). The room's texts travel with this chunk (chatRoomTexts.ts).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ChatRoom } from '../../../../shared/chat/chat.types';
import { apiErrorOf } from '../../../api/baseQuery';
import { useGetRoomMembersQuery, useGetRoomMessagesInfiniteQuery } from './chatMessagesApi';
import { useChatRoomTranslation } from './chatRoomTexts';
import { Composer } from './Composer';
import { DeleteMessageDialog } from './DeleteMessageDialog';
import { flattenHistory, type ShownMessage } from './messageCache';
import { MessageList, type MessageListHandle } from './MessageList';
import { messageRows } from './messageRows';
import { RoomActionsContext, type RoomActions } from './roomContext';
import { ThreadPane } from './ThreadPane';
import { TypingLine } from './TypingLine';
import { useMarkRead } from './useMarkRead';
import { useRoomLive } from './useRoomLive';
import { previewOf, useRoomWrites } from './useRoomWrites';

/** How long a shown message (search hit, quote) stays highlighted once loaded, ms. */
const HIGHLIGHT_MS = 4_000;

export interface ChatRoomViewProps {
  room: ChatRoom;
  /** Open the history around this message and highlight it (a search hit). */
  focusMessageId?: number;
}

/** The room's pane; a different room starts afresh (its own read mark, drafts and scroll). */
export function ChatRoomView({ room, focusMessageId }: ChatRoomViewProps) {
  return <RoomPane key={room.id} room={room} focusMessageId={focusMessageId} />;
}

function RoomPane({ room, focusMessageId }: ChatRoomViewProps) {
  const { t } = useChatRoomTranslation();
  const writes = useRoomWrites(room.id);
  const { myId } = writes;
  const list = useRef<MessageListHandle>(null);

  // Which part of the history is held: the latest, or around a message.
  const [around, setAround] = useState(focusMessageId);
  const [highlighted, setHighlighted] = useState<number | null>(focusMessageId ?? null);
  const [focusProp, setFocusProp] = useState(focusMessageId);
  if (focusProp !== focusMessageId) {
    setFocusProp(focusMessageId);
    setAround(focusMessageId);
    setHighlighted(focusMessageId ?? null);
  }
  const highlight = useCallback((id: number) => setHighlighted(id), []);

  const history = useGetRoomMessagesInfiniteQuery({ roomId: room.id, around });
  // currentData: while another part of the history loads (a quote, a hit), the old one is not shown.
  const { currentData: data, refetch, fetchPreviousPage, fetchNextPage, hasPreviousPage, hasNextPage } = history;
  const messages = useMemo(() => flattenHistory(data), [data]);
  const [readMark] = useState(() => (room.isMember && room.unreadCount > 0 ? room.lastReadMessageId : null));
  const rows = useMemo(() => messageRows(messages, readMark, myId), [messages, readMark, myId]);
  // The highlight fades HIGHLIGHT_MS after the message is shown.
  const highlightShown = highlighted !== null && messages.some((message) => message.id === highlighted);
  useEffect(() => {
    if (!highlightShown) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlightShown, highlighted]);
  // The read mark follows others' messages (one's own never count as unread: no call per message sent).
  const newestId = messages.reduce(
    (max, message) => (message.pending || message.author?.id === myId ? max : Math.max(max, message.id)),
    0,
  );

  const canSeeMembers = room.isMember || room.type === 'public';
  const { data: members = [] } = useGetRoomMembersQuery(room.id, { skip: !canSeeMembers });
  const memberNames = useMemo(() => new Map(members.map((member) => [member.id, member.name])), [members]);

  useRoomLive(room.id, refetch);
  const [atBottom, setAtBottom] = useState(true);
  useMarkRead(room.id, room.isMember ? newestId : 0, atBottom && !hasNextPage, room.lastReadMessageId);

  const [replyTo, setReplyTo] = useState<ShownMessage | null>(null);
  const [editing, setEditing] = useState<ShownMessage | null>(null);
  const [thread, setThread] = useState<ShownMessage | null>(null);
  const [deleting, setDeleting] = useState<ShownMessage | null>(null);
  const writable = room.isMember && !room.archived;

  const show = useCallback(
    (id: number) => {
      if (!list.current?.scrollToMessage(id)) setAround(id);
      highlight(id);
    },
    [highlight],
  );

  const actions = useMemo<RoomActions>(
    () => ({
      myId,
      role: room.role,
      writable,
      memberNames,
      reply: (message) => {
        setEditing(null);
        setReplyTo(message);
      },
      edit: (message) => {
        setReplyTo(null);
        setEditing(message);
      },
      remove: setDeleting,
      react: writes.react,
      retry: writes.retry,
      discard: writes.discard,
      show,
      openThread: setThread,
    }),
    [myId, room.role, writable, memberNames, writes.react, writes.retry, writes.discard, show],
  );

  const send = (text: string) => {
    writes.send(text, replyTo ? previewOf(replyTo) : null);
    setReplyTo(null);
    if (hasNextPage) setAround(undefined);
    else requestAnimationFrame(() => list.current?.scrollToBottom());
  };
  const editLast = () => {
    const last = [...messages]
      .reverse()
      .find((message) => message.author?.id === myId && !message.deletedAt && !message.pending);
    if (last) setEditing(last);
  };
  const thisThread = thread && (messages.find((message) => message.id === thread.id) ?? thread);

  let body;
  if (!data && !history.isError)
    body = (
      <Box
        role="status"
        aria-label={t('list.loading')}
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <CircularProgress size={28} />
      </Box>
    );
  else if (history.isError && !data) {
    const reason = apiErrorOf(history.error)?.message;
    body = (
      <Box
        role="alert"
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          p: 2,
        }}
      >
        <Typography color="error" sx={{ textAlign: 'center' }}>
          {reason ? t('list.error', { error: reason }) : t('list.errorNoReason')}
        </Typography>
        <Button variant="outlined" size="small" onClick={() => refetch()}>
          {t('list.retry')}
        </Button>
      </Box>
    );
  } else
    body = (
      <MessageList
        key={around ?? 'latest'}
        handleRef={list}
        rows={rows}
        myId={myId}
        focusId={around}
        highlightedId={highlighted}
        hasOlder={Boolean(hasPreviousPage)}
        loadingOlder={history.isFetchingPreviousPage}
        onStartReached={() => void fetchPreviousPage()}
        hasNewer={Boolean(hasNextPage)}
        onEndReached={() => void fetchNextPage()}
        onJumpLatest={() => setAround(undefined)}
        onAtBottom={setAtBottom}
      />
    );

  return (
    <RoomActionsContext.Provider value={actions}>
      <Box sx={{ display: 'flex', height: '100%', minHeight: 0, bgcolor: 'background.paper', color: 'text.primary' }}>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {body}
          <TypingLine roomId={room.id} />
          <Composer
            roomId={room.id}
            myId={myId}
            members={members}
            replyTo={replyTo}
            editing={editing}
            disabledReason={room.archived ? t('composer.archived') : !room.isMember ? t('composer.joinToWrite') : null}
            onSend={send}
            onSaveEdit={(message, text) => {
              writes.saveEdit(message, text);
              setEditing(null);
            }}
            onCancel={() => {
              setEditing(null);
              setReplyTo(null);
            }}
            onEditLast={editLast}
          />
        </Box>
        {thisThread && <ThreadPane root={thisThread} onClose={() => setThread(null)} />}
      </Box>
      <DeleteMessageDialog
        message={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(message) => {
          setDeleting(null);
          writes.remove(message);
        }}
      />
    </RoomActionsContext.Provider>
  );
}
