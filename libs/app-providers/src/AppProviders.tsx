import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useTheme } from 'styled-components';
import { useDeviceSettings, type AppStore } from '@mealapp/api-client';
import { AppThemeProvider, ToastProvider } from '@mealapp/ui';

/** Tells the page and the browser's chrome the theme shown: picked on the device, or the device's own. */
function PageTheme() {
  const { mode, colors } = useTheme();
  useEffect(() => {
    // The page names a colour per system scheme (for before the app runs); once it runs, the app's
    // own theme wins whatever the system's.
    const metas = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
    if (metas.length === 0) {
      const meta = document.createElement('meta');
      meta.name = 'theme-color';
      document.head.appendChild(meta);
      metas.push(meta);
    }
    for (const meta of metas) meta.content = colors.bg;
    document.documentElement.style.colorScheme = mode;
    document.documentElement.dataset.theme = mode;
  }, [mode, colors.bg]);
  return null;
}

function ThemedApp({ children }: { children: ReactNode }) {
  const { theme } = useDeviceSettings();
  return (
    <AppThemeProvider mode={theme}>
      <PageTheme />
      <ToastProvider>{children}</ToastProvider>
    </AppThemeProvider>
  );
}

/**
 * One store, one theme, one toast host: the shell's, each feature app's on its own (standalone.tsx)
 * and component tests' (@mealapp/testing), so none rebuilds them by hand. The router is the caller's
 * (Browser in the app, Memory in tests).
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemedApp>{children}</ThemedApp>
    </Provider>
  );
}
