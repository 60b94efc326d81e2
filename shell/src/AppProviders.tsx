import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useDeviceSettings, type AppStore } from '@mealapp/api-client';
import { AppThemeProvider, ToastProvider, themes } from '@mealapp/ui';

function ThemedApp({ children }: { children: ReactNode }) {
  const { theme } = useDeviceSettings();
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
    for (const meta of metas) meta.content = themes[theme].colors.bg;
    document.documentElement.style.colorScheme = theme;
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return (
    <AppThemeProvider mode={theme}>
      <ToastProvider>{children}</ToastProvider>
    </AppThemeProvider>
  );
}

/** One store, one theme, one toast host; the router is the caller's (Browser in the app, Memory in tests). */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemedApp>{children}</ThemedApp>
    </Provider>
  );
}
