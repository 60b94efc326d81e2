import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { AppStore } from '@mealapp/api-client';
import { App } from '../App';

/**
 * The first render waits for nothing: the federation runtime starts, and each remote route
 * registers the remotes, when a feature app is first shown (remotes/remote-registry.ts).
 * It is an ordinary render, not a transition: rendered in slices, it showed nothing any sooner
 * (an empty page has nothing to tap) and finished later. At 4x CPU (3 alternating rounds of
 * bench (b) and (f)) the greeting came at 1,195 ms rather than 1,297 and the cards at 2,506
 * rather than 2,805, for a longest start-up task of 360 ms rather than 260; at 1x, bench (h)'s
 * longest task was 74-125 ms over two runs rather than 64, under its 200 ms goal.
 */
export function renderApp(root: Root, store: AppStore) {
  root.render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}
