/**
 * The selected room's header (issue 16 item 2): name, topic, member count, a Join button for a
 * public room the user has not joined (POST …/join), and the room menu: rename, topic,
 * archive/unarchive and add/remove members for room managers (the room's owners, company
 * owner/admin; README "Chat rules"), members, leave, mute/unmute this room's notifications
 * (PUT /notifications/chat/{chatId}, issue 16 item 3) and "allow desktop notifications" while the
 * browser has not been asked. Dialogs have only mute. Failures are toasts with the server's words.
 * The call button / running call's Join (issue 17) are RoomCallControls.
 */
import { useState } from 'react';
import { useSnackbar } from '../../app/toasts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import MoreVert from '@mui/icons-material/MoreVert';
import type { ChatRoom } from '../../../shared/chat/chat.types';
import { apiErrorOf } from '../../api/baseQuery';
import { useAppSelector } from '../../app/hooks';
import { notificationPermission, requestNotificationPermission } from '../calendarPopups/browserNotifications';
import { useGetCompaniesQuery } from '../company/companyApi';
import {
  useUpdateChatNotificationsMutation,
  useUpdateUserNotificationsMutation,
} from '../notifications/notificationsApi';
import { selectChatNotificationsOn } from '../notifications/notificationsSlice';
import { useChatTranslation } from './chatTexts';
import { useJoinChatRoomMutation, useLeaveChatRoomMutation, useUpdateChatRoomMutation } from './chatRoomsApi';
import { MembersDialog } from './MembersDialog';
import { RoomCallControls } from './RoomCallControls';
import { RoomTextDialog } from './RoomTextDialog';

type Open = 'name' | 'topic' | 'members' | null;

/** Whether the user manages `room` (its owner, or owner/admin of its company). */
export function useCanManageRoom(room: ChatRoom): boolean {
  const { data: companies } = useGetCompaniesQuery();
  const companyRole = companies?.find((company) => company.id === room.companyId)?.role;
  return room.type !== 'dialog' && (room.role === 'owner' || companyRole === 'owner' || companyRole === 'admin');
}

export function RoomHeader({ room, onBack }: { room: ChatRoom; onBack?: () => void }) {
  const { t } = useChatTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const canManage = useCanManageRoom(room);
  const notificationsOn = useAppSelector((state) => selectChatNotificationsOn(state, room.id));
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [join, joining] = useJoinChatRoomMutation();
  const [leave] = useLeaveChatRoomMutation();
  const [update] = useUpdateChatRoomMutation();
  const [mute] = useUpdateChatNotificationsMutation();
  const [mutePerson] = useUpdateUserNotificationsMutation();
  // A dialog's peer may be muted everywhere (their messages in every room), not only in this dialog.
  const peer = room.peer;
  const personOn = useAppSelector(
    (state) => !peer || state.notifications.settings.userNotificationSettings[String(peer.id)]?.enabled !== false,
  );
  const [permission, setPermission] = useState(notificationPermission());
  const isDialog = room.type === 'dialog';

  const act = (call: () => Promise<unknown>, fallback: string) => {
    setMenu(null);
    call().catch((error: unknown) => enqueueSnackbar(apiErrorOf(error)?.message || fallback, { variant: 'error' }));
  };

  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {onBack && (
        <IconButton size="small" aria-label={t('panel.back')} onClick={onBack}>
          <ArrowBack fontSize="small" />
        </IconButton>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap title={room.name} component="h3">
          {isDialog ? room.name : `${room.type === 'public' ? '#' : ''}${room.name}`}
          {room.archived && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {t('room.archivedMark')}
            </Typography>
          )}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p" title={room.topic}>
          {isDialog
            ? (room.peer?.email ?? '')
            : [t('room.memberCount', { count: room.memberCount }), room.topic].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      {!room.isMember && room.type === 'public' && (
        <Button
          size="small"
          variant="contained"
          disabled={joining.isLoading}
          onClick={() => act(() => join(room.id).unwrap(), t('room.joinError'))}
        >
          {t('room.join')}
        </Button>
      )}
      <RoomCallControls room={room} />
      <IconButton
        size="small"
        aria-label={t('room.menu')}
        aria-haspopup="menu"
        onClick={(event) => setMenu(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {canManage && [
          <MenuItem key="name" onClick={() => (setMenu(null), setOpen('name'))}>
            {t('room.rename')}
          </MenuItem>,
          <MenuItem key="topic" onClick={() => (setMenu(null), setOpen('topic'))}>
            {t('room.topic')}
          </MenuItem>,
          <MenuItem
            key="archive"
            onClick={() =>
              act(() => update({ roomId: room.id, archived: !room.archived }).unwrap(), t('room.saveError'))
            }
          >
            {t(room.archived ? 'room.unarchive' : 'room.archive')}
          </MenuItem>,
        ]}
        {!isDialog && <MenuItem onClick={() => (setMenu(null), setOpen('members'))}>{t('room.members')}</MenuItem>}
        <MenuItem
          onClick={() => act(() => mute({ chatId: room.id, enabled: !notificationsOn }).unwrap(), t('room.muteError'))}
        >
          {t(notificationsOn ? 'room.mute' : 'room.unmute')}
        </MenuItem>
        {peer && (
          <MenuItem
            onClick={() =>
              act(() => mutePerson({ targetUserId: peer.id, enabled: !personOn }).unwrap(), t('room.muteError'))
            }
          >
            {t(personOn ? 'room.mutePerson' : 'room.unmutePerson', { name: peer.name })}
          </MenuItem>
        )}
        {permission === 'default' && (
          <MenuItem
            onClick={() => {
              setMenu(null);
              void requestNotificationPermission().then(setPermission);
            }}
          >
            {t('room.desktopNotifications')}
          </MenuItem>
        )}
        {!isDialog && room.isMember && (
          <MenuItem
            onClick={() => act(() => leave({ roomId: room.id, type: room.type }).unwrap(), t('room.leaveError'))}
          >
            {t('room.leave')}
          </MenuItem>
        )}
      </Menu>
      {(open === 'name' || open === 'topic') && (
        <RoomTextDialog room={room} field={open} onClose={() => setOpen(null)} />
      )}
      {open === 'members' && <MembersDialog room={room} canManage={canManage} onClose={() => setOpen(null)} />}
    </Box>
  );
}
