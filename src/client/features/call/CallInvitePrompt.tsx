/**
 * The incoming-call prompt (issue 17 item 3; spec/shell.md §3 Conference invitation), the lazy
 * "CallInvite" chunk mounted by CallInviteHost while invitations are listed: one card per
 * invitation at the top right — the caller's avatar, "Anna is calling" (dialog) or "Call in
 * #general from Anna", Accept (ends the invitation here and dispatches the engine's joinCall) and
 * Decline (POST …/call/decline, then invitationEnded; Escape on the card declines too). The cards
 * are announced (aria-live) but never take the focus from what the user is typing.
 */
import { useSnackbar } from '../../app/toasts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CallEnd from '@mui/icons-material/CallEnd';
import Phone from '@mui/icons-material/Phone';
import type { CallInvitation } from '../../../shared/chat/call.types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { initialsOf } from '../cabinet/initials';
import { declineInvitation, startCall } from './callInvitationActions';
import { invitationEnded, selectCallInvitations } from './callInvitationsSlice';
import { invitationTitle, useCallInviteTranslation } from './callInviteTexts';

function InvitationCard({ invitation }: { invitation: CallInvitation }) {
  const { t } = useCallInviteTranslation();
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const { roomId, companyId, roomName, from } = invitation;
  const title = invitationTitle(t, invitation);
  const titleId = `call-invite-${roomId}`;
  const accept = () => {
    dispatch(invitationEnded({ roomId }));
    void dispatch(startCall({ roomId, companyId, roomName }));
  };
  const decline = () =>
    void dispatch(declineInvitation(roomId)).then(
      (ok) => ok || enqueueSnackbar(t('prompt.declineError'), { variant: 'warning' }),
    );
  return (
    <Paper
      elevation={8}
      role="group"
      aria-labelledby={titleId}
      data-testid={`call-invitation-${roomId}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') decline();
      }}
      sx={{ p: 1.5, width: 320, maxWidth: 'calc(100vw - 32px)', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Avatar src={from.avatar ?? undefined} alt="" sx={{ width: 40, height: 40 }}>
          {initialsOf(from.name)}
        </Avatar>
        <Typography id={titleId} variant="subtitle2" sx={{ flex: 1, minWidth: 0, wordBreak: 'break-word' }}>
          {title}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button
          size="small"
          variant="contained"
          color="error"
          startIcon={<CallEnd />}
          aria-label={t('prompt.declineLabel', { name: from.name })}
          onClick={decline}
        >
          {t('prompt.decline')}
        </Button>
        <Button
          size="small"
          variant="contained"
          color="success"
          startIcon={<Phone />}
          aria-label={t('prompt.acceptLabel', { name: from.name })}
          onClick={accept}
        >
          {t('prompt.accept')}
        </Button>
      </Box>
    </Paper>
  );
}

/** Every listed invitation as a card, newest last. */
export function CallInvitePrompt() {
  const { t } = useCallInviteTranslation();
  const invitations = useAppSelector(selectCallInvitations);
  return (
    <Box
      role="region"
      aria-label={t('prompt.region')}
      aria-live="assertive"
      sx={{
        position: 'fixed',
        top: 72,
        right: 16,
        zIndex: (theme) => theme.zIndex.snackbar + 1,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      {invitations.map((invitation) => (
        <InvitationCard key={invitation.roomId} invitation={invitation} />
      ))}
    </Box>
  );
}
