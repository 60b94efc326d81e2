import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';

/** A built web root: the shell's page and its page-remotes.json, and the pantry remote's manifest. */
function webRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'mealapp-web-'));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('shell/dist/index.html', '<!doctype html><html><head><title>Meal Planner</title></head><body></body></html>');
  write(
    'shell/dist/page-remotes.json',
    JSON.stringify({
      federationRuntime: ['/static/js/async/runtime.0123456789.js'],
      pages: { '/home': [{ remote: 'pantry', module: 'PantryStatusCard' }] },
      pageChunks: { '/onboarding': ['/static/js/async/signed-out.0123456789.js'] },
    }),
  );
  write(
    'mfe-pantry/dist/mf-manifest.json',
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'PantryStatusCard', assets: { js: { sync: ['static/js/async/card.0123456789.js'], async: [] }, css: { sync: [], async: [] } } }],
    }),
  );
  return root;
}

describe("the shell's page preloads the files it shows at once", () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = webRoot();
    t = await createTestApp({ WEB_ROOT: root });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('Home: the federation runtime, the pantry card’s manifest, entry and chunk, ahead of the remote locations', async () => {
    const res = await request(t.app.getHttpServer()).get('/home').expect(200);
    expect(res.text).toContain(
      '<link rel="preload" href="/static/js/async/runtime.0123456789.js" as="script" fetchpriority="low">' +
      '<link rel="preload" href="/remotes/pantry/mf-manifest.json" as="fetch" crossorigin fetchpriority="low">' +
        '<link rel="preload" href="/remotes/pantry/remoteEntry.js" as="script" fetchpriority="low">' +
        '<link rel="preload" href="/remotes/pantry/static/js/async/card.0123456789.js" as="script" fetchpriority="low">' +
        '<script type="application/json" id="mf-remotes">',
    );
  });

  it("a signed-out screen: the shell's chunk that holds it, and no feature app's file", async () => {
    const res = await request(t.app.getHttpServer()).get('/onboarding').expect(200);
    expect(res.text).toContain('<link rel="preload" href="/static/js/async/signed-out.0123456789.js" as="script"><script type="application/json" id="mf-remotes">');
    expect(res.text.match(/rel="preload"/g)).toHaveLength(1);
  });

  it('a page that shows no feature app or chunk of its own at once preloads none', async () => {
    const res = await request(t.app.getHttpServer()).get('/settings').expect(200);
    expect(res.text).not.toContain('rel="preload"');
    expect(res.text).toContain('<script type="application/json" id="mf-remotes">');
  });
});
