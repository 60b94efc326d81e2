import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { themes, type ThemeMode } from './theme';

export interface AppThemeProviderProps {
  mode: ThemeMode;
  children?: ReactNode;
}

export function AppThemeProvider({ mode, children }: AppThemeProviderProps) {
  return (
    <ThemeProvider theme={themes[mode]}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
