/**
 * The calendar popups (spec/shell.md §3 Calendar notification item, §4 Calendar popups, §9): a stack
 * in the bottom-right corner of the cabinet, one card per shown item — the event's title ('Untitled
 * Event' when empty), its time, the remaining-time text ("in 15 minutes" / "через 15 минут"), for an
 * invitation who invited and the message with Accept / Decline (PUT /api/calendar/invitations/{id}/
 * respond; a failure is shown on the card), a link that opens /cabinet/calendar, a close button per
 * card and "Hide all" when several are shown. Loaded lazily by CalendarPopupHost.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useDateFormat } from '../../app/dateFormat';
import { useNotificationsTranslation } from '../notifications/notificationsTexts';
import { apiErrorOf } from '../../api/baseQuery';
import { useRespondFromPopupMutation, type PopupAnswer } from './calendarPopupsApi';
import { allPopupsHidden, popupHidden, selectCalendarPopups, type CalendarPopupItem } from './calendarPopupsSlice';
import { CALENDAR_PATH, openCalendar } from './openCalendar';
import { remainingTimeText } from './remainingTime';

/** How often the remaining time is recomputed (ms). */
const TICK_MS = 30_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function PopupCard({ item, now }: { item: CalendarPopupItem; now: number }) {
  const { t } = useNotificationsTranslation();
  const { date } = useDateFormat();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [respond, { isLoading }] = useRespondFromPopupMutation();
  const [error, setError] = useState<string | null>(null);
  const event = item.data.event;
  const start = item.type === 'reminder' ? item.data.occurrenceStart : event.startDate;
  const title = event.title || t('common:untitledEvent');
  const headingId = `calendar-popup-${item.id.replace(':', '-')}`;

  const answer = async (status: PopupAnswer) => {
    if (item.type !== 'invitation') return;
    setError(null);
    try {
      await respond({ invitationId: item.data.id, eventId: event.id, status }).unwrap();
    } catch (failure) {
      setError(apiErrorOf(failure)?.message ?? t('errors.unknown'));
    }
  };

  return (
    <Paper elevation={6} role="alert" aria-labelledby={headingId} sx={{ p: 1.5, width: 320, maxWidth: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {t(item.type === 'reminder' ? 'popups.reminder' : 'popups.invitation')}
          </Typography>
          <Typography id={headingId} variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
        </Box>
        <IconButton size="small" aria-label={t('popups.hide')} onClick={() => dispatch(popupHidden(item.id))}>
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <Typography variant="body2">{date(start, event.isAllDay ? 'day' : 'dayTime')}</Typography>
      <Typography variant="body2" color="primaryText" sx={{ fontWeight: 500 }}>
        {remainingTimeText(t, start, now)}
      </Typography>
      {item.type === 'invitation' && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('popups.invitedBy', { name: item.data.invitedBy.displayName })}
          </Typography>
          {item.data.message && (
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {item.data.message}
            </Typography>
          )}
        </>
      )}
      {error && (
        <Typography variant="body2" color="error" role="status" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        <Link
          href={CALENDAR_PATH}
          variant="body2"
          onClick={(e) => {
            e.preventDefault();
            openCalendar((path) => void navigate(path));
          }}
          sx={{ mr: 'auto' }}
        >
          {t('popups.openCalendar')}
        </Link>
        {item.type === 'invitation' && (
          <>
            <Button size="small" disabled={isLoading} onClick={() => void answer('declined')}>
              {t('popups.decline')}
            </Button>
            <Button size="small" variant="contained" disabled={isLoading} onClick={() => void answer('accepted')}>
              {t('popups.accept')}
            </Button>
          </>
        )}
      </Box>
    </Paper>
  );
}

/** The stack of shown popups (nothing when none is shown). */
export function CalendarPopupStack() {
  const { t } = useNotificationsTranslation();
  const dispatch = useAppDispatch();
  const shown = useAppSelector(selectCalendarPopups).filter((item) => item.show);
  const now = useNow();

  if (shown.length === 0) return null;
  return (
    <Box
      aria-label={t('popups.region')}
      role="region"
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-end',
        gap: 1,
        maxHeight: 'calc(100vh - 96px)',
        overflowY: 'auto',
      }}
    >
      {shown.length > 1 && (
        <Button size="small" variant="contained" color="inherit" onClick={() => dispatch(allPopupsHidden())}>
          {t('popups.hideAll')}
        </Button>
      )}
      {shown.map((item) => (
        <PopupCard key={item.id} item={item} now={now} />
      ))}
    </Box>
  );
}
