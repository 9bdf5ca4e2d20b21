/**
 * A room's members (issue 16 item 1; README "Chat rules"): GET /chat/rooms/{roomId}/members with
 * role marks; room managers add company members (a picker of the company's members not in the
 * room, POST …/members) and remove members (DELETE …/members/{userId}). Failures in words.
 */
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import type { ChatRoom } from '../../../shared/chat/chat.types';
import type { CompanyMember } from '../../../shared/company/company.schemas';
import { apiErrorOf } from '../../api/baseQuery';
import { useAppSelector } from '../../app/hooks';
import { LoadingOrError } from '../cabinet/LoadingOrError';
import { initialsOf } from '../cabinet/initials';
import { useGetMembersQuery } from '../company/companyApi';
import { selectUser } from '../session/sessionSlice';
import { useChatTranslation } from './chatTexts';
import {
  useAddChatRoomMembersMutation,
  useChatRoomMembersQuery,
  useRemoveChatRoomMemberMutation,
} from './chatRoomsApi';

export function MembersDialog({
  room,
  canManage,
  onClose,
}: {
  room: ChatRoom;
  canManage: boolean;
  onClose: () => void;
}) {
  const { t } = useChatTranslation();
  const me = useAppSelector(selectUser);
  const members = useChatRoomMembersQuery(room.id);
  const company = useGetMembersQuery(room.companyId, { skip: !canManage });
  const [add, adding] = useAddChatRoomMembersMutation();
  const [remove] = useRemoveChatRoomMemberMutation();
  const [picked, setPicked] = useState<CompanyMember[]>([]);
  const [error, setError] = useState('');
  const inRoom = new Set((members.data ?? []).map((member) => member.id));
  const candidates = (company.data ?? []).filter((member) => !inRoom.has(member.userId));

  const run = async (call: () => Promise<unknown>, fallback: string) => {
    setError('');
    try {
      await call();
      void members.refetch();
    } catch (caught) {
      setError(apiErrorOf(caught)?.message || fallback);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('members.title', { name: room.name })}</DialogTitle>
      <DialogContent>
        {canManage && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
            <Autocomplete
              multiple
              size="small"
              sx={{ flex: 1 }}
              options={candidates}
              value={picked}
              onChange={(_event, value) => setPicked(value)}
              getOptionLabel={(member) => member.user.name || member.user.email}
              isOptionEqualToValue={(a, b) => a.userId === b.userId}
              renderInput={(params) => <TextField {...params} label={t('members.pick')} />}
              noOptionsText={t('members.noCandidates')}
            />
            <Button
              variant="contained"
              disabled={!picked.length || adding.isLoading}
              onClick={() =>
                void run(async () => {
                  await add({ roomId: room.id, userIds: picked.map((member) => member.userId) }).unwrap();
                  setPicked([]);
                }, t('members.addError'))
              }
            >
              {t('members.add')}
            </Button>
          </Box>
        )}
        {error && (
          <Typography color="error" variant="body2" role="alert">
            {error}
          </Typography>
        )}
        {members.data ? (
          <List dense>
            {members.data.map((member) => (
              <ListItem
                key={member.id}
                secondaryAction={
                  canManage && member.id !== me?.id ? (
                    <IconButton
                      edge="end"
                      aria-label={t('members.remove', { name: member.name })}
                      onClick={() =>
                        void run(
                          () => remove({ roomId: room.id, userId: member.id }).unwrap(),
                          t('members.removeError'),
                        )
                      }
                    >
                      <PersonRemoveOutlined />
                    </IconButton>
                  ) : undefined
                }
              >
                <ListItemAvatar>
                  <Avatar src={member.avatar ?? undefined}>{initialsOf(member.name)}</Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={member.name}
                  secondary={member.role === 'owner' ? t('members.owner') : member.email}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <LoadingOrError
            loading={members.isLoading || members.isFetching}
            loadingLabel={t('members.loading')}
            errorText={t('members.loadError')}
            retryText={t('list.retry')}
            onRetry={() => void members.refetch()}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('members.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
