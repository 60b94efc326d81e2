import { DEFAULT_APP_SETTINGS, parseAppSettings } from './app-settings.js';

describe('DEFAULT_APP_SETTINGS', () => {
  it('matches spec part 1 §9', () => {
    expect(DEFAULT_APP_SETTINGS).toEqual({
      autoAddShoppedToPantry: true,
      autoUpdatePantryOnUncheck: true,
      compactParsedIngredients: false,
      theme: null,
    });
  });
});

describe('parseAppSettings', () => {
  it.each([
    ['nothing stored', null, DEFAULT_APP_SETTINGS],
    ['not an object', 'dark', DEFAULT_APP_SETTINGS],
    ['dark theme', { theme: 'dark' }, { ...DEFAULT_APP_SETTINGS, theme: 'dark' }],
    ['light theme', { theme: 'light' }, { ...DEFAULT_APP_SETTINGS, theme: 'light' }],
    ['unknown theme', { theme: 'blue' }, DEFAULT_APP_SETTINGS],
    ['a flag turned off', { autoAddShoppedToPantry: false }, { ...DEFAULT_APP_SETTINGS, autoAddShoppedToPantry: false }],
    ['a flag of the wrong type', { compactParsedIngredients: 'yes' }, DEFAULT_APP_SETTINGS],
  ])('%s', (_label, stored, expected) => {
    expect(parseAppSettings(stored)).toEqual(expected);
  });
});
