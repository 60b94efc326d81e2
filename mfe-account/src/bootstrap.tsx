import { Route } from 'react-router-dom';
import { mountStandalone } from '@mealapp/app-providers';
import JoinPage from './JoinPage';
import PreferencesPage from './PreferencesPage';
import SettingsPage from './SettingsPage';

// Standalone preview of the feature app, inside the shell's own providers; in the product the
// shell mounts the exposed pages.
mountStandalone(
  <>
    <Route path="/preferences" element={<PreferencesPage />} />
    <Route path="/join/:code" element={<JoinPage />} />
    <Route path="*" element={<SettingsPage />} />
  </>,
);
