/*
 * Home's greeting painted from the last-seen profile before any of the app's scripts has run: the
 * page carries this function inline (index.html, rsbuild.config.ts), so on a mid-range phone the
 * person sees "Hi Ada!" and the cards' outlines while the app's JavaScript still downloads and
 * starts. React's first render replaces it (createRoot clears #root), with the same greeting
 * (HomePage reads the same stored name). It is serialised with Function#toString, so it uses
 * nothing from outside itself: its keys and colours come in `paint`.
 */

export interface GreetingColors {
  bg: string;
  surface: string;
  border: string;
  text: string;
  textMuted: string;
}

export interface GreetingPaint {
  /** localStorage keys: the session's token, the greeting's name, the device settings (libs/api-client). */
  tokenKey: string;
  nameKey: string;
  settingsKey: string;
  light: GreetingColors;
  dark: GreetingColors;
  fontFamily: string;
  /** How many card outlines Home shows under the greeting. */
  cards: number;
}

/** Paints the greeting into #root when the page is Home and someone is signed in; answers whether it did. Never throws. */
export function paintLastSeenGreeting(doc: Document, storage: Storage, path: string, paint: GreetingPaint): boolean {
  try {
    if (path !== '/' && path !== '/home') return false;
    const name = storage.getItem(paint.nameKey);
    const root = doc.getElementById('root');
    if (!storage.getItem(paint.tokenKey) || !name || !root || root.firstChild) return false;
    // The theme rule of parseAppSettings (libs/domain): dark was always a pick; light only when marked so.
    let settings: { theme?: unknown; themePicked?: unknown } = {};
    try {
      settings = JSON.parse(storage.getItem(paint.settingsKey) || '{}') || {};
    } catch {
      settings = {};
    }
    const picked = settings.theme === 'dark' ? 'dark' : settings.theme === 'light' && settings.themePicked === true ? 'light' : null;
    const colors = (c: GreetingColors) => `--fp-bg:${c.bg};--fp-surface:${c.surface};--fp-border:${c.border};--fp-text:${c.text};--fp-muted:${c.textMuted}`;
    // With no theme picked, the device's scheme decides, also if it changes while the app loads.
    const scheme = picked ? `:root{${colors(picked === 'dark' ? paint.dark : paint.light)}}` : `:root{${colors(paint.light)}}@media (prefers-color-scheme: dark){:root{${colors(paint.dark)}}}`;
    // The look until the app's own styles apply; inside #root, so React's first render removes it.
    const style = doc.createElement('style');
    style.textContent =
      `${scheme}body{margin:0;background:var(--fp-bg);color:var(--fp-text);font-family:${paint.fontFamily};line-height:1.5}` +
      '.fp-screen{max-width:640px;margin:0 auto;padding:16px;display:flex;flex-direction:column;gap:16px}' +
      '.fp-screen header{padding-top:8px;min-height:44px}.fp-screen h1{margin:0;font-size:1.75rem;line-height:1.2;font-weight:700}' +
      '.fp-screen header p{margin:4px 0 0;color:var(--fp-muted)}.fp-cards{display:flex;flex-direction:column;gap:12px}' +
      '.fp-card{height:120px;border-radius:16px;background:var(--fp-surface);border:1px solid var(--fp-border)}';

    const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string) => {
      const node = doc.createElement(tag);
      if (className) node.className = className;
      if (text !== undefined) node.textContent = text;
      return node;
    };
    const screen = el('main', 'fp-screen');
    screen.setAttribute('aria-busy', 'true');
    const header = el('header');
    header.append(el('h1', undefined, `Hi ${name}!`), el('p', undefined, 'Ready to plan your meals?'));
    const cards = el('section', 'fp-cards');
    cards.setAttribute('aria-label', 'Dashboard');
    for (let i = 0; i < paint.cards; i += 1) cards.append(el('div', 'fp-card'));
    screen.append(header, cards);
    root.append(style, screen);
    return true;
  } catch {
    return false;
  }
}
