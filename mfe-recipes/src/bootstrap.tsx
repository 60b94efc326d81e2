import { Route } from 'react-router-dom';
import { mountStandalone } from '@mealapp/app-providers';
import CookTonightCard from './CookTonightCard';
import RecipesPage from './RecipesPage';

// Standalone preview of the feature app, inside the shell's own providers; in the product the
// shell mounts the exposed modules.
mountStandalone(
  <>
    <Route path="/home" element={<CookTonightCard />} />
    <Route path="/recipes/:id?" element={<RecipesPage />} />
    <Route path="*" element={<RecipesPage />} />
  </>,
);
