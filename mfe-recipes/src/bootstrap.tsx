import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import RecipesPage from './RecipesPage';

// Standalone preview of the feature app; in the product the shell mounts RecipesPage.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RecipesPage />
  </StrictMode>,
);
