/**
 * The notifications slice (spec/shell.md §3 Notification settings, §4): a failed load leaves
 * everything enabled and initialized; live events apply only the fields they carry; the settings
 * service's error texts of §8.
 */
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../src/shared/notifications/notifications.schemas';
import { settingsErrorOf } from '../../../src/client/features/notifications/notificationsErrors';
import {
  chatSettingChanged,
  notificationsReset,
  notificationsSlice,
  selectCalendarSoundOn,
  selectChatNotificationsOn,
  settingsChanged,
  settingsLoadFailed,
  settingsLoaded,
  userSettingChanged,
  type NotificationsState,
} from '../../../src/client/features/notifications/notificationsSlice';

const reduce = notificationsSlice.reducer;
const start = (): NotificationsState => reduce(undefined, { type: 'init' });
const loaded = (): NotificationsState =>
  reduce(
    start(),
    settingsLoaded({
      soundEnabled: true,
      calendarSoundEnabled: false,
      callSoundEnabled: false,
      meta: { volume: 2 },
      chatNotificationSettings: { '3': { enabled: false } },
      userNotificationSettings: {},
    }),
  );

test('before loading nothing is initialized; a failed load enables everything and still initializes', () => {
  expect(start()).toEqual({ settings: DEFAULT_NOTIFICATION_SETTINGS, initialized: false });
  const failed = reduce(loaded(), settingsLoadFailed());
  expect(failed.initialized).toBe(true);
  expect(failed.settings).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  expect(selectCalendarSoundOn({ notifications: failed })).toBe(true);
});

test('a load keeps defaults for what the answer leaves out (the spec GET lists no call/calendar switch)', () => {
  const state = reduce(start(), settingsLoaded({ soundEnabled: false, meta: {} }));
  expect(state.initialized).toBe(true);
  expect(state.settings).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, soundEnabled: false });
});

test('a general live update applies only the fields it carries', () => {
  const before = loaded();
  const after = reduce(before, settingsChanged({ callSoundEnabled: true }));
  expect(after.settings).toEqual({ ...before.settings, callSoundEnabled: true });
  const withMeta = reduce(after, settingsChanged({ meta: { volume: 5 } }));
  expect(withMeta.settings).toEqual({ ...after.settings, meta: { volume: 5 } });
  // Wrongly typed fields of a payload are ignored, the others still apply.
  const odd = reduce(withMeta, settingsChanged({ soundEnabled: 'no', calendarSoundEnabled: true } as never));
  expect(odd.settings).toEqual({ ...withMeta.settings, calendarSoundEnabled: true });
});

test('chat and person updates change one entry; a missing entry means enabled', () => {
  let state = loaded();
  expect(selectChatNotificationsOn({ notifications: state }, 99)).toBe(true);
  expect(selectChatNotificationsOn({ notifications: state }, 3)).toBe(false);
  state = reduce(state, chatSettingChanged({ chatId: 3, enabled: true }));
  state = reduce(state, chatSettingChanged({ chatId: 8, enabled: false }));
  state = reduce(state, userSettingChanged({ targetUserId: 12, enabled: false }));
  expect(state.settings.chatNotificationSettings).toEqual({ '3': { enabled: true }, '8': { enabled: false } });
  expect(state.settings.userNotificationSettings).toEqual({ '12': { enabled: false } });
  expect(state.settings.soundEnabled).toBe(true);
  expect(reduce(state, notificationsReset())).toEqual(start());
});

test('the calendar alert needs both sound and calendar sound on', () => {
  const off = reduce(start(), settingsLoaded({ soundEnabled: false, calendarSoundEnabled: true }));
  expect(selectCalendarSoundOn({ notifications: off })).toBe(false);
  expect(selectCalendarSoundOn({ notifications: loaded() })).toBe(false);
});

describe('settings service errors (spec §8)', () => {
  test("the server's error text, else 'Ошибка сервера'", () => {
    expect(settingsErrorOf({ status: 400, code: 'VALIDATION_FAILED', message: 'Invalid format' })).toEqual({
      text: 'Invalid format',
    });
    expect(settingsErrorOf({ status: 500, code: 'HTTP_ERROR', message: 'Request failed with status 500' })).toEqual({
      key: 'errors.server',
    });
  });
  test('no answer at all is the network text; anything else its message, else unknown', () => {
    expect(settingsErrorOf({ status: 'NETWORK', code: 'NETWORK', message: 'Failed to fetch' })).toEqual({
      key: 'errors.network',
    });
    expect(settingsErrorOf({ status: 'TIMEOUT', code: 'TIMEOUT', message: 'Request timeout after 30000ms' })).toEqual({
      key: 'errors.network',
    });
    expect(settingsErrorOf(new Error('boom'))).toEqual({ text: 'boom' });
    expect(settingsErrorOf('???')).toEqual({ key: 'errors.unknown' });
  });
});
