import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createAppStore, type SessionUser } from '@mealapp/api-client';
import { TUTORIAL_SEEN_KEY } from '@mealapp/ui';
import { AppProviders } from '@mealapp/app-providers';
import { RemoteLoaderContext } from '../remotes/RemoteRoute';
import type { RemoteLoader } from '../remotes/remote-registry';
import { AppRoutes } from '../routes/AppRoutes';

export const ADA: SessionUser = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' };

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** A loader whose features render their name as a heading. */
export const featureLoader: RemoteLoader = async ({ remote, module }) => ({
  default: () => <h1>{`${remote}/${module}`}</h1>,
});

export interface RenderAppOptions {
  signedIn?: boolean | 'token' | SessionUser | null;
  loader?: RemoteLoader;
  /** The device has seen the first-run tutorial (default), so Home shows no offer; false for a first run. */
  tutorialSeen?: boolean;
}

/** `signedIn: 'token'` is a fresh page load of a signed-in user: a stored token, the user not loaded yet. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  if (options.tutorialSeen ?? true) localStorage.setItem(TUTORIAL_SEEN_KEY, 'true');
  else localStorage.removeItem(TUTORIAL_SEEN_KEY);
  const user = options.signedIn === true ? ADA : typeof options.signedIn === 'object' ? options.signedIn : null;
  const store = createAppStore({
    session: options.signedIn ? { accessToken: 'token-1', user, expired: false } : { accessToken: null, user: null, expired: false },
  });
  const view = render(
    <AppProviders store={store}>
      <RemoteLoaderContext.Provider value={options.loader ?? featureLoader}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </RemoteLoaderContext.Provider>
    </AppProviders>,
  );
  return { ...view, store };
}

/** Waits until a screen the app loads on first need (the signed-out screens) has replaced its "Loading…". */
export const screenLoaded = () => waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
