import { Route } from 'react-router-dom';
import { mountStandalone } from '@mealapp/app-providers';
import PlannerPage from './PlannerPage';
import WeekMealsCard from './WeekMealsCard';

// Standalone preview of the feature app, inside the shell's own providers (the planner's API
// calls need its store); in the product the shell mounts the exposed modules.
mountStandalone(
  <>
    <Route path="/home" element={<WeekMealsCard />} />
    <Route path="*" element={<PlannerPage />} />
  </>,
);
