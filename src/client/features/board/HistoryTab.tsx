/**
 * The history tab (issue 3 Deliver 5 "history (every visible change recorded with who and when)"):
 * entries newest first, each a readable sentence per action with its author and time; sticker
 * changes name the sticker (spec/board.md §3), scheduler changes read as done by Teamspace.
 * Issue 7 import: people who are not company members come with `actor.userId: null` and show by
 * name with an initials avatar like anyone else; 'importedMembers' lists a Trello card's members
 * that matched nobody in the company ("Trello members: Ann, Bob").
 */
import { useTranslation } from '../../app/translation';
import { format } from 'date-fns';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { HistoryEntry } from '../../../shared/board/board.types';
import { STICKER_TYPES } from '../../../shared/stickers/stickerTypes';
import { initialsOf } from '../cabinet/initials';
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
  'importedMembers',
] as const;

/** Changes the server makes by itself (sticker schedulers); their entries have no actor. */
const SYSTEM_ACTIONS = new Set(['timerFinished', 'recurred']);
/** Entries that read as a statement of their own, without "<who> …" in front (issue 7 import). */
const STATEMENT_ACTIONS = new Set(['importedMembers']);

/** One value as text: a list of names (or of `{name}`) joined with commas, anything else as JSON. */
const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return value
      .map((item: unknown) =>
        item !== null && typeof item === 'object' && 'name' in item ? String(item.name) : textOf(item),
      )
      .join(', ');
  return JSON.stringify(value);
};

const short = (value: unknown) => {
  const text = textOf(value);
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
      {data.map((entry) => {
        const statement = STATEMENT_ACTIONS.has(entry.action);
        const who = entry.actor?.name || (SYSTEM_ACTIONS.has(entry.action) ? t('history.system') : t('unknownUser'));
        return (
          <Box
            component="li"
            key={entry.id}
            sx={{ display: 'flex', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            {/* Every named actor gets initials, imported people (userId null) the same as members. */}
            <Avatar
              aria-hidden
              sx={{
                width: 24,
                height: 24,
                fontSize: 11,
                mt: 0.25,
                visibility: entry.actor?.name ? 'visible' : 'hidden',
              }}
            >
              {entry.actor?.name ? initialsOf(entry.actor.name) : null}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontSize: 14 }}>
                {!statement && (
                  <>
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      {who}
                    </Box>{' '}
                  </>
                )}
                {text(entry)}
              </Typography>
              <Typography component="time" dateTime={entry.createdAt} sx={{ fontSize: 12, color: 'text.secondary' }}>
                {format(new Date(entry.createdAt), 'PPpp')}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
