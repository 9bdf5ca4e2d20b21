/**
 * The chat panel (issue 16 item 2; spec/shell.md §2 "Chat panel: can be open or closed, moved and
 * resized", §3 Chat window state, §9 default width 600): a floating window (react-rnd) moved by its
 * header and resized by its edges and corner, kept inside the viewport; the position and size go
 * through `chatMoved` / `chatResized` (stored as localStorage chatPosition / chatSize by the
 * slice's listeners). Height defaults to 70 % of the viewport while unset. Escape or the close
 * button closes it. Left column: ChatRoomList; right column: the selected room's RoomHeader and
 * `<ChatRoomView room>`. Below NARROW_PX wide it shows one column at a time (a back arrow returns
 * to the list). A lazy chunk ("ChatPanel"), mounted by ChatLauncher only while open.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Rnd } from 'react-rnd';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { DEFAULT_CHAT_WIDTH, type ChatSearchHit } from '../../../shared/chat/chat.types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useChatTranslation } from './chatTexts';
import { refetchRoom } from './chatRoomsApi';
import { ChatRoomList } from './ChatRoomList';
import { chatClosed, chatMoved, chatResized, roomSelected, selectChatWindow } from './chatWindowSlice';
import { CreateRoomDialog } from './CreateRoomDialog';
import { RoomHeader } from './RoomHeader';
import { ChatRoomView } from './room/ChatRoomView';
import { ChatSearch } from './room/ChatSearch';
import { useRoomsLoad } from './useRoomsLoad';

/** Below this width (px) the two columns become one at a time. */
export const NARROW_PX = 520;
export const MIN_WIDTH = 320;
export const MIN_HEIGHT = 320;
/** Default height: this share of the viewport. */
const DEFAULT_HEIGHT_SHARE = 0.7;
/** Default distance from the viewport's right edge and top (px). */
const DEFAULT_MARGIN = 16;
const DEFAULT_TOP = 72;
const LIST_WIDTH = 220;

