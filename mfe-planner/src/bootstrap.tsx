import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import PlannerPage from './PlannerPage';

// Standalone preview of the feature app; in the product the shell mounts PlannerPage.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PlannerPage />
  </StrictMode>,
);
