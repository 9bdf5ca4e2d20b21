/**
 * The side list of a thread (issue 16 "reply-in-thread"): the root message and its replies (GET
 * /chat/messages/{id}/replies, kept live by chatRoomEvents.ts `subscribeReplies`), with "Reply in
 * the thread" putting the root as the composer's reply target. Rows are the room's MessageItem.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { useGetRepliesQuery } from './chatMessagesApi';
import { useChatRoomTranslation } from './chatRoomTexts';
import type { ShownMessage } from './messageCache';
import { MessageItem } from './MessageItem';
import { useRoomActions } from './roomContext';

export function ThreadPane({ root, onClose }: { root: ShownMessage; onClose: () => void }) {
  const { t } = useChatRoomTranslation();
  const actions = useRoomActions();
  const { data, isLoading, isError } = useGetRepliesQuery({ messageId: root.id, roomId: root.roomId });
  return (
    <Box
      component="aside"
      aria-label={t('thread.title')}
      sx={{
        width: 300,
        maxWidth: '50%',
        display: 'flex',
        flexDirection: 'column',
        borderLeft: 1,
        borderColor: 'divider',
        minHeight: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {t('thread.title')}
        </Typography>
        <IconButton size="small" aria-label={t('thread.close')} onClick={onClose}>
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        <MessageItem message={root} header highlighted={false} />
        <Box sx={{ borderTop: 1, borderColor: 'divider', my: 0.5 }} />
        {isLoading && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={20} />
          </Box>
        )}
        {isError && (
          <Typography color="error" variant="body2" sx={{ px: 2 }}>
            {t('thread.error')}
          </Typography>
        )}
        {data && data.messages.length === 0 && (
          <Typography color="text.secondary" variant="body2" sx={{ px: 2 }}>
            {t('thread.empty')}
          </Typography>
        )}
        {data?.messages.map((message) => (
          <MessageItem key={message.id} message={message} header highlighted={false} />
        ))}
      </Box>
      {actions.writable && (
        <Button size="small" onClick={() => actions.reply(root)} sx={{ m: 1 }}>
          {t('thread.reply')}
        </Button>
      )}
    </Box>
  );
}
