import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerRemoteApps } from './remotes/remote-registry';

const root = createRoot(document.getElementById('root')!);

registerRemoteApps()
  .catch((error: unknown) => console.error(error))
  .finally(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
