import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore, installClientErrorReporting } from '@mealapp/api-client';
import { App } from './App';
import { prefetchHomeData } from './home/home-data';

installClientErrorReporting();

const store = createAppStore();
const root = createRoot(document.getElementById('root')!);

// A signed-in user opening Home (or /, which leads there) has its data asked for now, while the app
// renders, rather than once each part has mounted.
if (['/', '/home'].includes(window.location.pathname) && store.getState().session.accessToken) prefetchHomeData(store.dispatch);

// The first render waits for nothing: the federation runtime starts, and each remote route
// registers the remotes, when a feature app is first shown (remotes/remote-registry.ts). As a
// transition it is rendered in slices that yield to the browser, not as one long task (a phone
// stays responsive to the first tap while the whole app tree renders).
startTransition(() => {
  root.render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
});
