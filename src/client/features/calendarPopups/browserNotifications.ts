/**
 * Browser notifications of calendar invitations (spec/shell.md §9 "Browser notifications for
 * invitations use tag calendar-invitations, or a per-invitation tag that requires interaction; a
 * click opens the calendar"). Permission is asked only from a user gesture (the Notifications
 * screen's button), as browsers require; without permission nothing is shown.
 */
import { openCalendar } from './openCalendar';

/** The shared tag: a newer invitation replaces the previous one in the system tray. */
export const INVITATIONS_TAG = 'calendar-invitations';
/** The per-invitation tag (such a notification stays until the user acts on it). */
export const invitationTag = (invitationId: number): string => `calendar-invitation-${invitationId}`;

const supported = (): boolean => typeof window !== 'undefined' && 'Notification' in window;

/** 'granted' | 'denied' | 'default', or 'unsupported' without the Notification API. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return supported() ? Notification.permission : 'unsupported';
}

/** Asks for permission; call it from a click. Resolves with the answer. */
export async function requestNotificationPermission(): Promise<NotificationPermission | 'unsupported'> {
  if (!supported()) return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

/**
 * Shows one notification when permission was granted; returns it (or null). `perInvitation`: the
 * invitation's own tag with `requireInteraction: true`; otherwise the shared tag. A click focuses
 * the window and opens /cabinet/calendar.
 */
export function showInvitationNotification(
  options: { title: string; body: string; invitationId: number; perInvitation?: boolean },
  navigate?: (path: string) => void,
): Notification | null {
  if (!supported() || Notification.permission !== 'granted') return null;
  try {
    const notification = new Notification(
      options.title,
      options.perInvitation
        ? { body: options.body, tag: invitationTag(options.invitationId), requireInteraction: true }
        : { body: options.body, tag: INVITATIONS_TAG },
    );
    notification.onclick = () => {
      window.focus();
      openCalendar(navigate);
      notification.close();
    };
    return notification;
  } catch {
    // Some mobile browsers allow notifications only from a service worker.
    return null;
  }
}
