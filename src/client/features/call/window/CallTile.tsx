/**
 * One tile of the call's participant grid (issue 17 item 1): the participant's camera (or their
 * avatar while the camera is off), their name, a muted mark, and a ring while they speak; or a
 * shared screen (larger, no sound). The camera tile's <video> also plays the participant's sound,
 * so it stays mounted while the camera is off; this tab's own tile is muted (no echo).
 */
import { useEffect, useRef } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import MicOff from '@mui/icons-material/MicOff';
import { initialsOf } from '../../cabinet/initials';
import { useCallTranslation } from '../callTexts';
import { mediaStore } from '../engine/mediaStore';

export interface CallTileProps {
  userId: number;
  name: string;
  avatar: string | null;
  stream: MediaStream | null;
  kind: 'camera' | 'screen';
  self: boolean;
  /** Camera tile: the camera is on (else the avatar shows). */
  videoOn: boolean;
  /** Camera tile: the microphone is off. */
  muted: boolean;
  speaking: boolean;
}

/** A participant's camera or screen (see the file header). */
export function CallTile({ userId, name, avatar, stream, kind, self, videoOn, muted, speaking }: CallTileProps) {
  const { t } = useCallTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video || video.srcObject === stream) return;
    video.srcObject = stream;
    // Sound may be refused before the user clicks the page (autoplay policy, after a reload): the
    // window then offers "Turn on sound", whose click plays every tile.
    if (stream)
      video.play()?.catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'NotAllowedError') mediaStore.setSoundBlocked(true);
      });
  }, [stream]);
  const label = kind === 'screen' ? t('tile.screen', { name }) : self ? t('tile.you', { name }) : name;
  const showVideo = kind === 'screen' || videoOn;
  return (
    <Box
      data-testid="call-tile"
      data-user-id={userId}
      data-kind={kind}
      data-speaking={speaking || undefined}
      role="group"
      aria-label={speaking ? `${label}, ${t('tile.speaking')}` : label}
      sx={{
        position: 'relative',
        // A screen spans the row above the cameras, at a height that leaves them in view.
        gridColumn: kind === 'screen' ? '1 / -1' : undefined,
        height: kind === 'screen' ? 200 : undefined,
        aspectRatio: kind === 'screen' ? undefined : '16 / 9',
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: 'grey.900',
        outline: 3,
        outlineOffset: -3,
        outlineColor: speaking ? 'success.main' : 'transparent',
        transition: 'outline-color 150ms',
      }}
    >
      <Box
        component="video"
        ref={videoRef}
        autoPlay
        playsInline
        muted={self || kind === 'screen'}
        sx={{
          width: '100%',
          height: '100%',
          objectFit: kind === 'screen' ? 'contain' : 'cover',
          display: 'block',
          visibility: showVideo ? 'visible' : 'hidden',
          transform: self && kind === 'camera' ? 'scaleX(-1)' : undefined,
        }}
      />
      {!showVideo && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <Avatar
            src={avatar ?? undefined}
            alt=""
            sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontSize: 22 }}
          >
            {initialsOf(name)}
          </Avatar>
        </Box>
      )}
      <Box
        sx={{
          position: 'absolute',
          left: 6,
          bottom: 6,
          right: 6,
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          color: 'common.white',
        }}
      >
        {kind === 'camera' && muted && (
          <MicOff
            titleAccess={t('tile.muted')}
            sx={{ fontSize: 18, bgcolor: 'rgba(0,0,0,0.55)', borderRadius: '50%', p: 0.25 }}
          />
        )}
        <Typography
          variant="caption"
          noWrap
          sx={{ px: 0.75, py: 0.25, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.55)', color: 'common.white' }}
        >
          {label}
        </Typography>
      </Box>
    </Box>
  );
}
