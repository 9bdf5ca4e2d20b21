/**
 * Search of the messages the reader may read (issue 16 "search"; GET
 * /chat/company/{companyId}/search?q&roomId): a query field (sent 300 ms after the last key, from 2
 * characters on), then hits with room name, author, time and the server's snippet, whose «…»
 * markers show as <mark> (as text: no HTML from the snippet is ever rendered). A click calls
 * `onOpenHit(hit)` (the panel opens the room with `focusMessageId`). Usable standalone.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChatSearchHit } from '../../../../shared/chat/chat.types';
import { apiErrorOf } from '../../../api/baseQuery';
import { formatDate } from '../../../app/dateFormat';
import { useSearchMessagesQuery } from './chatMessagesApi';
import { useChatRoomTranslation } from './chatRoomTexts';
import { snippetParts } from './messageText';

export const SEARCH_DEBOUNCE_MS = 300;
const MIN_QUERY = 2;

export interface ChatSearchProps {
  companyId: number;
  /** Only this room's messages. */
  roomId?: number;
  onOpenHit: (hit: ChatSearchHit) => void;
  autoFocus?: boolean;
}

export function ChatSearch({ companyId, roomId, onOpenHit, autoFocus }: ChatSearchProps) {
  const { t, i18n } = useChatRoomTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const ready = query.length >= MIN_QUERY;
  const { data, error, isFetching } = useSearchMessagesQuery({ companyId, q: query, roomId }, { skip: !ready });
  const hits = ready ? (data ?? []) : [];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ p: 1.5 }}>
        <TextField
          fullWidth
          size="small"
          type="search"
          autoFocus={autoFocus}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.label')}
          helperText={text.trim() && text.trim().length < MIN_QUERY ? t('search.tooShort') : undefined}
          slotProps={{ htmlInput: { 'aria-label': t('search.label') } }}
        />
      </Box>
      {isFetching && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
          <CircularProgress size={20} />
        </Box>
      )}
      {ready && error && (
        <Typography color="error" variant="body2" role="alert" sx={{ px: 2 }}>
          {t('search.error', { error: apiErrorOf(error)?.message ?? '' })}
        </Typography>
      )}
      {ready && !isFetching && !error && data && hits.length === 0 && (
        <Typography color="text.secondary" variant="body2" sx={{ px: 2 }}>
          {t('search.empty')}
        </Typography>
      )}
      <Box role="list" aria-label={t('search.results')} sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {hits.map((hit) => (
          <ButtonBase
            key={hit.message.id}
            role="listitem"
            onClick={() => onOpenHit(hit)}
            sx={{
              display: 'block',
              width: '100%',
              textAlign: 'left',
              px: 2,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
            }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
              <Typography variant="subtitle2" component="span" noWrap sx={{ flexShrink: 1, minWidth: 0 }}>
                {hit.roomName}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="span" noWrap>
                {hit.message.author?.name ?? ''} · {formatDate(hit.message.createdAt, 'moment', i18n.language)}
              </Typography>
            </Box>
            <Typography
              variant="body2"
              component="div"
              sx={{
                '& mark': { bgcolor: 'warning.light', color: 'warning.contrastText', borderRadius: 0.5, px: 0.25 },
              }}
            >
              {snippetParts(hit.snippet).map((part, index) =>
                part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
              )}
            </Typography>
          </ButtonBase>
        ))}
      </Box>
    </Box>
  );
}
