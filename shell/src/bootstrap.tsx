import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore, installClientErrorReporting } from '@mealapp/api-client';
import { App } from './App';
import { ensureRemotesRegistered } from './remotes/remote-registry';

installClientErrorReporting();

const store = createAppStore();
const root = createRoot(document.getElementById('root')!);

// The first render waits for nothing: each remote route registers the remotes before it loads
// (with their locations written into the page, that needs no request), and a missing or broken
// remotes file shows that route's own error.
root.render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
void ensureRemotesRegistered().catch((error: unknown) => console.error(error));
