/**
 * Browser notifications of invitations (spec/shell.md §9): the shared tag `calendar-invitations`,
 * or a per-invitation tag that requires interaction; nothing without permission; a click focuses
 * the window and opens /cabinet/calendar (the router when given, else a full page load).
 */
import {
  INVITATIONS_TAG,
  requestNotificationPermission,
  showInvitationNotification,
} from '../../../src/client/features/calendarPopups/browserNotifications';

class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = jest.fn(async () => 'granted' as NotificationPermission);
  static made: FakeNotification[] = [];
  onclick: (() => void) | null = null;
  close = jest.fn();
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.made.push(this);
  }
}

beforeEach(() => {
  FakeNotification.made = [];
  FakeNotification.permission = 'granted';
  Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true });
});

test('uses the shared tag by default, or a per-invitation tag that requires interaction', () => {
  showInvitationNotification({ title: 'Planning', body: 'Приглашение на событие: Planning', invitationId: 5 });
  showInvitationNotification({ title: 'Review', body: 'Come', invitationId: 6, perInvitation: true });
  expect(FakeNotification.made.map((n) => [n.title, n.options])).toEqual([
    ['Planning', { body: 'Приглашение на событие: Planning', tag: INVITATIONS_TAG }],
    ['Review', { body: 'Come', tag: 'calendar-invitation-6', requireInteraction: true }],
  ]);
});

test('a click focuses the window and opens the calendar through the router', () => {
  const navigate = jest.fn();
  const focus = jest.spyOn(window, 'focus').mockImplementation(() => undefined);
  const shown = showInvitationNotification({ title: 'Planning', body: '', invitationId: 5 }, navigate);
  (shown as unknown as FakeNotification).onclick?.();
  expect(focus).toHaveBeenCalled();
  expect(navigate).toHaveBeenCalledWith('/cabinet/calendar');
  expect((shown as unknown as FakeNotification).close).toHaveBeenCalled();
});

test('nothing is shown without permission; permission is asked on request', async () => {
  FakeNotification.permission = 'default';
  expect(showInvitationNotification({ title: 'x', body: '', invitationId: 1 })).toBeNull();
  expect(FakeNotification.made).toEqual([]);
  await expect(requestNotificationPermission()).resolves.toBe('granted');
  expect(FakeNotification.requestPermission).toHaveBeenCalled();
});
