import { parseAppSettings } from '@mealapp/domain';
import { paintLastSeenGreeting, type GreetingPaint } from './last-seen-greeting';

const paint: GreetingPaint = {
  tokenKey: 'accessToken',
  nameKey: 'greetingName',
  settingsKey: 'appSettings',
  light: { bg: '#f5f6f8', surface: '#ffffff', border: '#d5dae1', text: '#1a1d21', textMuted: '#5a6370' },
  dark: { bg: '#0f1114', surface: '#1a1d22', border: '#3a414b', text: '#eef0f3', textMuted: '#a4acb7' },
  fontFamily: 'system-ui',
  cards: 3,
};

function page({ token = 'token', name = 'Ada' as string | null, settings = null as string | null } = {}) {
  document.body.innerHTML = '<div id="root"></div>';
  localStorage.clear();
  if (token) localStorage.setItem('accessToken', token);
  if (name !== null) localStorage.setItem('greetingName', name);
  if (settings !== null) localStorage.setItem('appSettings', settings);
  return document.getElementById('root')!;
}

describe('paintLastSeenGreeting', () => {
  it.each(['/home', '/'])('greets the signed-in person on %s, with the cards outlined, before the app runs', (path) => {
    const root = page();
    expect(paintLastSeenGreeting(document, localStorage, path, paint)).toBe(true);
    expect(root.querySelector('h1')?.textContent).toBe('Hi Ada!');
    expect(root.querySelector('[aria-label="Dashboard"]')?.children).toHaveLength(3);
    // Busy until the app replaces it; the root itself is left as React finds it.
    expect(root.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(root.getAttribute('aria-busy')).toBeNull();
  });

  it.each<[string, { path?: string; token?: string; name?: string | null }]>([
    ['another page', { path: '/pantry' }],
    ['no session', { token: '' }],
    ['no name kept', { name: null }],
  ])('paints nothing for %s', (_case, { path = '/home', ...stored }) => {
    const root = page(stored);
    expect(paintLastSeenGreeting(document, localStorage, path, paint)).toBe(false);
    expect(root.childNodes).toHaveLength(0);
  });

  it('writes the name as text, never as markup', () => {
    const root = page({ name: '<img src=x onerror=alert(1)>' });
    paintLastSeenGreeting(document, localStorage, '/home', paint);
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('h1')?.textContent).toBe('Hi <img src=x onerror=alert(1)>!');
  });

  it('never throws: a storage that refuses reads paints nothing', () => {
    page();
    const refusing = { getItem: () => { throw new Error('denied'); } } as unknown as Storage;
    expect(paintLastSeenGreeting(document, refusing, '/home', paint)).toBe(false);
  });

  // The theme rule is parseAppSettings's (libs/domain), written again inside the function (it runs before any module).
  it.each([
    ['{"theme":"dark"}'],
    ['{"theme":"light","themePicked":true}'],
    ['{"theme":"light"}'],
    ['{}'],
    ['not json'],
  ])('takes the theme settings %s say, as the app does', (settings) => {
    const root = page({ settings });
    paintLastSeenGreeting(document, localStorage, '/home', paint);
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(settings);
    } catch {
      parsed = null;
    }
    const theme = parseAppSettings(parsed).theme;
    const css = root.querySelector('style')?.textContent ?? '';
    if (theme === null) {
      // Not picked: the device's scheme decides, as it changes too.
      expect(css).toContain(`:root{--fp-bg:${paint.light.bg}`);
      expect(css).toContain(`@media (prefers-color-scheme: dark){:root{--fp-bg:${paint.dark.bg}`);
    } else {
      expect(css).toContain(`:root{--fp-bg:${paint[theme].bg}`);
      expect(css).not.toContain('@media');
    }
  });
});
