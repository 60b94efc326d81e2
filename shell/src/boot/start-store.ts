import { createAppStore, installClientErrorReporting } from '@mealapp/api-client';
import { prefetchHomeData } from '../home/home-data';

/** The app's store, with client errors reported from here on. */
export function startStore() {
  installClientErrorReporting();
  const store = createAppStore();
  // A signed-in user opening Home (or /, which leads there) has its data asked for now, while the app
  // loads and renders, rather than once each part has mounted.
  if (['/', '/home'].includes(window.location.pathname) && store.getState().session.accessToken) void prefetchHomeData(store.dispatch);
  return store;
}
