import { act } from '@testing-library/react';

export interface DeviceColorScheme {
  /** Turns the device's setting, as a phone does at sunset, telling every listener. */
  set(scheme: 'light' | 'dark'): void;
  /** Puts back the test DOM's own `matchMedia` (jsdom has none). */
  restore(): void;
}

/** Stands in for the device's colour scheme at the edge, `window.matchMedia`, starting at `scheme`. */
export function mockColorScheme(scheme: 'light' | 'dark'): DeviceColorScheme {
  let current = scheme;
  const listeners = new Set<() => void>();
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      media: query,
      get matches() {
        return query === `(prefers-color-scheme: ${current})`;
      },
      addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
    }),
  });
  return {
    set(next) {
      current = next;
      act(() => listeners.forEach((listener) => listener()));
    },
    restore() {
      if (original) Object.defineProperty(window, 'matchMedia', original);
      else delete (window as { matchMedia?: unknown }).matchMedia;
    },
  };
}
