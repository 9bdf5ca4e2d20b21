/**
 * The call window (issue 17 item 1): a floating window (react-rnd, like the chat panel) that stays
 * open while the user moves around the app, mounted by CallHost while `state.call.active` is set.
 * Header (moves the window): the room's name, minimise/restore. Body: the status line (connecting,
 * N participants, errors in words), the participant grid (CallTile: screens larger, then this tab's
 * user, then the others) and the controls (CallControls). Minimised, it folds to its header and
 * controls; the tiles stay mounted (hidden) so the others are still heard. Escape minimises.
 * When the browser refuses sound before a click (autoplay policy after a reload), a "Turn on
 * sound" button plays every tile.
 */
import { useState, type KeyboardEvent } from 'react';
import { Rnd } from 'react-rnd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import OpenInFull from '@mui/icons-material/OpenInFull';
import Remove from '@mui/icons-material/Remove';
import VolumeUp from '@mui/icons-material/VolumeUp';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../session/sessionSlice';
import { callMinimized, selectActiveCall } from '../callSlice';
import { useCallTranslation } from '../callTexts';
import { mediaStore, useCallMedia } from '../engine/mediaStore';
import { CallControls } from './CallControls';
import { CallTile } from './CallTile';
import { callTiles } from './callTiles';

const WIDTH = 520;
const HEIGHT = 440;
const MINIMIZED_WIDTH = 340;
const MARGIN = 16;

/** The window (see the file header). */
export function CallWindow() {
  const { t } = useCallTranslation();
  const dispatch = useAppDispatch();
  const active = useAppSelector(selectActiveCall);
  const user = useAppSelector(selectUser);
  const call = useAppSelector((state) => (active ? (state.call.calls[active.roomId] ?? null) : null));
  const media = useCallMedia();
  const [box, setBox] = useState(() => ({
    x: Math.max(0, window.innerWidth - WIDTH - MARGIN),
    y: Math.max(0, window.innerHeight - HEIGHT - MARGIN),
    width: Math.min(WIDTH, window.innerWidth),
    height: Math.min(HEIGHT, window.innerHeight),
  }));
  if (!active || !user) return null;
  const minimized = active.minimized;
  const joined = active.status === 'joined';
  const self = { id: user.id, name: user.profile.name || user.name, avatar: user.profile.avatar };
  const tiles = callTiles(joined ? (call?.participants ?? null) : null, self, active, media);
  const count = call?.participants.length ?? 1;
  const status = !joined ? t('status.joining') : count <= 1 ? t('status.alone') : t('status.participants', { count });
  const cameras = tiles.filter((tile) => tile.kind === 'camera').length;
  // Cameras fill a near-square grid (2 → 2 × 1, 3–4 → 2 × 2, 5–6 → 3 × 2); under a shared screen they sit in one row of 3.
  const columns = cameras < tiles.length ? 3 : Math.min(3, Math.ceil(Math.sqrt(cameras)));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !minimized && !event.defaultPrevented) {
      event.stopPropagation();
      dispatch(callMinimized(true));
    }
  };

  return (
    <Rnd
      size={minimized ? { width: MINIMIZED_WIDTH, height: 'auto' } : { width: box.width, height: box.height }}
      position={{ x: box.x, y: box.y }}
      minWidth={320}
      minHeight={minimized ? undefined : 300}
      bounds="window"
      enableResizing={!minimized}
      dragHandleClassName="call-drag-handle"
      cancel=".call-no-drag"
      style={{ position: 'fixed', zIndex: 1260 }}
      onDragStop={(_event, data) => setBox((current) => ({ ...current, x: data.x, y: data.y }))}
      onResizeStop={(_event, _direction, element, _delta, where) =>
        setBox({ x: where.x, y: where.y, width: element.offsetWidth, height: element.offsetHeight })
      }
    >
      <Paper
        elevation={10}
        role="region"
        aria-label={t('window.title', { room: active.roomName })}
        onKeyDown={onKeyDown}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden', borderRadius: 2 }}
      >
        <Box
          className="call-drag-handle"
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
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" component="h2" noWrap sx={{ fontWeight: 700 }}>
              {t('window.title', { room: active.roomName })}
            </Typography>
            <Typography variant="caption" color="text.secondary" role="status" noWrap component="p">
              {status}
            </Typography>
          </Box>
          <Tooltip title={minimized ? t('window.restore') : t('window.minimize')}>
            <IconButton
              className="call-no-drag"
              size="small"
              aria-label={minimized ? t('window.restore') : t('window.minimize')}
              onClick={() => dispatch(callMinimized(!minimized))}
            >
              {minimized ? <OpenInFull fontSize="small" /> : <Remove fontSize="small" />}
            </IconButton>
          </Tooltip>
        </Box>
        {media.soundBlocked && (
          <Button
            className="call-no-drag"
            size="small"
            startIcon={<VolumeUp />}
            onClick={(event) => {
              const region = event.currentTarget.closest('[role="region"]');
              region?.querySelectorAll('video').forEach((video) => void video.play().catch(() => undefined));
              mediaStore.setSoundBlocked(false);
            }}
            sx={{ alignSelf: 'center', mt: 1 }}
          >
            {t('window.sound')}
          </Button>
        )}
        {active.error && (
          <Typography variant="body2" color="error" role="alert" sx={{ px: 1.5, pt: 1 }}>
            {active.error}
          </Typography>
        )}
        <Box
          className="call-no-drag"
          sx={{
            display: minimized ? 'none' : 'grid',
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            alignContent: 'safe center',
            gap: 1,
            p: 1,
            flex: 1,
            minHeight: 0,
            overflow: 'auto',
          }}
        >
          {tiles.map((tile) => (
            <CallTile key={`${tile.kind}-${tile.userId}-${tile.stream?.id ?? 'none'}`} {...tile} />
          ))}
        </Box>
        <Box className="call-no-drag" sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}>
          <CallControls media={active.media} joined={joined} />
        </Box>
      </Paper>
    </Rnd>
  );
}
