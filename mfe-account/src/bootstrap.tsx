import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import SettingsPage from './SettingsPage';

// Standalone preview of the feature app; in the product the shell mounts SettingsPage.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SettingsPage />
  </StrictMode>,
);
