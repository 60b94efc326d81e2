import { act, render } from '@testing-library/react';
import { createAppStore, deviceSettingChanged } from '@mealapp/api-client';
import { mockColorScheme, type DeviceColorScheme } from '@mealapp/testing';
import { themes } from '@mealapp/ui';
import { AppProviders } from '@mealapp/app-providers';

let device: DeviceColorScheme;

beforeEach(() => localStorage.clear());
afterEach(() => device.restore());

/** The theme the page shows: the root's theme and colour scheme, the browser's theme-color. */
function shown() {
  const root = document.documentElement;
  const colors = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.content);
  return { theme: root.dataset.theme, colorScheme: root.style.colorScheme, colors: [...new Set(colors)] };
}

const showing = (theme: 'light' | 'dark') => ({ theme, colorScheme: theme, colors: [themes[theme].colors.bg] });

test('with no theme picked on the device, the app follows its colour scheme, live', () => {
  device = mockColorScheme('dark');
  render(<AppProviders store={createAppStore()}>app</AppProviders>);
  expect(shown()).toEqual(showing('dark'));

  device.set('light');
  expect(shown()).toEqual(showing('light'));
  device.set('dark');
  expect(shown()).toEqual(showing('dark'));
});

test('the theme picked in Settings wins over the device, and is kept on it', () => {
  device = mockColorScheme('dark');
  const store = createAppStore();
  const first = render(<AppProviders store={store}>app</AppProviders>);
  // What the Settings switch dispatches (mfe-account's useAppPreferences).
  act(() => store.dispatch(deviceSettingChanged({ key: 'theme', value: 'light' })));
  expect(shown()).toEqual(showing('light'));
  device.set('light');
  device.set('dark');
  expect(shown()).toEqual(showing('light'));

  first.unmount();
  render(<AppProviders store={createAppStore()}>app</AppProviders>);
  expect(shown()).toEqual(showing('light'));
});
