import { validatePreferences, type Preferences } from '@mealapp/domain';

// spec part 2 §3: local device key
export const DEVICE_COPY_KEY = 'userPreferences';

/** The copy kept on this device, when there is one that still passes the rules; otherwise null. */
export function readDeviceCopy(): Preferences | null {
  try {
    const raw = globalThis.localStorage?.getItem(DEVICE_COPY_KEY);
    if (!raw) return null;
    const check = validatePreferences(JSON.parse(raw));
    return check.ok ? check.preferences : null;
  } catch {
    return null;
  }
}

export function writeDeviceCopy(preferences: Preferences): void {
  try {
    globalThis.localStorage?.setItem(DEVICE_COPY_KEY, JSON.stringify(preferences));
  } catch {
    // Storage full or blocked: the server copy is the one that counts.
  }
}
