/**
 * The history tab (issue 3 Deliver 5 "history (every visible change recorded with who and when)"):
 * entries newest first, each a readable sentence per action with its author and time; sticker
 * changes name the sticker (spec/board.md §3), scheduler changes read as done by Teamspace.
 */
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { HistoryEntry } from '../../../shared/board/board.types';
import { STICKER_TYPES } from '../../../shared/stickers/stickerTypes';
import { useCardHistoryQuery } from './cardDetailsApi';

/** Actions with their own text (brief issue 3); others read "changed the card". */
export const HISTORY_ACTIONS = [
  'created',
  'copied',
  'renamed',
  'described',
  'moved',
  'done',
  'undone',
  'archived',
  'unarchived',
  'commented',
  'memberAdded',
  'memberRemoved',
  'stickerAttached',
  'stickerChanged',
  'stickerDetached',
  'timerFinished',
  'recurred',
] as const;

/** Changes the server makes by itself (sticker schedulers); their entries have no actor. */
const SYSTEM_ACTIONS = new Set(['timerFinished', 'recurred']);

const short = (value: unknown) => {
  const text = typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
};

/**
 * The readable text of one entry (without the author). Sticker entries name the sticker: its
 * user-given name, or the translated type for the types without one (`field` holds either).
 */
export function useHistoryText() {
  const { t } = useTranslation('board');
  return (entry: HistoryEntry) => {
    const known = (HISTORY_ACTIONS as readonly string[]).includes(entry.action);
    const field = entry.field ?? '';
    return t(known ? `history.action.${entry.action}` : 'history.action.unknown', {
      from: short(entry.from),
      to: short(entry.to),
      sticker: (STICKER_TYPES as readonly string[]).includes(field) ? t(`stickers:types.${field}`) : field,
    });
  };
}

export function HistoryTab({ cardId }: { cardId: number }) {
  const { t } = useTranslation('board');
  const { data, isLoading, error } = useCardHistoryQuery(cardId);
  const text = useHistoryText();
  if (isLoading) return <CircularProgress size={24} aria-label={t('loading')} />;
  if (error) return <Typography color="error">{t('history.loadError')}</Typography>;
  if (!data?.length) return <Typography sx={{ color: 'text.secondary' }}>{t('history.empty')}</Typography>;
  return (
    <Box component="ol" aria-label={t('tabs.history')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.map((entry) => (
        <Box component="li" key={entry.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography sx={{ fontSize: 14 }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {entry.actor?.name ?? (SYSTEM_ACTIONS.has(entry.action) ? t('history.system') : t('unknownUser'))}
            </Box>{' '}
            {text(entry)}
          </Typography>
          <Typography component="time" dateTime={entry.createdAt} sx={{ fontSize: 12, color: 'text.secondary' }}>
            {format(new Date(entry.createdAt), 'PPpp')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
