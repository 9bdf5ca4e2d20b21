/**
 * Which tiles the participant grid shows (issue 17 item 1): screens first (larger), then this
 * tab's user, then the others in join order. A remote participant's streams are told apart by
 * their tracks: the one carrying audio is their camera stream; a video-only stream is their
 * screen while they share one (else their camera: they joined without a microphone).
 */
import type { ActiveCall } from '../callSlice';
import type { CallParticipant } from '../../../../shared/chat/call.types';
import type { CallMediaSnapshot } from '../engine/mediaStore';
import type { CallTileProps } from './CallTile';

const live = (stream: MediaStream) => stream.getTracks().some((track) => track.readyState === 'live');

/** The tiles of the grid. `participants`: the call's (null while joining); `self`: this tab's user. */
export function callTiles(
  participants: readonly CallParticipant[] | null,
  self: { id: number; name: string; avatar: string | null },
  active: Pick<ActiveCall, 'media'>,
  media: CallMediaSnapshot,
): CallTileProps[] {
  const screens: CallTileProps[] = [];
  const cameras: CallTileProps[] = [];
  const speaking = (userId: number) => media.speaking.has(userId);
  cameras.push({
    userId: self.id,
    name: self.name,
    avatar: self.avatar,
    stream: media.local,
    kind: 'camera',
    self: true,
    videoOn: active.media.video,
    muted: !active.media.audio,
    speaking: speaking(self.id),
  });
  if (media.screen)
    screens.push({ ...cameras[0], stream: media.screen, kind: 'screen', speaking: false, videoOn: true });
  for (const participant of participants ?? []) {
    if (participant.userId === self.id) continue;
    const streams = (media.remote[participant.userId] ?? []).filter(live);
    let camera = streams.find((stream) => stream.getAudioTracks().length > 0) ?? null;
    const videoOnly = streams.filter((stream) => stream !== camera && stream.getVideoTracks().length > 0);
    if (!camera && !participant.media.screen) camera = videoOnly.shift() ?? null;
    const base = { userId: participant.userId, name: participant.name, avatar: participant.avatar, self: false };
    cameras.push({
      ...base,
      stream: camera,
      kind: 'camera',
      videoOn: participant.media.video && camera !== null && camera.getVideoTracks().length > 0,
      muted: !participant.media.audio,
      speaking: speaking(participant.userId),
    });
    if (participant.media.screen)
      for (const stream of videoOnly)
        screens.push({ ...base, stream, kind: 'screen', videoOn: true, muted: false, speaking: false });
  }
  return [...screens, ...cameras];
}
