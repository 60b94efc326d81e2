import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import ShoppingListPage from './ShoppingListPage';

// Standalone preview of the feature app; in the product the shell mounts ShoppingListPage.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ShoppingListPage />
  </StrictMode>,
);
