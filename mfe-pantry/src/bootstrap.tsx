import { Route } from 'react-router-dom';
import { mountStandalone } from '@mealapp/app-providers';
import PantryPage from './PantryPage';
import PantryStatusCard from './PantryStatusCard';

// Standalone preview of the feature app, inside the shell's own providers; in the product the
// shell mounts the exposed modules.
mountStandalone(
  <>
    <Route path="/home" element={<PantryStatusCard />} />
    <Route path="*" element={<PantryPage />} />
  </>,
);
