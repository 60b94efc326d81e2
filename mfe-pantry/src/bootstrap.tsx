import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import PantryPage from './PantryPage';

// Standalone preview of the feature app; in the product the shell mounts PantryPage.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PantryPage />
  </StrictMode>,
);
