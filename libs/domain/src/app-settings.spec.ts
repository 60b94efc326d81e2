import { DEFAULT_APP_SETTINGS, parseAppSettings, storedAppSettings, type AppSettings } from './app-settings.js';

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
    ['light theme, picked', { theme: 'light', themePicked: true }, { ...DEFAULT_APP_SETTINGS, theme: 'light' }],
    ['light theme as the old default stored it: follows the device', { theme: 'light' }, DEFAULT_APP_SETTINGS],
    ['dark theme as stored before: kept, it was picked', { theme: 'dark', compactParsedIngredients: true }, { ...DEFAULT_APP_SETTINGS, theme: 'dark', compactParsedIngredients: true }],
    ['unknown theme', { theme: 'blue' }, DEFAULT_APP_SETTINGS],
    ['a flag turned off', { autoAddShoppedToPantry: false }, { ...DEFAULT_APP_SETTINGS, autoAddShoppedToPantry: false }],
    ['a flag of the wrong type', { compactParsedIngredients: 'yes' }, DEFAULT_APP_SETTINGS],
  ])('%s', (_label, stored, expected) => {
    expect(parseAppSettings(stored)).toEqual(expected);
  });
});

describe('storedAppSettings', () => {
  it.each<[string, AppSettings['theme']]>([
    ['a picked light theme', 'light'],
    ['a picked dark theme', 'dark'],
    ['no pick', null],
  ])('%s reads back as it was', (_label, theme) => {
    const settings = { ...DEFAULT_APP_SETTINGS, theme, autoAddShoppedToPantry: false };
    expect(parseAppSettings(JSON.parse(JSON.stringify(storedAppSettings(settings))))).toEqual(settings);
  });
});
