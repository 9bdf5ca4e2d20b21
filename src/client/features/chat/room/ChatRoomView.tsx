/**
 * PLACEHOLDER of the room view (messages, composer, reactions, typing line, search), built by the
 * ROOM VIEW helper in this folder; the integrator replaces this file with theirs. Shows the name.
 */
import Box from '@mui/material/Box';
import type { ChatRoom } from '../../../../shared/chat/chat.types';

export function ChatRoomView({ room }: { room: ChatRoom }) {
  return (
    <Box data-testid="chat-room-view" sx={{ flex: 1, p: 2, color: 'text.secondary' }}>
      {room.name}
    </Box>
  );
}
