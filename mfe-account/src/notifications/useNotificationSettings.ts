import { useCallback, useEffect, useMemo } from 'react';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  deviceTimeZone,
  NOTIFICATION_SETTING_KEYS,
  NOTIFICATION_SETTINGS_STORAGE_KEY,
  notificationSettingsError,
  type NotificationSettingKey,
  type NotificationSettings,
} from '@mealapp/domain';
import { notificationsApi } from './api';
import { registerPantrySync } from './browser-push';
import { deviceCopy } from '../shared/device-copy';
import { useSavedSettings } from '../shared/useSavedSettings';

/** The six settings of a value that has them all (the server's answer also carries its time zone). */
export function settingsOf(value: unknown): NotificationSettings | null {
  if (notificationSettingsError(value) !== null) return null;
  const record = value as NotificationSettings;
  return Object.fromEntries(NOTIFICATION_SETTING_KEYS.map((key) => [key, record[key]])) as NotificationSettings;
}

// spec part 2 §3: kept on the device under notificationSettings
const copy = deviceCopy(NOTIFICATION_SETTINGS_STORAGE_KEY, settingsOf);

/**
 * The Notification Settings modal's six switches: loaded from the server (else the device copy,
 * else the defaults), each change saved whole with the device's time zone and kept on the device.
 */
export function useNotificationSettings() {
  const query = notificationsApi.useGetNotificationSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const data = useMemo(() => (query.data ? (settingsOf(query.data) ?? undefined) : undefined), [query.data]);
  // An answer without the six settings counts as a failed load.
  const load = { isFetching: query.isFetching, isSuccess: query.isSuccess && data !== undefined, isError: query.isError || (query.isSuccess && data === undefined), data };
  const [saveSettings] = notificationsApi.useSaveNotificationSettingsMutation();
  const send = useCallback((settings: NotificationSettings) => saveSettings({ ...settings, timeZone: deviceTimeZone() }).unwrap(), [saveSettings]);
  const { value, saving, saveFailed, change } = useSavedSettings({ load, send, copy, defaults: DEFAULT_NOTIFICATION_SETTINGS });

  const expirationAlerts = value?.expirationAlerts === true;
  useEffect(() => {
    // Background sync is a bonus where the browser has it; nothing depends on it.
    if (expirationAlerts) registerPantrySync().catch(() => undefined);
  }, [expirationAlerts]);

  return {
    settings: value,
    saving,
    saveFailed,
    setSetting: (key: NotificationSettingKey, on: boolean) => {
      if (value) change({ ...value, [key]: on });
    },
  };
}

export type NotificationSettingsState = ReturnType<typeof useNotificationSettings>;
