import { useSyncExternalStore } from 'react';
import type { ThemeMode } from './theme';

const DARK_SCHEME = '(prefers-color-scheme: dark)';

// Where there is no matchMedia (a test's DOM), the device is taken to be light.
function subscribe(onChange: () => void): () => void {
  const query = globalThis.matchMedia?.(DARK_SCHEME);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const deviceScheme = (): ThemeMode => (globalThis.matchMedia?.(DARK_SCHEME).matches ? 'dark' : 'light');

/** The device's colour scheme, followed as it changes (a phone that turns dark at sunset). */
export function useDeviceColorScheme(): ThemeMode {
  return useSyncExternalStore(subscribe, deviceScheme, () => 'light');
}
