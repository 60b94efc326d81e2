/** Settings kept only on the device (spec part 1 §3). */
export interface AppSettings {
  autoAddShoppedToPantry: boolean;
  autoUpdatePantryOnUncheck: boolean;
  compactParsedIngredients: boolean;
  /** The theme picked in Settings on this device; null until one is: the app follows the device's colour scheme. */
  theme: ThemeMode | null;
}

export type ThemeMode = 'light' | 'dark';

// spec part 1 §9: default settings
export const DEFAULT_APP_SETTINGS: AppSettings = {
  autoAddShoppedToPantry: true,
  autoUpdatePantryOnUncheck: true,
  compactParsedIngredients: false,
  theme: null,
};

/** Reads stored settings, keeping only known keys of the right type; anything else falls back to the default. */
export function parseAppSettings(stored: unknown): AppSettings {
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const flag = (key: 'autoAddShoppedToPantry' | 'autoUpdatePantryOnUncheck' | 'compactParsedIngredients') =>
    typeof source[key] === 'boolean' ? (source[key] as boolean) : DEFAULT_APP_SETTINGS[key];
  return {
    autoAddShoppedToPantry: flag('autoAddShoppedToPantry'),
    autoUpdatePantryOnUncheck: flag('autoUpdatePantryOnUncheck'),
    compactParsedIngredients: flag('compactParsedIngredients'),
    theme: source.theme === 'dark' || source.theme === 'light' ? source.theme : DEFAULT_APP_SETTINGS.theme,
  };
}
