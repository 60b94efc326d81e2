import { createAppStore, installClientErrorReporting } from '@mealapp/api-client';
import { prefetchPageData } from '../routes/page-data';

/** The app's store, with client errors reported from here on. */
export function startStore() {
  installClientErrorReporting();
  const store = createAppStore();
  // A signed-in user has the data of the screen the page opens on asked for now, while the app and
  // the screen's feature app load, rather than once each part has mounted.
  if (store.getState().session.accessToken) void prefetchPageData(window.location.pathname, store.dispatch);
  return store;
}
