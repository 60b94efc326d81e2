import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from '@mealapp/api-client';
import { AppProviders } from '@mealapp/app-providers';
import { HouseholdLive } from './live/HouseholdLive';
import { HouseholdLost } from './live/HouseholdLost';
import { SyncStatus } from './offline/SyncStatus';
import { AppRoutes } from './routes/AppRoutes';

export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <SyncStatus />
      <HouseholdLive />
      <HouseholdLost />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
