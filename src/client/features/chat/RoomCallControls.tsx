/**
 * The call part of a room's header (issue 17 item 1; spec/shell.md §4 conference flag):
 * - no call running (`room.conferenceActive` false): a Call button (phone icon, tooltip "Start a
 *   call"). In a dialog it starts the call and rings the peer (`joinCall({…, invite: 'all'})`); in a
 *   room it opens a menu "Start call" / "Start call and ring everyone". Archived rooms and public
 *   rooms the user has not joined get no button.
 * - the call running: "Call in progress · N" (N from `state.call.calls[roomId]`, loaded with
 *   GET /chat/rooms/{roomId}/call when not known yet) and a Join button, hidden when this tab is
 *   already in that call.
 */
import { useEffect, useState } from 'react';
import { useSnackbar } from '../../app/toasts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PhoneInTalkOutlined from '@mui/icons-material/PhoneInTalkOutlined';
import type { ChatRoom } from '../../../shared/chat/chat.types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { startCall, type JoinCallArgs } from '../call/callInvitationActions';
import { callInvitationsApi } from '../call/callInvitationsApi';
import { callUpdated } from '../call/callSlice';
import { useChatTranslation } from './chatTexts';

/** The call button, or the running call's badge and Join button, of `room` (see the file header). */
export function RoomCallControls({ room }: { room: ChatRoom }) {
  const { t } = useChatTranslation();
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const call = useAppSelector((state) => state.call.calls[room.id]);
  const inThisCall = useAppSelector((state) => state.call.active?.roomId === room.id);
  const running = room.conferenceActive;

  useEffect(() => {
    if (!running || call !== undefined) return;
    const request = dispatch(callInvitationsApi.endpoints.roomCall.initiate(room.id, { subscribe: false }));
    void request.then((result) => {
      if ('data' in result && result.data !== undefined)
        dispatch(callUpdated({ roomId: room.id, companyId: room.companyId, call: result.data }));
    });
  }, [running, call, room.id, room.companyId, dispatch]);

  const start = (invite?: JoinCallArgs['invite']) => {
    setMenu(null);
    const args: JoinCallArgs = { roomId: room.id, companyId: room.companyId, roomName: room.name };
    dispatch(startCall(invite ? { ...args, invite } : args)).catch((error: unknown) => {
      console.warn('[call] start failed', error);
      enqueueSnackbar(t('room.call.startError'), { variant: 'error' });
    });
  };

  if (room.archived || (room.type === 'public' && !room.isMember && !running)) return null;
  if (running) {
    const count = call?.participants.length;
    return (
      <>
        <Chip
          size="small"
          color="success"
          variant="outlined"
          icon={<PhoneInTalkOutlined />}
          label={count ? t('room.call.inProgressCount', { count }) : t('room.call.inProgress')}
          aria-label={count ? t('room.call.inProgressLabel', { count }) : t('room.call.inProgress')}
          data-testid="room-call-running"
        />
        {!inThisCall && (
          <Button size="small" variant="contained" color="success" onClick={() => start()}>
            {t('room.call.join')}
          </Button>
        )}
      </>
    );
  }
  const isDialog = room.type === 'dialog';
  return (
    <>
      <Tooltip title={t('room.call.start')}>
        <IconButton
          size="small"
          aria-label={t('room.call.start')}
          aria-haspopup={isDialog ? undefined : 'menu'}
          onClick={(event) => (isDialog ? start('all') : setMenu(event.currentTarget))}
        >
          <PhoneOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      {!isDialog && (
        <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
          <MenuItem onClick={() => start()}>{t('room.call.startOnly')}</MenuItem>
          <MenuItem onClick={() => start('all')}>{t('room.call.ringAll')}</MenuItem>
        </Menu>
      )}
    </>
  );
}
