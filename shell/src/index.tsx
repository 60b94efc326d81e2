import { yieldToMain } from '@mealapp/api-client/yield-to-main';
import { registerServiceWorkerWhenIdle } from './pwa';

// Starting the app is four tasks rather than one: evaluated together, its scripts held the page for
// 100-240 ms (bench (h)), long enough to miss a phone's first tap. Each part runs in its own task:
// the client's modules, the store (which starts Home's requests), React DOM, then the app. `eager`
// keeps the parts in the page's own scripts, so splitting the work fetches nothing more.
async function start() {
  // First, before anything waits: the page must hear of an updated worker from its start, as the
  // browser may find and activate one while the app is still starting (pwa/register-worker.ts).
  // Only a production build has the worker (tools/service-worker.ts); `npm run dev` serves none.
  if (process.env.NODE_ENV === 'production') registerServiceWorkerWhenIdle();
  const { startStore } = await import(/* webpackMode: "eager" */ './boot/start-store');
  // The store's making (RTK Query's middleware and reducers set up, 30-60 ms at 4x CPU) apart from
  // the evaluation of the client's modules, which is the page scripts' task, the start's longest.
  await yieldToMain();
  const store = startStore();
  await yieldToMain();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  const root = createRoot(document.getElementById('root')!);
  await yieldToMain();
  const { renderApp } = await import(/* webpackMode: "eager" */ './boot/render-app');
  renderApp(root, store);
}

void start();
