/**
 * The "new room" dialog (issue 16 item 1): type public / private, name (1..80), topic (optional,
 * ≤ 500); POST /chat/company/{companyId}/rooms makes the caller its owner. The created room is
 * selected. Dialogs are not created here: they open from a person (openDialog.ts).
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CHAT_ROOM_NAME_MAX, CHAT_ROOM_TOPIC_MAX } from '../../../shared/chat/chat.types';
import { apiErrorOf } from '../../api/baseQuery';
import { useAppDispatch } from '../../app/hooks';
import { useChatTranslation } from './chatTexts';
import { useCreateChatRoomMutation } from './chatRoomsApi';
import { roomSelected } from './chatWindowSlice';

export function CreateRoomDialog({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const { t } = useChatTranslation();
  const dispatch = useAppDispatch();
  const [type, setType] = useState<'public' | 'private'>('public');
  const [name, setName] = useState('');
  const [topic, setTopic] = useState('');
  const [error, setError] = useState('');
  const [create, { isLoading }] = useCreateChatRoomMutation();
  const invalid = !name.trim() || name.trim().length > CHAT_ROOM_NAME_MAX || topic.trim().length > CHAT_ROOM_TOPIC_MAX;
  const submit = async () => {
    if (invalid) return;
    try {
      const room = await create({ companyId, type, name: name.trim(), topic: topic.trim() || undefined }).unwrap();
      dispatch(roomSelected(room));
      onClose();
    } catch (caught) {
      setError(apiErrorOf(caught)?.message || t('create.error'));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('create.title')}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label={t('create.type')}
          value={type}
          onChange={(event) => setType(event.target.value as 'public' | 'private')}
        >
          <MenuItem value="public">{t('create.public')}</MenuItem>
          <MenuItem value="private">{t('create.private')}</MenuItem>
        </TextField>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('room.nameLabel')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(error) || name.trim().length > CHAT_ROOM_NAME_MAX}
          helperText={error || t(`create.${type}Hint`)}
        />
        <TextField
          fullWidth
          multiline
          margin="dense"
          label={t('room.topicLabel')}
          value={topic}
          onChange={(event) => setTopic(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('room.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={invalid || isLoading}>
          {t('create.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
