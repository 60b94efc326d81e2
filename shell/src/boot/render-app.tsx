import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { AppStore } from '@mealapp/api-client';
import { App } from '../App';

/**
 * The first render waits for nothing: the federation runtime starts, and each remote route
 * registers the remotes, when a feature app is first shown (remotes/remote-registry.ts).
 *
 * It is a transition, so React renders the app in slices of a few milliseconds, yielding to the
 * browser between them, rather than in one long task. An earlier measure kept it an ordinary
 * render: in slices, the greeting came about 100 ms later at 4x CPU. Since then the page paints the
 * greeting itself before any script (boot/last-seen-greeting.ts), so the first render no longer
 * decides when Home greets, and its long task was what Lighthouse's total blocking time counted:
 * over three runs a screen (bench/lighthouse.mjs's settings), /pantry went from 1,345-1,949 ms to
 * 617-1,155 and /settings from 1,438-2,267 to 845-1,129 with this change alone.
 */
export function renderApp(root: Root, store: AppStore) {
  startTransition(() =>
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    ),
  );
}
