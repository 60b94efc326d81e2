import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from '@mealapp/api-client';
import { AppProviders } from './AppProviders';
import { HouseholdLive } from './live/HouseholdLive';
import { SyncStatus } from './offline/SyncStatus';
import { AppRoutes } from './routes/AppRoutes';

export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <SyncStatus />
      <HouseholdLive />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
