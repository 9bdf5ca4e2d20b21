/**
 * The history tab (spec/board.md §2 Card modal tabs; DESIGN §4 "Every change that a user can see on
 * a card writes a history entry"): entries newest first, each a readable sentence per action
 * (historyText.ts: moves name their columns, member changes the member and the role, sticker
 * changes the sticker) with its author and time (app/dateFormat.ts, in the user's language).
 * Scheduler changes read as done by Teamspace; a guest's (a card created through a guest link,
 * spec/board.md §6) as done by "Guest". Imported people who are not company members come with
 * `actor.userId: null` and show by name with an initials avatar like anyone else; 'importedMembers'
 * lists a Trello card's members that matched nobody in the company ("Trello members: Ann, Bob").
 */
import { useTranslation } from '../../app/translation';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useDateFormat } from '../../app/dateFormat';
import { initialsOf } from '../cabinet/initials';
import { useCardHistoryQuery } from './cardDetailsApi';
import { useHistoryText } from './historyText';

/** Changes the server makes by itself (sticker schedulers); their entries have no actor. */
const SYSTEM_ACTIONS = new Set(['timerFinished', 'recurred']);
/** Entries that read as a statement of their own, without "<who> …" in front (issue 7 import). */
const STATEMENT_ACTIONS = new Set(['importedMembers']);

/**
 * The card's history, newest first (GET /editor/card/{cardId}/history): who did what and when,
 * the time in the user's language ('Nov 22, 2026, 10:00 AM' / '22 нояб. 2026 г., 10:00').
 */
export function HistoryTab({ cardId }: { cardId: number }) {
  const { t } = useTranslation('board');
  const { data, isLoading, error } = useCardHistoryQuery(cardId);
  const text = useHistoryText();
  const { date } = useDateFormat();
  if (isLoading) return <CircularProgress size={24} aria-label={t('loading')} />;
  if (error) return <Typography color="error">{t('history.loadError')}</Typography>;
  if (!data?.length) return <Typography sx={{ color: 'text.secondary' }}>{t('history.empty')}</Typography>;
  return (
    <Box component="ol" aria-label={t('tabs.history')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.map((entry) => {
        const statement = STATEMENT_ACTIONS.has(entry.action);
        const name = entry.actor?.isGuest ? t('guest') : entry.actor?.name;
        const who = name || (SYSTEM_ACTIONS.has(entry.action) ? t('history.system') : t('unknownUser'));
        return (
          <Box
            component="li"
            key={entry.id}
            sx={{ display: 'flex', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            {/* Every named actor gets initials: imported people (userId null) and guests as members. */}
            <Avatar
              aria-hidden
              sx={{
                width: 24,
                height: 24,
                fontSize: 11,
                mt: 0.25,
                visibility: name ? 'visible' : 'hidden',
              }}
            >
              {name ? initialsOf(name) : null}
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
                {date(entry.createdAt, 'moment')}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
