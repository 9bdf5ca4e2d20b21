/**
 * An msw handler answering GET /notifications/settings with the defaults: every signed-in store
 * loads the settings once (src/client/features/notifications/notificationsListeners.ts), so
 * suites that sign in serve it to keep their unhandled-request checks quiet.
 */
import { http, HttpResponse } from 'msw';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../src/shared/notifications/notificationSettings';

export const notificationSettingsHandler = http.get('*/notifications/settings', () =>
  HttpResponse.json({ success: true, status: 'success', data: DEFAULT_NOTIFICATION_SETTINGS }),
);
