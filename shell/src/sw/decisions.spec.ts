import { isApi, isAppNavigation, isHashedAsset, isRemoteEntry, windowForTap, type WindowState } from './decisions';

const origin = 'https://meals.example';
const at = (path: string) => new URL(path, origin);

describe('what the worker routes, by URL', () => {
  it.each<[string, { api: boolean; navigation: boolean; entry: boolean; hashed: boolean }]>([
    ['/api/pantry-items', { api: true, navigation: false, entry: false, hashed: false }],
    ['/api', { api: true, navigation: false, entry: false, hashed: false }],
    ['/api/notifications/settings', { api: true, navigation: false, entry: false, hashed: false }],
    ['/api/static/x.0123456789.js', { api: true, navigation: false, entry: false, hashed: false }],
    ['/apiary', { api: false, navigation: true, entry: false, hashed: false }],
    ['/', { api: false, navigation: true, entry: false, hashed: false }],
    ['/home', { api: false, navigation: true, entry: false, hashed: false }],
    ['/recipes/12?tab=ai', { api: false, navigation: true, entry: false, hashed: false }],
    ['/remotes/pantry/remoteEntry.js', { api: false, navigation: true, entry: true, hashed: false }],
    ['/remotes/mfe-x/mf-manifest.json', { api: false, navigation: true, entry: true, hashed: false }],
    ['/remotes/pantry/static/js/remoteEntry.js', { api: false, navigation: true, entry: false, hashed: false }],
    ['/remotes/pantry/mf-stats.json', { api: false, navigation: true, entry: false, hashed: false }],
    ['/mf-remotes.json', { api: false, navigation: true, entry: true, hashed: false }],
    ['/remotes/pantry/static/js/async/7.e7525a6ecd.js', { api: false, navigation: true, entry: false, hashed: true }],
    ['/static/js/index.d9f72d673e.js', { api: false, navigation: true, entry: false, hashed: true }],
    ['/static/css/index.d9f72d67.css', { api: false, navigation: true, entry: false, hashed: true }],
    ['/static/js/index.d9f72d6.js', { api: false, navigation: true, entry: false, hashed: false }],
    ['/static/js/index.d9f72d673e.js.map', { api: false, navigation: true, entry: false, hashed: false }],
    ['/sw.js', { api: false, navigation: true, entry: false, hashed: false }],
  ])('%s', (path, expected) => {
    const url = at(path);
    expect({ api: isApi(url), navigation: isAppNavigation(url, origin), entry: isRemoteEntry(url, origin), hashed: isHashedAsset(url, origin) }).toEqual(expected);
  });

  it.each(['https://cdn.example/remotes/pantry/remoteEntry.js', 'https://cdn.example/static/js/index.d9f72d673e.js', 'https://cdn.example/home'])(
    'leaves another origin alone: %s',
    (href) => {
      const url = new URL(href);
      expect([isAppNavigation(url, origin), isRemoteEntry(url, origin), isHashedAsset(url, origin)]).toEqual([false, false, false]);
    },
  );
});

describe('windowForTap', () => {
  const w = (focused: boolean, visibilityState: DocumentVisibilityState): WindowState => ({ focused, visibilityState });
  it.each<[string, WindowState[], number]>([
    ['no window', [], -1],
    ['one hidden window', [w(false, 'hidden')], 0],
    ['the focused one', [w(false, 'visible'), w(true, 'visible')], 1],
    ['a visible one before a hidden one', [w(false, 'hidden'), w(false, 'visible')], 1],
    ['the most recent when all are hidden', [w(false, 'hidden'), w(false, 'hidden')], 0],
    ['focus wins over order', [w(false, 'hidden'), w(false, 'visible'), w(true, 'visible')], 2],
  ])('%s -> %i', (_case, windows, index) => {
    expect(windowForTap(windows)).toBe(index);
  });
});
