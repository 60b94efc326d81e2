// spec part 2 §2 (Preferences screen) and §8 (Preferences)
export const PREFERENCES_TEXT = {
  title: 'Your Preferences',
  subtitle: 'Customize your meal recommendations',
  loading: 'Loading preferences...',
  saving: 'Saving preferences...',
  saveFailed: 'Failed to save preferences',
} as const;
