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

/**
 * What is kept on the device: the settings, and whether the theme was picked. Before the theme
 * followed the device, every saved setting stored `theme: 'light'`, the old default, so a stored
 * light theme counts only when the pick is marked.
 */
export function storedAppSettings(settings: AppSettings): AppSettings & { themePicked: boolean } {
  return { ...settings, themePicked: settings.theme !== null };
}

/** Reads stored settings, keeping only known keys of the right type; anything else falls back to the default. */
export function parseAppSettings(stored: unknown): AppSettings {
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const flag = (key: 'autoAddShoppedToPantry' | 'autoUpdatePantryOnUncheck' | 'compactParsedIngredients') =>
    typeof source[key] === 'boolean' ? (source[key] as boolean) : DEFAULT_APP_SETTINGS[key];
  return {
    autoAddShoppedToPantry: flag('autoAddShoppedToPantry'),
    autoUpdatePantryOnUncheck: flag('autoUpdatePantryOnUncheck'),
    compactParsedIngredients: flag('compactParsedIngredients'),
    // A dark theme was always a pick; a light one only when marked so (storedAppSettings).
    theme: source.theme === 'dark' || (source.theme === 'light' && source.themePicked === true) ? source.theme : DEFAULT_APP_SETTINGS.theme,
  };
}
