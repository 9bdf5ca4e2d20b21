/**
 * The call's buttons (issue 17 item 1): mute/unmute, camera on/off, share screen / stop, hang up.
 * Each has a tooltip and an accessible name saying what a press does, `aria-pressed` for the
 * toggles, and is reached with Tab like any button.
 */
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import CallEnd from '@mui/icons-material/CallEnd';
import Mic from '@mui/icons-material/Mic';
import MicOff from '@mui/icons-material/MicOff';
import ScreenShare from '@mui/icons-material/ScreenShare';
import StopScreenShare from '@mui/icons-material/StopScreenShare';
import Videocam from '@mui/icons-material/Videocam';
import VideocamOff from '@mui/icons-material/VideocamOff';
import type { ReactElement } from 'react';
import type { CallMedia } from '../../../../shared/chat/call.types';
import { useAppDispatch } from '../../../app/hooks';
import { leaveCall, toggleCamera, toggleMicrophone, toggleScreenShare } from '../callActions';
import { useCallTranslation } from '../callTexts';

function Control(props: {
  label: string;
  pressed?: boolean;
  danger?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactElement;
}) {
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton
          aria-label={props.label}
          aria-pressed={props.pressed}
          disabled={props.disabled}
          onClick={props.onClick}
          sx={
            props.danger
              ? { bgcolor: 'error.main', color: 'common.white', '&:hover': { bgcolor: 'error.dark' } }
              : { bgcolor: 'action.selected' }
          }
        >
          {props.children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The control bar; `media` is what this tab sends. */
export function CallControls({ media, joined }: { media: CallMedia; joined: boolean }) {
  const { t } = useCallTranslation();
  const dispatch = useAppDispatch();
  return (
    <Stack
      direction="row"
      spacing={1}
      role="toolbar"
      aria-label={t('controls.label')}
      sx={{ justifyContent: 'center' }}
    >
      <Control
        label={media.audio ? t('controls.mute') : t('controls.unmute')}
        pressed={!media.audio}
        disabled={!joined}
        onClick={() => void dispatch(toggleMicrophone())}
      >
        {media.audio ? <Mic /> : <MicOff />}
      </Control>
      <Control
        label={media.video ? t('controls.cameraOff') : t('controls.cameraOn')}
        pressed={!media.video}
        disabled={!joined}
        onClick={() => void dispatch(toggleCamera())}
      >
        {media.video ? <Videocam /> : <VideocamOff />}
      </Control>
      <Control
        label={media.screen ? t('controls.stopShare') : t('controls.share')}
        pressed={media.screen}
        disabled={!joined}
        onClick={() => void dispatch(toggleScreenShare())}
      >
        {media.screen ? <StopScreenShare /> : <ScreenShare />}
      </Control>
      <Control label={t('controls.hangUp')} danger onClick={() => void dispatch(leaveCall())}>
        <CallEnd />
      </Control>
    </Stack>
  );
}
