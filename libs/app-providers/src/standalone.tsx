import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes } from 'react-router-dom';
import { createAppStore, type AppStore } from '@mealapp/api-client';
import { AppProviders } from './AppProviders';

/**
 * A feature app on its own (`npm run dev` in an mfe-* folder): its routes inside the same store,
 * theme and toasts the shell gives it in the product, so a page that calls the API or shows a
 * toast runs the same way here as there.
 */
export function StandaloneApp({ routes, store = createAppStore() }: { routes: ReactNode; store?: AppStore }) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <Routes>{routes}</Routes>
      </BrowserRouter>
    </AppProviders>
  );
}

/** A feature app's bootstrap.tsx: mounts its routes (`<Route>` elements) on the page's #root. */
export function mountStandalone(routes: ReactNode): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StandaloneApp routes={routes} />
    </StrictMode>,
  );
}
