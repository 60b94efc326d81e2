import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { useDeviceColorScheme } from './device-scheme';
import { GlobalStyle } from './GlobalStyle';
import { themes, type ThemeMode } from './theme';

export interface AppThemeProviderProps {
  /** The theme picked on this device; null (none picked) follows the device's colour scheme. */
  mode: ThemeMode | null;
  children?: ReactNode;
}

export function AppThemeProvider({ mode, children }: AppThemeProviderProps) {
  const device = useDeviceColorScheme();
  return (
    <ThemeProvider theme={themes[mode ?? device]}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
