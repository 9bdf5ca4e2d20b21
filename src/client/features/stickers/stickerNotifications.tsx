/**
 * Sticker notifications (issue 4 item 5; spec/board.md §4 Deadline reminder, Timer): the server's
 * sticker scheduler sends `notifications:deadline:reminder` and `notifications:timer:finished`
 * (StickerNotificationPayload, src/shared/stickers/stickerNotificationEvents.ts) to the user's own room. Each one
 * shows a warning toast — 'Deadline in 15 min: #12 Card name' / 'Timer finished: #12 Card name'
 * (i18n `stickers:notifications.*`, plurals per language) — with an Open action to `/card/{cardId}`,
 * and, when the user allowed browser notifications (`Notification.permission === 'granted'`), a
 * browser Notification tagged `deadline-<cardStickerId>` / `timer-<cardStickerId>` (one per sticker
 * however many tabs are open). Mounted once in the app shell (src/client/app/router.tsx).
 */
import { useEffect } from 'react';
import { useSnackbar } from '../../app/toasts';
import { useTranslation } from '../../app/translation';
import { useNavigate } from 'react-router';
import type { TFunction } from 'i18next';
import Button from '@mui/material/Button';
import {
  STICKER_NOTIFICATION_EVENTS,
  type StickerNotificationPayload,
} from '../../../shared/stickers/stickerNotificationEvents';
import { leadTimeText } from '../../app/durationFormat';
import { useConnectionService } from '../connection/ConnectionProvider';

type Kind = keyof typeof STICKER_NOTIFICATION_EVENTS;

/** Title and card line of a notification: ['Deadline in 15 min', '#12 Card name']. */
export function notificationText(t: TFunction, kind: Kind, payload: StickerNotificationPayload, nowMs = Date.now()) {
  const title =
    kind === 'deadlineReminder'
      ? t('stickers:notifications.deadline', {
          time: leadTimeText(payload.notification ?? (Date.parse(payload.at) - nowMs) / 1000, t),
        })
      : t('stickers:notifications.timerFinished');
  const card = t('stickers:notifications.card', { counter: payload.counter, name: payload.cardName });
  return { title, card };
}

/** Subscribes to the sticker notifications while mounted; renders nothing. */
export function StickerNotifications() {
  const connection = useConnectionService();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const { t } = useTranslation('stickers');
  const navigate = useNavigate();

  useEffect(() => {
    const show = (kind: Kind, payload: StickerNotificationPayload) => {
      const { title, card } = notificationText(t, kind, payload);
      const path = `/card/${payload.cardId}`;
      const tag = `${kind === 'deadlineReminder' ? 'deadline' : 'timer'}-${payload.cardStickerId}`;
      enqueueSnackbar(t('stickers:notifications.toast', { title, card }), {
        variant: 'warning',
        preventDuplicate: true,
        action: (key) => (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              closeSnackbar(key);
              navigate(path);
            }}
          >
            {t('stickers:notifications.open')}
          </Button>
        ),
      });
      if (typeof window.Notification === 'function' && window.Notification.permission === 'granted') {
        const browserNotice = new window.Notification(title, { body: card, tag });
        browserNotice.onclick = () => {
          window.focus();
          navigate(path);
        };
      }
    };
    const off = (Object.keys(STICKER_NOTIFICATION_EVENTS) as Kind[]).map((kind) =>
      connection.on(STICKER_NOTIFICATION_EVENTS[kind], (payload) => show(kind, payload as StickerNotificationPayload)),
    );
    return () => off.forEach((unsubscribe) => unsubscribe());
  }, [connection, enqueueSnackbar, closeSnackbar, navigate, t]);

  return null;
}
