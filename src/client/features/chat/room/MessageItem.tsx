/**
 * One message of a room (issue 16 item 2): the author's avatar and name when `header`, the time,
 * the quoted message it replies to (a click shows it), the Markdown text with mentions marked (the
 * reader's own stronger), "(edited)", the "Message deleted" placeholder, the sending / not-sent
 * state of the reader's own copy (Retry, Discard), reactions, the thread's reply count, and actions
 * shown on hover or keyboard focus: reply, react, edit (own), delete (own, or the room's owner).
 * Memoised on its message: everything else comes from RoomActionsContext. Call messages (kind ≠
 * 'text', issue 17) are a centred system line instead (CallMessageLine).
 */
import { memo, useMemo, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AddReactionOutlined from '@mui/icons-material/AddReactionOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import { format } from 'date-fns';
import { dateLocaleOf } from '../../../app/dateFormat';
import { initialsOf } from '../../cabinet/initials';
import { CallMessageLine } from './CallMessageLine';
import { useChatRoomTranslation } from './chatRoomTexts';
import type { ShownMessage } from './messageCache';
import { messageHtml } from './messageText';
import { ReactionPicker, ReactionsRow } from './MessageReactions';
import { useRoomActions } from './roomContext';

/** The rendered text of a message (mentions of members by name; the reader's own and @room stronger). */
function MessageBody({ message }: { message: ShownMessage }) {
  const { myId, memberNames } = useRoomActions();
  const html = useMemo(() => {
    const names = message.mentions.flatMap((id) => {
      const name = memberNames.get(id);
      return name ? [{ name, mine: id === myId }] : [];
    });
    return messageHtml(message.text, names, { mentioned: message.mentionsRoom, mine: true });
  }, [message.text, message.mentions, message.mentionsRoom, memberNames, myId]);
  return (
    <Box
      className="chat-markdown"
      sx={(theme) => ({
        wordBreak: 'break-word',
        '& p': { my: 0 },
        '& pre': { overflowX: 'auto', bgcolor: 'action.hover', p: 1, borderRadius: 1 },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.25, borderRadius: 0.5 },
        '& a': { color: 'primary.main' },
        '& .chat-mention': { color: 'primary.main', fontWeight: 500 },
        '& .chat-mention-me': {
          fontWeight: 700,
          bgcolor: alpha(theme.palette.warning.main, 0.25),
          borderRadius: 0.5,
          px: 0.25,
        },
      })}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function MessageItemView({
  message,
  header,
  highlighted,
}: {
  message: ShownMessage;
  header: boolean;
  highlighted: boolean;
}) {
  const { t, i18n } = useChatRoomTranslation();
  const actions = useRoomActions();
  const [pickerAnchor, setPickerAnchor] = useState<HTMLElement | null>(null);
  const own = actions.myId !== null && message.author?.id === actions.myId;
  const deleted = Boolean(message.deletedAt);
  const settled = !message.pending;
  const canAct = settled && !deleted && actions.writable;
  const canDelete = settled && !deleted && (own || actions.role === 'owner');
  const authorName = message.author?.name ?? t('message.unknownAuthor');
  const time = format(new Date(message.createdAt), 'p', { locale: dateLocaleOf(i18n.language) });
  const quote = message.replyTo;

  return (
    <Box
      role="article"
      tabIndex={0}
      aria-label={`${authorName}, ${time}`}
      data-message-id={message.id}
      data-highlighted={highlighted || undefined}
      sx={(theme) => ({
        position: 'relative',
        display: 'flex',
        gap: 1,
        px: 1.5,
        pt: header ? 1 : 0.25,
        pb: 0.25,
        bgcolor: highlighted
          ? alpha(theme.palette.warning.main, 0.2)
          : own
            ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.1 : 0.05)
            : 'transparent',
        opacity: message.pending === 'sending' ? 0.7 : 1,
        '&:hover, &:focus-within': { bgcolor: highlighted ? undefined : 'action.hover' },
        '&:hover .chat-actions, &:focus-within .chat-actions': { opacity: 1 },
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
      })}
    >
      <Box sx={{ width: 32, flexShrink: 0 }}>
        {header && (
          <Avatar src={message.author?.avatar ?? undefined} sx={{ width: 32, height: 32, fontSize: '0.8rem' }}>
            {initialsOf(authorName)}
          </Avatar>
        )}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        {header && (
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography variant="subtitle2" component="span">
              {authorName}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="time" dateTime={message.createdAt}>
              {time}
            </Typography>
          </Box>
        )}
        {quote && (
          <Box
            component="button"
            type="button"
            onClick={() => actions.show(quote.id)}
            aria-label={t('message.quoteOf', {
              name: quote.author?.name ?? t('message.unknownAuthor'),
              text: quote.text,
            })}
            sx={{
              display: 'block',
              maxWidth: '100%',
              textAlign: 'left',
              border: 0,
              borderLeft: 3,
              borderColor: 'divider',
              bgcolor: 'transparent',
              color: 'text.secondary',
              font: 'inherit',
              fontSize: '0.8rem',
              cursor: 'pointer',
              px: 1,
              my: 0.25,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            <strong>{quote.author?.name ?? t('message.unknownAuthor')}</strong>{' '}
            {quote.deleted ? t('message.deleted') : quote.text}
          </Box>
        )}
        {deleted ? (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {t('message.deleted')}
          </Typography>
        ) : (
          <Box sx={{ typography: 'body2' }}>
            <MessageBody message={message} />
            {message.editedAt && (
              <Typography variant="caption" color="text.secondary">
                {t('message.edited')}
              </Typography>
            )}
          </Box>
        )}
        {message.pending === 'sending' && (
          <Typography variant="caption" color="text.secondary">
            {t('message.sending')}
          </Typography>
        )}
        {message.pending === 'failed' && (
          <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="caption" color="error">
              {message.error ? t('message.failed', { error: message.error }) : t('message.failedNoReason')}
            </Typography>
            <Button size="small" onClick={() => actions.retry(message)}>
              {t('message.retry')}
            </Button>
            <Button size="small" color="inherit" onClick={() => actions.discard(message)}>
              {t('message.discard')}
            </Button>
          </Box>
        )}
        {!deleted && (
          <ReactionsRow
            reactions={message.reactions}
            myId={actions.myId}
            disabled={!canAct}
            onToggle={(emoji, active) => actions.react(message, emoji, active)}
          />
        )}
        {message.replyCount > 0 && (
          <Button size="small" sx={{ px: 0.5, minWidth: 0 }} onClick={() => actions.openThread(message)}>
            {t('message.replies', { count: message.replyCount })}
          </Button>
        )}
      </Box>
      {(canAct || canDelete) && (
        <Box
          className="chat-actions"
          role="toolbar"
          aria-label={t('message.actions')}
          sx={{
            position: 'absolute',
            top: -8,
            right: 8,
            opacity: pickerAnchor ? 1 : 0,
            display: 'flex',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            boxShadow: 1,
          }}
        >
          {canAct && (
            <Tooltip title={t('message.reply')}>
              <IconButton size="small" aria-label={t('message.reply')} onClick={() => actions.reply(message)}>
                <ReplyOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {canAct && (
            <Tooltip title={t('message.react')}>
              <IconButton
                size="small"
                aria-label={t('message.react')}
                onClick={(e) => setPickerAnchor(e.currentTarget)}
              >
                <AddReactionOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {canAct && own && (
            <Tooltip title={t('message.edit')}>
              <IconButton size="small" aria-label={t('message.edit')} onClick={() => actions.edit(message)}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {canDelete && (
            <Tooltip title={t('message.delete')}>
              <IconButton size="small" aria-label={t('message.delete')} onClick={() => actions.remove(message)}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      )}
      <ReactionPicker
        anchor={pickerAnchor}
        onClose={() => setPickerAnchor(null)}
        onPick={(emoji) => {
          const mine = message.reactions.some(
            (group) => group.emoji === emoji && actions.myId !== null && group.userIds.includes(actions.myId),
          );
          actions.react(message, emoji, !mine);
        }}
      />
    </Box>
  );
}

/** A text message, or a call message's system line (kind ≠ 'text'; CallMessageLine, issue 17). */
function MessageOrCallLine(props: { message: ShownMessage; header: boolean; highlighted: boolean }) {
  if ((props.message.kind ?? 'text') !== 'text') return <CallMessageLine message={props.message} />;
  return <MessageItemView {...props} />;
}

/** A message row, re-rendered only when its message, header or highlight changes. */
export const MessageItem = memo(MessageOrCallLine);
