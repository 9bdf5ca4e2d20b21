/**
 * The discussion tab (spec/board.md §2 Card modal; issue 3 Deliver 5 "discussion (comments, live)"):
 * comments oldest first with author and time (how long ago, the date in a tooltip, both in the
 * user's language: app/dateFormat.ts), a box that sends with Ctrl/Cmd+Enter or the Send
 * button, and Edit / Delete on one's own comments. Other people's comments arrive live.
 * Imported comments (issue 7) whose author is not a company member have `author.userId: null`:
 * they show the original author's name with initials, and are nobody's own.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation';
import { useSnackbar } from '../../app/toasts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { Comment } from '../../../shared/board/board.types';
import { useDateFormat } from '../../app/dateFormat';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../session/sessionSlice';
import { initialsOf } from '../cabinet/initials';
import { useCardCommentsQuery } from './cardDetailsApi';
import { useAddCommentMutation, useDeleteCommentMutation, useEditCommentMutation } from './commentsApi';
import { MarkdownView } from './DescriptionTab';

const sendKey = (e: React.KeyboardEvent) => e.key === 'Enter' && (e.ctrlKey || e.metaKey);

function CommentItem({ comment, own }: { comment: Comment; own: boolean }) {
  const { t } = useTranslation('board');
  const { date, timeAgo } = useDateFormat();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.text);
  const [editComment] = useEditCommentMutation();
  const [deleteComment] = useDeleteCommentMutation();
  const save = async () => {
    const text = draft.trim();
    setEditing(false);
    if (!text || text === comment.text) return;
    await editComment({ cardId: comment.cardId, id: comment.id, text })
      .unwrap()
      .catch(() => enqueueSnackbar(t('errors.save'), { variant: 'error' }));
  };
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 1 }}>
      <Avatar src={comment.author.avatar ?? undefined} sx={{ width: 32, height: 32, fontSize: 13 }}>
        {initialsOf(comment.author.name)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography sx={{ fontWeight: 600, fontSize: 14 }}>{comment.author.name || t('unknownUser')}</Typography>
          <Tooltip title={date(comment.createdAt, 'moment')}>
            <Typography component="time" dateTime={comment.createdAt} sx={{ fontSize: 12, color: 'text.secondary' }}>
              {timeAgo(comment.createdAt)}
              {comment.updatedAt !== comment.createdAt ? ` · ${t('discussion.edited')}` : ''}
            </Typography>
          </Tooltip>
          {own && !editing && (
            <Box sx={{ ml: 'auto' }}>
              <IconButton
                size="small"
                aria-label={t('discussion.edit')}
                onClick={() => (setDraft(comment.text), setEditing(true))}
              >
                <EditOutlined fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('discussion.delete')}
                onClick={() =>
                  deleteComment({ cardId: comment.cardId, id: comment.id })
                    .unwrap()
                    .catch(() => enqueueSnackbar(t('errors.delete'), { variant: 'error' }))
                }
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Box>
          )}
        </Box>
        {editing ? (
          <Box>
            <TextField
              autoFocus
              multiline
              margin="dense"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (sendKey(e)) void save();
                if (e.key === 'Escape') {
                  e.stopPropagation();
                  setEditing(false);
                }
              }}
              slotProps={{ htmlInput: { 'aria-label': t('discussion.editLabel') } }}
            />
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
              <Button size="small" onClick={() => setEditing(false)}>
                {t('cancel')}
              </Button>
              <Button size="small" variant="contained" onClick={() => void save()} disabled={!draft.trim()}>
                {t('save')}
              </Button>
            </Box>
          </Box>
        ) : (
          <MarkdownView text={comment.text} />
        )}
      </Box>
    </Box>
  );
}

/** The comments of card `cardId`; `readOnly` (guest view) shows them without the comment box. */
export function DiscussionTab({ cardId, readOnly }: { cardId: number; readOnly?: boolean }) {
  const { t } = useTranslation('board');
  const { enqueueSnackbar } = useSnackbar();
  const user = useAppSelector(selectUser);
  const { data, isLoading, error } = useCardCommentsQuery(cardId);
  const [addComment, { isLoading: sending }] = useAddCommentMutation();
  const [text, setText] = useState('');

  const send = async () => {
    const value = text.trim();
    if (!value || sending) return;
    try {
      await addComment({ cardId, text: value }).unwrap();
      setText('');
    } catch {
      enqueueSnackbar(t('errors.save'), { variant: 'error' });
    }
  };

  const comments = data ? data.ids.map((id) => data.entities[id]) : [];
  return (
    <Box>
      {isLoading && <CircularProgress size={24} aria-label={t('loading')} />}
      {error && <Typography color="error">{t('discussion.loadError')}</Typography>}
      {data && !comments.length && (
        <Typography sx={{ color: 'text.secondary', my: 1 }}>{t('discussion.empty')}</Typography>
      )}
      <Box component="ol" aria-label={t('tabs.discussion')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {comments.map((c) => (
          <CommentItem key={c.id} comment={c} own={user?.id === c.author.userId} />
        ))}
      </Box>
      {!readOnly && (
        <>
          <TextField
            multiline
            minRows={2}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('discussion.placeholder')}
            onKeyDown={(e) => {
              if (sendKey(e)) {
                e.preventDefault();
                void send();
              }
            }}
            slotProps={{ htmlInput: { 'aria-label': t('discussion.label') } }}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button variant="contained" onClick={() => void send()} disabled={!text.trim() || sending}>
              {t('discussion.send')}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
