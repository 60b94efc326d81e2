import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import type { AppStore } from '@mealapp/api-client';
import { App } from '../App';
import { registerServiceWorkerWhenIdle } from '../pwa';

/**
 * The first render waits for nothing: the federation runtime starts, and each remote route
 * registers the remotes, when a feature app is first shown (remotes/remote-registry.ts). As a
 * transition it is rendered in slices that yield to the browser, not as one long task (a phone
 * stays responsive to the first tap while the whole app tree renders).
 */
export function renderApp(root: Root, store: AppStore) {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
  // Only a production build has the worker (tools/service-worker.ts); `npm run dev` serves none.
  if (process.env.NODE_ENV === 'production') registerServiceWorkerWhenIdle();
}
