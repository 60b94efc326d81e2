import { useTheme } from 'styled-components';
import { useDeviceSettings, useSetDeviceSetting } from '@mealapp/api-client';

/** Device-only settings (spec part 1 §3), the theme among them. */
export function useAppPreferences() {
  const settings = useDeviceSettings();
  const set = useSetDeviceSetting();
  // The theme shown: the device's own until the switch is first used, then the pick, kept.
  const shown = useTheme().mode;
  return {
    darkMode: shown === 'dark',
    themeFollowsDevice: settings.theme === null,
    setDarkMode: (on: boolean) => set('theme', on ? 'dark' : 'light'),
    autoAddShoppedToPantry: settings.autoAddShoppedToPantry,
    setAutoAddShoppedToPantry: (on: boolean) => set('autoAddShoppedToPantry', on),
    autoUpdatePantryOnUncheck: settings.autoUpdatePantryOnUncheck,
    setAutoUpdatePantryOnUncheck: (on: boolean) => set('autoUpdatePantryOnUncheck', on),
    compactParsedIngredients: settings.compactParsedIngredients,
    setCompactParsedIngredients: (on: boolean) => set('compactParsedIngredients', on),
  };
}

export type AppPreferences = ReturnType<typeof useAppPreferences>;
