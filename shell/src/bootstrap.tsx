import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppStore, installClientErrorReporting } from '@mealapp/api-client';
import { App } from './App';
import { ensureRemotesRegistered } from './remotes/remote-registry';

installClientErrorReporting();
// The app's text is English; the HTML template Rsbuild generates names no language.
document.documentElement.lang = 'en';

const store = createAppStore();
const root = createRoot(document.getElementById('root')!);

// A missing or broken remotes file must not stop the shell: remote routes show their own error.
ensureRemotesRegistered()
  .catch((error: unknown) => console.error(error))
  .finally(() => {
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
