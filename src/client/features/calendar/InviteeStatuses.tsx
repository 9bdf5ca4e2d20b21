/**
 * The creator's view of an event's invitees: each one's answer, and "Reinvite" for a declined or
 * unanswered invitation (POST /api/calendar/events/{id}/reinvite/{userId}; spec §7).
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../app/toasts';
import { useCalendarTranslation } from './calendarTexts';
import type { EventInvitation } from '../../../shared/calendar/calendar.schemas';
import { useReinviteMutation } from './calendarApi';
import { errorText } from './errorText';

const STATUS_COLOR = { pending: 'default', accepted: 'success', declined: 'error', tentative: 'warning' } as const;

export function InviteeStatuses({ eventId, invitations }: { eventId: number; invitations: EventInvitation[] }) {
  const { t } = useCalendarTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [reinvite, { isLoading }] = useReinviteMutation();
  if (invitations.length === 0) return null;
  const again = async (invitation: EventInvitation) => {
    try {
      await reinvite({ eventId, userId: invitation.userId }).unwrap();
      enqueueSnackbar(t('invitees.reinvited', { name: invitation.displayName }), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(t('invitees.reinviteFailed', { message: errorText(error, t) }), { variant: 'error' });
    }
  };
  return (
    <section aria-label={t('invitees.title')}>
      <Typography variant="subtitle2">{t('invitees.title')}</Typography>
      <List dense disablePadding>
        {invitations.map((invitation) => (
          <ListItem
            key={invitation.id}
            disableGutters
            secondaryAction={
              invitation.status === 'declined' || invitation.status === 'pending' ? (
                <Button size="small" disabled={isLoading} onClick={() => void again(invitation)}>
                  {t('invitees.reinvite')}
                </Button>
              ) : undefined
            }
          >
            <ListItemText
              primary={invitation.displayName}
              secondary={invitation.isOptional ? t('invitees.optional') : undefined}
            />
            <Chip
              size="small"
              sx={{ mr: 12 }}
              color={STATUS_COLOR[invitation.status] ?? 'default'}
              label={t(`invitees.status.${invitation.status}`)}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
