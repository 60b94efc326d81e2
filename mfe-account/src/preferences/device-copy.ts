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

// Set while the device copy holds a change the server has not taken, so a later visit sends it.
const UNSENT_KEY = 'userPreferencesUnsent';

/** The device copy when it holds a change the server never took (a failed save, then the page closed). */
export function readUnsentCopy(): Preferences | null {
  try {
    return globalThis.localStorage?.getItem(UNSENT_KEY) ? readDeviceCopy() : null;
  } catch {
    return null;
  }
}

export function markUnsent(unsent: boolean): void {
  try {
    if (unsent) globalThis.localStorage?.setItem(UNSENT_KEY, '1');
    else globalThis.localStorage?.removeItem(UNSENT_KEY);
  } catch {
    // Storage blocked: the open page still retries.
  }
}
