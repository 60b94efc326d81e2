import { remoteFederation } from '@mealapp/build-tools/federation';

export default remoteFederation(__dirname, 'account', {
  './SettingsPage': './src/SettingsPage.tsx',
  './PreferencesPage': './src/PreferencesPage.tsx',
});
