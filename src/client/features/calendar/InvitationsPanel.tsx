/**
 * My pending invitations (GET /api/calendar/invitations?status=pending; spec §4 Invitation): accept
 * or decline; any answer removes the invitation from the list and reloads the events (calendarApi.ts
 * respondInvitation). A failed answer is shown in words and the invitation comes back.
 */
import { format } from 'date-fns';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../app/toasts';
import { useCalendarTranslation } from './calendarTexts';
import type { CalendarInvitation } from '../../../shared/calendar/calendar.schemas';
import { useGetPendingInvitationsQuery, useRespondInvitationMutation } from './calendarApi';
import { localeOf } from './calendarLocalizer';
import { errorText } from './errorText';

export function InvitationsPanel({ culture }: { culture: string }) {
  const { t } = useCalendarTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { data: invitations = [] } = useGetPendingInvitationsQuery();
  const [respond] = useRespondInvitationMutation();
  const locale = localeOf(culture);
  const answer = async (invitation: CalendarInvitation, status: 'accepted' | 'declined') => {
    try {
      await respond({ id: invitation.id, status }).unwrap();
    } catch (error) {
      enqueueSnackbar(t('invitations.respondFailed', { message: errorText(error, t) }), { variant: 'error' });
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-label={t('invitations.title')} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {t('invitations.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {invitations.length === 0 ? t('invitations.empty') : t('invitations.count', { count: invitations.length })}
      </Typography>
      {invitations.map((invitation) => (
        <Box
          key={invitation.id}
          component="article"
          aria-label={invitation.event.title || t('untitled')}
          sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}
        >
          <Typography variant="body1">{invitation.event.title || t('untitled')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {format(new Date(invitation.event.startDate), invitation.event.isAllDay ? 'PPP' : 'PPPp', { locale })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('invitations.from', { name: invitation.invitedBy.displayName || invitation.invitedBy.email })}
          </Typography>
          {invitation.message && <Typography variant="body2">{invitation.message}</Typography>}
          <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'center' }}>
            <Button size="small" variant="contained" onClick={() => void answer(invitation, 'accepted')}>
              {t('invitations.accept')}
            </Button>
            <Button size="small" color="inherit" onClick={() => void answer(invitation, 'declined')}>
              {t('invitations.decline')}
            </Button>
            {invitation.isOptional && <Chip size="small" label={t('invitations.optional')} />}
          </Box>
        </Box>
      ))}
    </Paper>
  );
}
