import { evaluateClientInSteps } from '@mealapp/api-client/start-steps';
import { yieldToMain } from '@mealapp/api-client/yield-to-main';
import { registerServiceWorkerWhenIdle } from './pwa';

// Starting the app is a task per step rather than one: evaluated together, its scripts held the page
// for 100-240 ms (bench (h)), long enough to miss a phone's first tap. An `await import()` of a
// module already in the page's scripts (`eager`: nothing more is fetched) evaluates it, and what it
// imports, in the caller's task, so each step is its own import after a yield: the client's
// modules (`evaluateClientInSteps`, then the rest), the store (which starts Home's requests), React
// DOM, styled-components, the design system, the app's modules, then the first render.
// Lighthouse's blocking time counts each task's time past 50 ms at 4x CPU; see
// docs/performance.md for what these steps changed.

async function start() {
  // First, before anything waits: the page must hear of an updated worker from its start, as the
  // browser may find and activate one while the app is still starting (pwa/register-worker.ts).
  // Only a production build has the worker (tools/service-worker.ts); `npm run dev` serves none.
  if (process.env.NODE_ENV === 'production') registerServiceWorkerWhenIdle();
  // The page's own task compiles its scripts and runs no module of the client's.
  await yieldToMain();
  // The client's libraries, the API's making and its endpoints, a task each; then the rest.
  await evaluateClientInSteps();
  const { startStore } = await import(/* webpackMode: "eager" */ './boot/start-store');
  // The store's making (RTK Query's middleware and reducers set up, 30-60 ms at 4x CPU) apart from
  // the evaluation of the client's modules.
  await yieldToMain();
  const store = startStore();
  await yieldToMain();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  const root = createRoot(document.getElementById('root')!);
  await yieldToMain();
  // styled-components, then the design system's core (together 50-60 ms at 4x CPU); `webpackExports`
  // keeps styled-components' other exports out, as in start-steps.ts.
  await import(/* webpackMode: "eager", webpackExports: ["default"] */ 'styled-components');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ './boot/design-system');
  await yieldToMain();
  const { renderApp } = await import(/* webpackMode: "eager" */ './boot/render-app');
  await yieldToMain();
  renderApp(root, store);
}

void start();
