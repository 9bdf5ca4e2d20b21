/**
 * One-field dialog of the room menu: rename (1..80 characters) or change the topic (0..500),
 * PUT /chat/rooms/{roomId} (issue 16 item 1 rename; README "Chat rules": room managers only).
 * The server's message shows under the field when the call fails.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CHAT_ROOM_NAME_MAX, CHAT_ROOM_TOPIC_MAX, type ChatRoom } from '../../../shared/chat/chat.types';
import { apiErrorOf } from '../../api/baseQuery';
import { useChatTranslation } from './chatTexts';
import { useUpdateChatRoomMutation } from './chatRoomsApi';

export function RoomTextDialog({
  room,
  field,
  onClose,
}: {
  room: ChatRoom;
  field: 'name' | 'topic';
  onClose: () => void;
}) {
  const { t } = useChatTranslation();
  const [value, setValue] = useState(room[field]);
  const [error, setError] = useState('');
  const [update, { isLoading }] = useUpdateChatRoomMutation();
  const max = field === 'name' ? CHAT_ROOM_NAME_MAX : CHAT_ROOM_TOPIC_MAX;
  const trimmed = value.trim();
  const invalid = (field === 'name' && !trimmed) || trimmed.length > max;
  const save = async () => {
    if (invalid) return;
    try {
      await update({ roomId: room.id, [field]: trimmed }).unwrap();
      onClose();
    } catch (caught) {
      setError(apiErrorOf(caught)?.message || t('room.saveError'));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t(field === 'name' ? 'room.renameTitle' : 'room.topicTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          multiline={field === 'topic'}
          label={t(field === 'name' ? 'room.nameLabel' : 'room.topicLabel')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void save();
            }
          }}
          error={Boolean(error) || trimmed.length > max}
          helperText={error || (trimmed.length > max ? t('room.tooLong', { max }) : ' ')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('room.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={invalid || isLoading}>
          {t('room.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
