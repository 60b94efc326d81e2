import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_APP_SETTINGS, parseAppSettings, storedAppSettings, type AppSettings } from '@mealapp/domain';

import { APP_SETTINGS_KEY } from './storage-keys';

export { APP_SETTINGS_KEY };

export function readStoredAppSettings(): AppSettings {
  try {
    const raw = globalThis.localStorage?.getItem(APP_SETTINGS_KEY);
    return parseAppSettings(raw ? JSON.parse(raw) : null);
  } catch {
    return { ...DEFAULT_APP_SETTINGS };
  }
}

export function writeStoredAppSettings(settings: AppSettings): void {
  try {
    globalThis.localStorage?.setItem(APP_SETTINGS_KEY, JSON.stringify(storedAppSettings(settings)));
  } catch {
    // Not persisted; the setting still applies until the page closes.
  }
}

type SettingChange = { [K in keyof AppSettings]: { key: K; value: AppSettings[K] } }[keyof AppSettings];

export const deviceSettingsSlice = createSlice({
  name: 'deviceSettings',
  initialState: { ...DEFAULT_APP_SETTINGS } as AppSettings,
  reducers: {
    deviceSettingChanged(state, action: PayloadAction<SettingChange>) {
      (state as Record<string, unknown>)[action.payload.key] = action.payload.value;
    },
  },
});

export const { deviceSettingChanged } = deviceSettingsSlice.actions;
