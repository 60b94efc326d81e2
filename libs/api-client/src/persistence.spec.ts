import { DEFAULT_APP_SETTINGS } from '@mealapp/domain';
import { deviceSettingChanged } from './device-settings';
import { signedIn, signedOut } from './session';
import { createAppStore } from './store';

beforeEach(() => localStorage.clear());

test('the access token is read from and written to localStorage "accessToken"', () => {
  localStorage.setItem('accessToken', 'stored');
  const store = createAppStore();
  expect(store.getState().session.accessToken).toBe('stored');
  store.dispatch(signedIn({ accessToken: 'fresh' }));
  expect(localStorage.getItem('accessToken')).toBe('fresh');
  store.dispatch(signedOut());
  expect(localStorage.getItem('accessToken')).toBeNull();
});

test('the signed-in person\'s first name is kept in "greetingName" for the page\'s first paint, and forgotten at sign-out', () => {
  const store = createAppStore();
  store.dispatch(signedIn({ accessToken: 'fresh', user: { id: 7, name: 'Ada Lovelace', email: 'ada@example.com' } }));
  expect(localStorage.getItem('greetingName')).toBe('Ada');
  store.dispatch(signedOut());
  expect(localStorage.getItem('greetingName')).toBeNull();
});

test('device settings start from the defaults and persist to "appSettings"', () => {
  const store = createAppStore();
  expect(store.getState().deviceSettings).toEqual(DEFAULT_APP_SETTINGS);
  store.dispatch(deviceSettingChanged({ key: 'theme', value: 'dark' }));
  store.dispatch(deviceSettingChanged({ key: 'autoAddShoppedToPantry', value: false }));
  expect(JSON.parse(localStorage.getItem('appSettings')!)).toEqual({ ...DEFAULT_APP_SETTINGS, theme: 'dark', themePicked: true, autoAddShoppedToPantry: false });
  expect(createAppStore().getState().deviceSettings.theme).toBe('dark');
});

test('unreadable stored settings fall back to the defaults', () => {
  localStorage.setItem('appSettings', '{not json');
  expect(createAppStore().getState().deviceSettings).toEqual(DEFAULT_APP_SETTINGS);
  localStorage.setItem('appSettings', JSON.stringify({ theme: 'purple', compactParsedIngredients: true }));
  expect(createAppStore().getState().deviceSettings).toEqual({ ...DEFAULT_APP_SETTINGS, compactParsedIngredients: true });
});
