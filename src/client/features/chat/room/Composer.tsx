/**
 * The message field of a room (issue 16 item 2 "composer with Enter to send / Shift+Enter newline,
 * edit, reply, mention picker"; item 4 "message length limit with a clear error"):
 * - Enter sends (or saves the edit), Shift+Enter makes a new line, Escape cancels the edit or reply,
 *   Up on an empty field edits the reader's last message (`onEditLast`);
 * - the reply or edit target shows above the field with a Cancel button;
 * - near the 10,000-character limit a counter shows; above it the shared schema's error in words
 *   and nothing is sent;
 * - '@' opens the mention picker (members and @room, filtered as typed; arrows, Enter or Tab pick);
 * - while typing, `chat:typing {roomId}` is emitted at most once per TYPING_THROTTLE_MS;
 * - `disabledReason` (archived room, not a member) replaces the field with the reason.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import Send from '@mui/icons-material/Send';
import { messageText } from '../../../../shared/chat/chat.schemas';
import { CHAT_MESSAGE_MAX, CHAT_SOCKET_EVENTS, TYPING_THROTTLE_MS } from '../../../../shared/chat/chat.types';
import type { ChatMember } from '../../../../shared/chat/chat.types';
import { messageOfIssue } from '../../../../shared/validation';
import { useConnectionService } from '../../connection/ConnectionProvider';
import { useChatRoomTranslation } from './chatRoomTexts';
import type { ShownMessage } from './messageCache';
import { insertMention, mentionOptions, mentionQueryAt, type MentionOption, type MentionQuery } from './mentionQuery';
import { MentionPicker, mentionOptionId } from './MentionPicker';

/** The counter shows from this many characters on. */
const COUNTER_FROM = CHAT_MESSAGE_MAX - 500;

export interface ComposerProps {
  roomId: number;
  myId: number | null;
  members: ChatMember[];
  replyTo: ShownMessage | null;
  editing: ShownMessage | null;
  disabledReason: string | null;
  onSend: (text: string) => void;
  onSaveEdit: (message: ShownMessage, text: string) => void;
  onCancel: () => void;
  onEditLast: () => void;
}

export function Composer(props: ComposerProps) {
  const { roomId, myId, members, replyTo, editing, disabledReason } = props;
  const { t } = useChatRoomTranslation();
  const connection = useConnectionService();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [draft, setDraft] = useState('');
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const lastTyping = useRef(0);

  // Starting an edit puts the message's text in the field (the draft comes back after it).
  const [editingId, setEditingId] = useState<number | null>(editing?.id ?? null);
  if ((editing?.id ?? null) !== editingId) {
    setEditingId(editing?.id ?? null);
    if (editing) {
      if (editingId === null) setDraft(text);
      setText(editing.text);
    } else setText(draft);
    setMention(null);
  }

  const options = mention ? mentionOptions(members, mention.query, myId) : [];
  const pickerOpen = options.length > 0;
  const parsed = messageText.safeParse(text);
  const tooLong = text.trim().length > CHAT_MESSAGE_MAX;
  const lengthError =
    tooLong && !parsed.success
      ? (() => {
          const { key, params } = messageOfIssue(parsed.error.issues[0], text);
          return t(key, params);
        })()
      : null;
  const canSend = parsed.success && !disabledReason;

  const signalTyping = () => {
    const now = Date.now();
    if (now - lastTyping.current < TYPING_THROTTLE_MS) return;
    lastTyping.current = now;
    connection.emitWithAck(CHAT_SOCKET_EVENTS.typing, { roomId }).catch(() => undefined);
  };

  const changed = (value: string, caret: number) => {
    setText(value);
    const next = mentionQueryAt(value, caret);
    setMention(next);
    if (next?.query !== mention?.query) setActive(0);
    if (value.trim() && !editing) signalTyping();
  };

  const pick = (option: MentionOption) => {
    if (!mention) return;
    const next = insertMention(text, mention, option.name);
    setText(next.text);
    setMention(null);
    requestAnimationFrame(() => field.current?.setSelectionRange(next.caret, next.caret));
  };

  const submit = () => {
    if (!canSend) return;
    const value = parsed.data as string;
    if (editing) props.onSaveEdit(editing, value);
    else props.onSend(value);
    setText('');
    setDraft('');
    lastTyping.current = 0;
  };

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (pickerOpen) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((active + step + options.length) % options.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        pick(options[Math.min(active, options.length - 1)]);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setMention(null);
        return;
      }
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape' && (editing || replyTo)) {
      event.preventDefault();
      props.onCancel();
    } else if (event.key === 'ArrowUp' && text === '' && !editing) {
      event.preventDefault();
      props.onEditLast();
    }
  };

  if (disabledReason)
    return (
      <Box sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {disabledReason}
        </Typography>
      </Box>
    );

  const target = editing
    ? t('composer.editing')
    : replyTo
      ? t('composer.replyingTo', { name: replyTo.author?.name ?? t('message.unknownAuthor') })
      : null;
  const length = text.trim().length;

  return (
    <Box sx={{ position: 'relative', px: 1.5, pt: 1, pb: 1, borderTop: 1, borderColor: 'divider' }}>
      {pickerOpen && <MentionPicker options={options} active={active} onPick={pick} />}
      {target && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <Typography variant="caption" color="text.secondary" sx={{ flex: 1, minWidth: 0 }} noWrap>
            {target}
            {replyTo && !editing ? ` — ${replyTo.text}` : ''}
          </Typography>
          <IconButton size="small" aria-label={t('composer.cancel')} onClick={props.onCancel}>
            <Close fontSize="small" />
          </IconButton>
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <TextField
          inputRef={field}
          multiline
          maxRows={8}
          fullWidth
          size="small"
          placeholder={t('composer.placeholder')}
          value={text}
          error={Boolean(lengthError)}
          helperText={
            lengthError ??
            (length >= COUNTER_FROM ? t('composer.counter', { count: length, max: CHAT_MESSAGE_MAX }) : undefined)
          }
          onChange={(event) => changed(event.target.value, event.target.selectionStart ?? event.target.value.length)}
          onKeyDown={keyDown}
          slotProps={{
            htmlInput: {
              'aria-label': t('composer.label'),
              'aria-controls': pickerOpen ? 'chat-mention-list' : undefined,
              'aria-activedescendant': pickerOpen ? mentionOptionId(active) : undefined,
              'aria-autocomplete': 'list',
            },
          }}
        />
        <IconButton color="primary" aria-label={t('composer.send')} disabled={!canSend} onClick={submit}>
          <Send />
        </IconButton>
      </Box>
    </Box>
  );
}
