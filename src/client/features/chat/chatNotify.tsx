/**
 * What a new chat message does on this tab (issue 16 item 3; spec/shell.md §3 Notification
 * settings): a lazy module (in the "ChatLive" chunk) that chatLive.ts loads on the first `chat:notification`.
 * - A muted room (`chatNotificationSettings[roomId].enabled === false`) or a muted author
 *   (`userNotificationSettings[authorId].enabled === false`): nothing at all — no sound, toast or
 *   browser notification (the server still counts the message unread).
 * - The room open in the panel while the tab is visible: nothing (the user is reading it).
 * - Otherwise: the chat sound when `soundEnabled`; a toast "Anna in #general: text…" (mentions
 *   worded apart) with an Open action; when the tab is hidden also a browser notification (only
 *   with permission granted, asked for from the panel's menu) whose click focuses the window and
 *   opens the room.
 */
import { enqueueSnackbar, closeSnackbar, type SnackbarKey } from '../../app/toasts';
import Button from '@mui/material/Button';
import type { ChatNotification } from '../../../shared/chat/chat.types';
import { getI18n } from '../../app/i18n';
import type { AppThunkDispatch, RootState } from '../../app/store';
import { addChatTexts } from './chatTexts';
import { playChatSound } from './chatSound';
import { openRoom } from './openRoom';

/** What one message does: each flag independently. */
export interface ChatAlertPlan {
  sound: boolean;
  toast: boolean;
  browser: boolean;
}

const NOTHING: ChatAlertPlan = { sound: false, toast: false, browser: false };
/** Longest message excerpt in a toast or notification (characters). */
export const EXCERPT_MAX = 80;

/** The plan for `notification` given the store and whether the tab is visible (rules above). */
export function chatAlertPlan(
  state: Pick<RootState, 'notifications' | 'chatWindow'>,
  notification: ChatNotification,
  visible: boolean,
): ChatAlertPlan {
  const { settings } = state.notifications;
  if (settings.chatNotificationSettings[String(notification.roomId)]?.enabled === false) return NOTHING;
  const authorId = notification.message.author?.id;
  if (authorId !== undefined && settings.userNotificationSettings[String(authorId)]?.enabled === false) return NOTHING;
  const { open, selectedRoom } = state.chatWindow;
  if (visible && open && selectedRoom?.id === notification.roomId) return NOTHING;
  return { sound: settings.soundEnabled, toast: true, browser: !visible };
}

/** The message as one plain line of at most EXCERPT_MAX characters (markdown marks dropped). */
export function excerptOf(text: string): string {
  const plain = text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_~`>#]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > EXCERPT_MAX ? `${plain.slice(0, EXCERPT_MAX - 1).trimEnd()}…` : plain;
}

/** The toast / notification text: "Anna in #general: text", "Anna: text" (dialog), mentions apart. */
export function chatAlertText(notification: ChatNotification): { title: string; body: string; line: string } {
  const i18n = getI18n();
  addChatTexts(i18n);
  const t = i18n.getFixedT(null, 'chat');
  const author = notification.message.author?.name ?? t('notify.someone');
  const text = excerptOf(notification.message.text);
  const where = notification.roomType === 'dialog' ? 'dialog' : 'room';
  const key = `notify.${notification.mentioned ? 'mention' : 'message'}.${where}`;
  const title = t(`${key}Title`, { author, room: notification.roomName });
  return { title, body: text, line: `${title}: ${text}` };
}

const tabVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

function showBrowserNotification(title: string, body: string, tag: string, onClick: () => void): void {
  if (typeof window === 'undefined' || !('Notification' in window) || Notification.permission !== 'granted') return;
  try {
    const notification = new Notification(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      onClick();
      notification.close();
    };
  } catch {
    // Some mobile browsers allow notifications only from a service worker.
  }
}

/** Applies the plan of `notification` (see the file header). Returns the plan, for tests. */
export function notifyChatMessage(
  notification: ChatNotification,
  dispatch: AppThunkDispatch,
  getState: () => RootState,
  visible: boolean = tabVisible(),
): ChatAlertPlan {
  const plan = chatAlertPlan(getState(), notification, visible);
  if (!plan.toast && !plan.browser) return plan;
  const { companyId, roomId } = notification;
  const open = () => void dispatch(openRoom({ companyId, roomId }));
  if (plan.sound) playChatSound(true);
  const { title, body, line } = chatAlertText(notification);
  if (plan.toast) {
    const label = getI18n().getFixedT(null, 'chat')('notify.open');
    enqueueSnackbar(line, {
      variant: notification.mentioned ? 'warning' : 'info',
      action: (key: SnackbarKey) => (
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            closeSnackbar(key);
            open();
          }}
        >
          {label}
        </Button>
      ),
    });
  }
  if (plan.browser) showBrowserNotification(title, body, `chat-room-${roomId}`, open);
  return plan;
}
