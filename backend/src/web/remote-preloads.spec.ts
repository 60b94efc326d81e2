import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_REMOTES_FILE, remotePreloads } from './remote-preloads.js';

const LOCAL = { pantry: '/remotes/pantry/mf-manifest.json', shopping: '/remotes/shopping/mf-manifest.json' };

function manifest(exposes: Record<string, { js: string[]; css?: string[] }>) {
  return {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: Object.entries(exposes).map(([name, { js, css = [] }]) => ({ name, assets: { js: { sync: js, async: [] }, css: { sync: css, async: [] } } })),
  };
}

describe('remotePreloads', () => {
  let root: string;
  const write = (path: string, value: unknown) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), JSON.stringify(value));
  };
  const shellDir = () => join(root, 'shell', 'dist');

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'mealapp-preloads-'));
    write(`shell/dist/${PAGE_REMOTES_FILE}`, {
      federationRuntime: ['/static/js/async/runtime.1.js'],
      pages: { '/home': [{ remote: 'pantry', module: 'PantryStatusCard' }, { remote: 'shopping', module: 'ShoppingListCard' }] },
      pageChunks: { '/onboarding': ['/static/js/async/signed-out.1.js'] },
    });
    write('mfe-pantry/dist/mf-manifest.json', manifest({ PantryStatusCard: { js: ['static/js/async/card.1.js'], css: ['static/css/card.1.css'] }, PantryPage: { js: ['static/js/async/page.1.js'] } }));
    write('mfe-shopping/dist/mf-manifest.json', manifest({ ShoppingListCard: { js: ['static/js/async/card.2.js'] } }));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("names the shell's federation runtime, each remote's manifest, entry and the page's modules' own files, and nothing it does not show", () => {
    const tags = remotePreloads(shellDir(), root, () => LOCAL, LOCAL)('/home');
    expect(tags).toBe(
      [
        '<link rel="preload" href="/static/js/async/runtime.1.js" as="script" fetchpriority="low">',
        '<link rel="preload" href="/remotes/pantry/mf-manifest.json" as="fetch" crossorigin fetchpriority="low">',
        '<link rel="preload" href="/remotes/pantry/remoteEntry.js" as="script" fetchpriority="low">',
        '<link rel="preload" href="/remotes/pantry/static/css/card.1.css" as="style" fetchpriority="low">',
        '<link rel="preload" href="/remotes/pantry/static/js/async/card.1.js" as="script" fetchpriority="low">',
        '<link rel="preload" href="/remotes/shopping/mf-manifest.json" as="fetch" crossorigin fetchpriority="low">',
        '<link rel="preload" href="/remotes/shopping/remoteEntry.js" as="script" fetchpriority="low">',
        '<link rel="preload" href="/remotes/shopping/static/js/async/card.2.js" as="script" fetchpriority="low">',
      ].join(''),
    );
  });

  it('preloads nothing on a page that shows no feature app or chunk of its own at once', () => {
    expect(remotePreloads(shellDir(), root, () => LOCAL, LOCAL)('/reset-password')).toBe('');
  });

  it("preloads the shell's own chunk a page shows, at the priority of the page's scripts", () => {
    const preloads = remotePreloads(shellDir(), root, () => LOCAL, LOCAL);
    expect(preloads('/onboarding')).toBe('<link rel="preload" href="/static/js/async/signed-out.1.js" as="script">');
    expect(preloads('/home')).not.toContain('signed-out');
  });

  it("on a page that shows a chunk of its own and feature apps, names the chunk first, then the feature apps' files", () => {
    write(`shell/dist/${PAGE_REMOTES_FILE}`, {
      federationRuntime: ['/static/js/async/runtime.1.js'],
      pages: { '/home': [{ remote: 'shopping', module: 'ShoppingListCard' }] },
      pageChunks: { '/home': ['/static/js/async/home.1.js'] },
    });
    expect(remotePreloads(shellDir(), root, () => LOCAL, LOCAL)('/home')).toBe(
      [
        '<link rel="preload" href="/static/js/async/home.1.js" as="script">',
        '<link rel="preload" href="/static/js/async/runtime.1.js" as="script" fetchpriority="low">',
        '<link rel="preload" href="/remotes/shopping/mf-manifest.json" as="fetch" crossorigin fetchpriority="low">',
        '<link rel="preload" href="/remotes/shopping/remoteEntry.js" as="script" fetchpriority="low">',
        '<link rel="preload" href="/remotes/shopping/static/js/async/card.2.js" as="script" fetchpriority="low">',
      ].join(''),
    );
  });

  it('follows a remote rebuilt on its own, without a restart', () => {
    const preloads = remotePreloads(shellDir(), root, () => LOCAL, LOCAL);
    expect(preloads('/home')).toContain('card.2.js');
    write('mfe-shopping/dist/mf-manifest.json', manifest({ ShoppingListCard: { js: ['static/js/async/card.3.js'] } }));
    // A rebuild within the same clock tick would keep its time: make it a later one.
    const later = new Date(Date.now() + 5000);
    utimesSync(join(root, 'mfe-shopping/dist/mf-manifest.json'), later, later);
    expect(preloads('/home')).toContain('/remotes/shopping/static/js/async/card.3.js');
    expect(preloads('/home')).not.toContain('card.2.js');
  });

  it('for a remote hosted elsewhere, preloads its manifest; for one not built, nothing', () => {
    const remotes = { pantry: 'https://cdn.example.com/pantry/v2/mf-manifest.json', shopping: LOCAL.shopping };
    rmSync(join(root, 'mfe-shopping'), { recursive: true });
    expect(remotePreloads(shellDir(), root, () => remotes, LOCAL)('/home')).toBe(
      '<link rel="preload" href="/static/js/async/runtime.1.js" as="script" fetchpriority="low">' +
        '<link rel="preload" href="https://cdn.example.com/pantry/v2/mf-manifest.json" as="fetch" crossorigin fetchpriority="low">',
    );
  });
});
