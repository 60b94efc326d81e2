import { Route } from 'react-router-dom';
import { mountStandalone } from '@mealapp/app-providers';
import ShoppingListCard from './ShoppingListCard';
import ShoppingListPage from './ShoppingListPage';

// Standalone preview of the feature app, inside the shell's own providers; in the product the
// shell mounts the exposed modules.
mountStandalone(
  <>
    <Route path="/home" element={<ShoppingListCard />} />
    <Route path="*" element={<ShoppingListPage />} />
  </>,
);
