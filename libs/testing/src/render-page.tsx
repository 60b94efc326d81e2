import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore, type AppStore } from '@mealapp/api-client';
import { AppProviders } from '@mealapp/app-providers';

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

/** The real store, router, theme and toasts, as the shell provides them; `route` is the pattern a page reads its params by (`/join/:code`). */
export function renderPage(page: ReactElement, { path = '/', route, store = createAppStore() }: { path?: string; route?: string; store?: AppStore } = {}) {
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route ?? path} element={page} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, store };
}
