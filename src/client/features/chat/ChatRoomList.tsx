/**
 * The panel's left column (issue 16 item 2): the company selector (the user's companies; a switch
 * dispatches `companySelected`, spec/shell.md §4), the "new room" button, and the sections Public /
 * Private / Dialogs, each with its category badge (1..9, '9+', nothing for 0). A room shows its
 * name, unread count, a mention marker (@) and a call marker (conferenceActive); public rooms the
 * user has not joined are listed under "Browse". Loading, failure and "no rooms yet" in words.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Tag from '@mui/icons-material/Tag';
import PhoneInTalkOutlined from '@mui/icons-material/PhoneInTalkOutlined';
import { unreadBadgeText, type ChatRoom, type ChatRoomType } from '../../../shared/chat/chat.types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadingOrError } from '../cabinet/LoadingOrError';
import { useGetCompaniesQuery } from '../company/companyApi';
import { useChatTranslation } from './chatTexts';
import { companySelected, roomSelected, selectChatWindow } from './chatWindowSlice';
import { UnreadBadge } from './UnreadBadge';
import type { RoomsLoadStatus } from './useRoomsLoad';

const ICONS: Record<ChatRoomType, ReactNode> = {
  public: <Tag fontSize="small" />,
  private: <LockOutlined fontSize="small" />,
  dialog: <PersonOutlined fontSize="small" />,
};

function RoomItem({ room, selected }: { room: ChatRoom; selected: boolean }) {
  const { t } = useChatTranslation();
  const dispatch = useAppDispatch();
  const unread = unreadBadgeText(room.unreadCount);
  return (
    <ListItemButton
      dense
      selected={selected}
      onClick={() => dispatch(roomSelected(room))}
      data-testid={`chat-room-${room.id}`}
      sx={{ gap: 1, opacity: room.archived ? 0.6 : 1 }}
    >
      <Box component="span" sx={{ display: 'flex', color: 'text.secondary' }} aria-hidden>
        {ICONS[room.type]}
      </Box>
      <Typography
        component="span"
        variant="body2"
        noWrap
        sx={{ flex: 1, fontWeight: room.unreadCount > 0 ? 700 : 400 }}
        title={room.name}
      >
        {room.name}
      </Typography>
      {room.conferenceActive && (
        <PhoneInTalkOutlined fontSize="small" color="success" titleAccess={t('list.conference')} />
      )}
      {room.mentionCount > 0 && (
        <Typography
          component="span"
          variant="body2"
          color="warning.main"
          sx={{ fontWeight: 700 }}
          title={t('list.mention')}
        >
          @
        </Typography>
      )}
      {unread && (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          aria-label={t('list.unread', { count: room.unreadCount })}
        >
          {unread}
        </Typography>
      )}
    </ListItemButton>
  );
}

function Section({ type, rooms, count }: { type: ChatRoomType; rooms: ChatRoom[]; count: number }) {
  const { t } = useChatTranslation();
  const selectedId = useAppSelector((state) => state.chatWindow.selectedRoom?.id);
  const joined = rooms.filter((room) => room.isMember);
  const browse = rooms.filter((room) => !room.isMember);
  const mention = rooms.some((room) => room.mentionCount > 0);
  const title = t(`list.${type}`);
  return (
    <List dense disablePadding aria-label={title}>
      <ListSubheader disableSticky sx={{ display: 'flex', alignItems: 'center', gap: 1, lineHeight: '32px' }}>
        <span>{title}</span>
        <UnreadBadge count={count} mention={mention} label={t('list.unread', { count })} />
      </ListSubheader>
      {joined.length === 0 && browse.length === 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 2, display: 'block' }}>
          {t(`list.none.${type}`)}
        </Typography>
      )}
      {joined.map((room) => (
        <RoomItem key={room.id} room={room} selected={room.id === selectedId} />
      ))}
      {browse.length > 0 && (
        <>
          <Typography variant="caption" color="text.secondary" sx={{ px: 2, pt: 0.5, display: 'block' }}>
            {t('list.browse')}
          </Typography>
          {browse.map((room) => (
            <RoomItem key={room.id} room={room} selected={room.id === selectedId} />
          ))}
        </>
      )}
    </List>
  );
}

/** The left column; `onCreate` opens the new-room dialog. */
export function ChatRoomList({
  status,
  onRetry,
  onCreate,
}: {
  status: RoomsLoadStatus;
  onRetry: () => void;
  onCreate: () => void;
}) {
  const { t } = useChatTranslation();
  const dispatch = useAppDispatch();
  const { companyId, rooms, unreadCounts } = useAppSelector(selectChatWindow);
  const { data: companies } = useGetCompaniesQuery();
  const empty = rooms.public.length + rooms.private.length + rooms.dialog.length === 0;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {companies && companies.length > 0 && (
          <TextField
            select
            size="small"
            label={t('list.company')}
            value={companyId ?? ''}
            onChange={(event) => dispatch(companySelected(Number(event.target.value)))}
          >
            {companies.map((company) => (
              <MenuItem key={company.id} value={company.id}>
                {company.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button size="small" variant="outlined" startIcon={<Add />} onClick={onCreate} disabled={companyId === null}>
          {t('list.newRoom')}
        </Button>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', pb: 1 }}>
        {status === 'none' && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {t('list.noCompany')}
          </Typography>
        )}
        {(status === 'loading' || status === 'error') && (
          <LoadingOrError
            loading={status === 'loading'}
            loadingLabel={t('list.loading')}
            errorText={t('list.loadError')}
            retryText={t('list.retry')}
            onRetry={onRetry}
          />
        )}
        {status === 'ready' && empty && (
          <Box sx={{ p: 2, textAlign: 'center' }}>
            <Typography variant="subtitle2">{t('list.empty')}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('list.emptyText')}
            </Typography>
            <Button size="small" variant="contained" onClick={onCreate}>
              {t('list.createFirst')}
            </Button>
          </Box>
        )}
        {status === 'ready' &&
          !empty &&
          (['public', 'private', 'dialog'] as const).map((type) => (
            <Section key={type} type={type} rooms={rooms[type]} count={unreadCounts[type]} />
          ))}
      </Box>
    </Box>
  );
}
