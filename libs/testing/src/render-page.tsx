import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore, useDeviceSettings, type AppStore } from '@mealapp/api-client';
import { AppThemeProvider, ToastProvider } from '@mealapp/ui';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

function Themed({ children }: { children: ReactNode }) {
  return <AppThemeProvider mode={useDeviceSettings().theme}>{children}</AppThemeProvider>;
}

/** The real store, router, theme and toasts, as the shell provides them; `route` is the pattern a page reads its params by (`/join/:code`). */
export function renderPage(page: ReactElement, { path = '/', route, store = createAppStore() }: { path?: string; route?: string; store?: AppStore } = {}) {
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Themed>
          <ToastProvider>
            <Routes>
              <Route path={route ?? path} element={page} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
            <Where />
          </ToastProvider>
        </Themed>
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store };
}
