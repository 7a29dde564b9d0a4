import {
  NOTIFICATION_MSG,
  notificationSettingsReadRoute,
  notificationSettingsUpdateRoute,
  type NotificationMode,
  type NotificationSettings,
} from '@babynews/contracts';
import { callApi } from '@babynews/session';

/** `GET /api/member/notificationSettings` (ARCHITECTURE §4.23) → `{mode, emailVerified}`. @throws ApiRequestError. */
export function fetchNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return callApi(notificationSettingsReadRoute, {}, { signal, fallbackMessage: NOTIFICATION_MSG.loadFailed });
}

/** `PUT /api/member/notificationSettings` `{mode}` → the stored `{mode, emailVerified}`. @throws ApiRequestError. */
export function updateNotificationSettings(mode: NotificationMode): Promise<NotificationSettings> {
  return callApi(notificationSettingsUpdateRoute, { body: { mode } }, { fallbackMessage: NOTIFICATION_MSG.saveFailed });
}
