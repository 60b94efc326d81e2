import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createAppStore, useDeviceSettings } from '@mealapp/api-client';
import { AppThemeProvider, ToastProvider } from '@mealapp/ui';
import JoinPage from './JoinPage';
import PreferencesPage from './PreferencesPage';
import SettingsPage from './SettingsPage';

// Standalone preview of the feature app; in the product the shell mounts the exposed pages
// inside its own store, router, theme and toasts.
function Themed({ children }: { children: ReactNode }) {
  const { theme } = useDeviceSettings();
  return <AppThemeProvider mode={theme}>{children}</AppThemeProvider>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={createAppStore()}>
      <BrowserRouter>
        <Themed>
          <ToastProvider>
            <Routes>
              <Route path="/preferences" element={<PreferencesPage />} />
              <Route path="/join/:code" element={<JoinPage />} />
              <Route path="*" element={<SettingsPage />} />
            </Routes>
          </ToastProvider>
        </Themed>
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
