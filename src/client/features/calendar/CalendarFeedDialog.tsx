/**
 * The "Calendar feed" dialog (README "Moving a calendar here"; src/server/calendar/icsRoutes.ts):
 * the caller's private iCalendar feed that other apps subscribe to.
 * - No feed (GET /api/calendar/feed): what it is, and Create link.
 * - Just created: the https and webcal addresses with Copy buttons (FeedLinks), shown only now
 *   because the server keeps no copy of the secret.
 * - A feed exists but its address is unknown: "A link exists (created <date>)", New link and Turn
 *   off, each asked again first (a new link or turning off stops the old link at once).
 * Failures are shown in words (the server's message).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useIcsTranslation } from './icsTexts';
import type { CalendarFeedUrls } from '../../../shared/calendar/icsImport.schemas';
import { errorText } from './errorText';
import { FeedLinks } from './FeedLinks';
import { useCreateFeedMutation, useDeleteFeedMutation, useFeedStatusQuery } from './icsApi';

type Asking = 'renew' | 'off' | null;

export function CalendarFeedDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useIcsTranslation();
  const status = useFeedStatusQuery();
  const [createFeed, creating] = useCreateFeedMutation();
  const [deleteFeed, deleting] = useDeleteFeedMutation();
  const [urls, setUrls] = useState<CalendarFeedUrls | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const busy = creating.isLoading || deleting.isLoading;
  const failure = status.error ?? creating.error ?? deleting.error;

  const create = async () => {
    setAsking(null);
    deleting.reset();
    const answer = await createFeed()
      .unwrap()
      .catch(() => null);
    if (answer) setUrls(answer);
  };
  const turnOff = async () => {
    setAsking(null);
    creating.reset();
    await deleteFeed()
      .unwrap()
      .catch(() => undefined);
  };

  const created = status.data?.createdAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(status.data.createdAt),
      )
    : '';
  let body;
  let actions;
  if (urls) body = <FeedLinks urls={urls} />;
  else if (asking)
    body = <Alert severity="warning">{t(asking === 'renew' ? 'feed.renewConfirm' : 'feed.offConfirm')}</Alert>;
  else if (status.data?.exists) body = <DialogContentText>{t('feed.exists', { date: created })}</DialogContentText>;
  else if (status.data) body = <DialogContentText>{t('feed.explain')}</DialogContentText>;

  if (asking)
    actions = (
      <>
        <Button onClick={() => setAsking(null)}>{t('calendar:dialog.cancel')}</Button>
        <Button
          variant="contained"
          color={asking === 'off' ? 'error' : 'primary'}
          onClick={() => void (asking === 'off' ? turnOff() : create())}
        >
          {t(asking === 'off' ? 'feed.turnOff' : 'feed.newLink')}
        </Button>
      </>
    );
  else if (!urls && status.data?.exists)
    actions = (
      <>
        <Button color="error" disabled={busy} onClick={() => setAsking('off')}>
          {t('feed.turnOff')}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => setAsking('renew')}>
          {t('feed.newLink')}
        </Button>
      </>
    );
  else if (!urls && status.data)
    actions = (
      <Button variant="contained" disabled={busy} onClick={() => void create()}>
        {t('feed.create')}
      </Button>
    );

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="calendar-feed-title">
      <DialogTitle id="calendar-feed-title">{t('feed.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {(status.isFetching || busy) && <LinearProgress aria-label={t('feed.working')} />}
        {body}
        {failure && <Alert severity="error">{t('feed.failed', { message: errorText(failure, t) })}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('calendar:dialog.close')}
        </Button>
        {actions}
      </DialogActions>
    </Dialog>
  );
}
