import { screen } from '@testing-library/react';
import PreferencesPage from './PreferencesPage';
import { renderPage } from '@mealapp/testing';

test('shows the preferences title and subtitle', () => {
  renderPage(<PreferencesPage />, { path: '/preferences' });
  expect(screen.getByRole('heading', { level: 1, name: 'Your Preferences' })).toBeInTheDocument();
  expect(screen.getByText('Customize your meal recommendations')).toBeInTheDocument();
});