function useViewport(): { width: number; height: number } {
  const read = () => ({ width: window.innerWidth, height: window.innerHeight });
  const [viewport, setViewport] = useState(read);
  useEffect(() => {
    const onResize = () => setViewport(read());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return viewport;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/** The window's box inside the viewport from the stored position and size. */
export function panelBox(
  position: { left: number; top: number } | null,
  size: { width: number; height?: number },
  viewport: { width: number; height: number },
) {
  const width = clamp(size.width || DEFAULT_CHAT_WIDTH, Math.min(MIN_WIDTH, viewport.width), viewport.width);
  const height = clamp(
    size.height ?? Math.round(viewport.height * DEFAULT_HEIGHT_SHARE),
    Math.min(MIN_HEIGHT, viewport.height),
    viewport.height,
  );
  const left = clamp(position?.left ?? viewport.width - width - DEFAULT_MARGIN, 0, viewport.width - width);
  const top = clamp(position?.top ?? DEFAULT_TOP, 0, viewport.height - height);
  return { left, top, width, height };
}

export function ChatPanel() {
  const { t } = useChatTranslation();
  const dispatch = useAppDispatch();
  const { position, size, selectedRoom, companyId } = useAppSelector(selectChatWindow);
  const viewport = useViewport();
  const box = panelBox(position, size, viewport);
  const narrow = box.width < NARROW_PX;
  const { status, retry } = useRoomsLoad();
  const [creating, setCreating] = useState(false);
  // Search replaces the room column; a hit opens its room around the message.
  const [searching, setSearching] = useState(false);
  const [focus, setFocus] = useState<{ roomId: number; messageId: number } | null>(null);
  const openHit = async (hit: ChatSearchHit) => {
    const room = await dispatch(refetchRoom(hit.roomId));
    if (!room) return;
    setFocus({ roomId: room.id, messageId: hit.message.id });
    dispatch(roomSelected(room));
    setSearching(false);
  };
  // Focus moves into the window when it opens, so Escape closes it at once.
  const windowRef = useRef<HTMLDivElement>(null);
  useEffect(() => windowRef.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.stopPropagation();
      dispatch(chatClosed());
    }
  };
  const showList = !searching && (!narrow || !selectedRoom);
  const showRoom = searching || !narrow || Boolean(selectedRoom);

  return (
    <Rnd
      size={{ width: box.width, height: box.height }}
      position={{ x: box.left, y: box.top }}
      minWidth={Math.min(MIN_WIDTH, viewport.width)}
      minHeight={Math.min(MIN_HEIGHT, viewport.height)}
      bounds="window"
      dragHandleClassName="chat-drag-handle"
      cancel=".chat-no-drag"
      style={{ position: 'fixed', zIndex: 1250 }}
      onDragStop={(_event, data) => {
        const next = panelBox({ left: data.x, top: data.y }, size, viewport);
        dispatch(chatMoved({ left: next.left, top: next.top }));
      }}
      onResizeStop={(_event, _direction, element, _delta, where) => {
        dispatch(chatResized({ width: element.offsetWidth, height: element.offsetHeight }));
        dispatch(chatMoved({ left: Math.max(0, where.x), top: Math.max(0, where.y) }));
      }}
    >
      <Paper
        elevation={8}
        ref={windowRef}
        tabIndex={-1}
        role="dialog"
        aria-label={t('panel.title')}
        onKeyDown={onKeyDown}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
          borderRadius: 2,
          outline: 'none',
        }}
      >
        <Box
          className="chat-drag-handle"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            py: 0.5,
            cursor: 'move',
            bgcolor: 'action.hover',
            borderBottom: 1,
            borderColor: 'divider',
            userSelect: 'none',
          }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 700 }}>
            {t('panel.title')}
          </Typography>
          {companyId !== null && (
            <IconButton
              className="chat-no-drag"
              size="small"
              aria-label={searching ? t('panel.closeSearch') : t('panel.search')}
              aria-pressed={searching}
              onClick={() => setSearching((value) => !value)}
            >
              <SearchOutlined fontSize="small" />
            </IconButton>
          )}
          <IconButton
            className="chat-no-drag"
            size="small"
            aria-label={t('panel.close')}
            onClick={() => dispatch(chatClosed())}
          >
            <Close fontSize="small" />
          </IconButton>
        </Box>
        <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
          {showList && (
            <Box
              sx={{
                width: narrow ? '100%' : LIST_WIDTH,
                flexShrink: 0,
                borderRight: narrow ? 0 : 1,
                borderColor: 'divider',
                minHeight: 0,
              }}
            >
              <ChatRoomList status={status} onRetry={retry} onCreate={() => setCreating(true)} />
            </Box>
          )}
          {showRoom && (
            <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
              {searching && companyId !== null ? (
                <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
                  <ChatSearch companyId={companyId} onOpenHit={(hit) => void openHit(hit)} autoFocus />
                </Box>
              ) : selectedRoom ? (
                <>
                  <RoomHeader room={selectedRoom} onBack={narrow ? () => dispatch(roomSelected(null)) : undefined} />
                  <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
                    <ChatRoomView
                      key={selectedRoom.id}
                      room={selectedRoom}
                      focusMessageId={focus?.roomId === selectedRoom.id ? focus.messageId : undefined}
                    />
                  </Box>
                </>
              ) : (
                <Box sx={{ m: 'auto', p: 3, textAlign: 'center', color: 'text.secondary' }}>
                  <Typography variant="subtitle2">{t('panel.noRoom')}</Typography>
                  <Typography variant="body2">{t('panel.noRoomText')}</Typography>
                </Box>
              )}
            </Box>
          )}
        </Box>
      </Paper>
      {creating && companyId !== null && <CreateRoomDialog companyId={companyId} onClose={() => setCreating(false)} />}
    </Rnd>
  );
}
