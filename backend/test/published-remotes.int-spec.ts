import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { manifestUrl, mapFile, readMap, VERSION_FILE, writeMap } from '../src/web/published-remotes.js';
import { useTestApp } from './support/test-app.js';

const write = (path: string, text: string) => {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
};

const base = mkdtempSync(join(tmpdir(), 'mealapp-published-int-'));
const webRoot = join(base, 'web');
const remotesDir = join(base, 'remotes');
write(join(webRoot, 'shell/dist/index.html'), '<!doctype html><html><head><title>Meal Planner</title></head><body></body></html>');
write(join(webRoot, 'mfe-pantry/dist/mf-manifest.json'), JSON.stringify({ name: 'pantry', build: 'bundled' }));
write(join(remotesDir, 'pantry/0.2.0-1/mf-manifest.json'), JSON.stringify({ name: 'pantry', build: '0.2.0-1' }));
write(join(remotesDir, 'pantry/0.2.0-1/remoteEntry.js'), 'var pantry;');
write(join(remotesDir, 'secret.txt'), 'not a remote');
mkdirSync(join(remotesDir, 'environments'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** The answer to a path sent as written (supertest and URL parsing would tidy `..` away). */
function get(port: number, path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

async function listening(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('REMOTES_DIR: feature apps published on their own', () => {
  const app = useTestApp({ WEB_ROOT: webRoot, REMOTES_DIR: remotesDir, REMOTES_ENV: 'staging' });
  let port: number;
  beforeAll(async () => {
    port = await listening(app.t.app.getHttpServer());
  });

  it("answers the environment's map over the bundled remotes, read again when a publish rewrites it, never cached", async () => {
    const file = mapFile(remotesDir, 'staging');
    rmSync(file, { force: true });
    let res = await get(port, '/mf-remotes.json');
    expect(JSON.parse(res.body).pantry).toBe('/remotes/pantry/mf-manifest.json');
    writeMap(file, { pantry: manifestUrl('/remotes', 'pantry', '0.2.0-1') });
    res = await get(port, '/mf-remotes.json');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(res.body)).toMatchObject({ pantry: '/remotes/pantry/0.2.0-1/mf-manifest.json', planner: '/remotes/planner/mf-manifest.json' });
    // The shell's page carries the same map, so a reload follows the publish.
    const page = await get(port, '/pantry');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('"pantry":"/remotes/pantry/0.2.0-1/mf-manifest.json"');
    writeMap(file, { pantry: manifestUrl('/remotes', 'pantry', '0.1.0-0') });
    expect(JSON.parse((await get(port, '/mf-remotes.json')).body).pantry).toBe('/remotes/pantry/0.1.0-0/mf-manifest.json');
    expect((await get(port, '/pantry')).body).toContain('"pantry":"/remotes/pantry/0.1.0-0/mf-manifest.json"');
  });

  it("serves a published version's files, manifest and entry included, as immutable, with CORS", async () => {
    for (const path of ['/remotes/pantry/0.2.0-1/mf-manifest.json', '/remotes/pantry/0.2.0-1/remoteEntry.js']) {
      const res = await get(port, path);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    expect(JSON.parse((await get(port, '/remotes/pantry/0.2.0-1/mf-manifest.json')).body).build).toBe('0.2.0-1');
  });

  it('still serves the bundled build at its own path, revalidated', async () => {
    const res = await get(port, '/remotes/pantry/mf-manifest.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(res.body).build).toBe('bundled');
  });

  it.each([
    '/remotes/pantry/0.2.0-1/../../secret.txt',
    '/remotes/pantry/0.2.0-1/%2e%2e/%2e%2e/secret.txt',
    '/remotes/pantry/0.2.0-1/..%2f..%2fsecret.txt',
    '/remotes/pantry/%2e%2e/secret.txt',
    '/remotes/pantry/0.2.0-1/../../environments/staging.json',
    '/remotes/pantry/0.9.9-9/remoteEntry.js',
  ])('answers %s with no file from outside the version', async (path) => {
    const res = await get(port, path);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).not.toContain('not a remote');
  });

  it.each(['/remotes/environments/staging.json', '/remotes/secret.txt'])('serves no file of the folder outside a version at %s (the shell page answers, as for any unknown path)', async (path) => {
    const res = await get(port, path);
    expect(res.headers['content-type']).toMatch(/html/);
    expect(res.body).toMatch(/^<!doctype html>/);
    expect(res.body).not.toContain('not a remote');
  });
});

describe('REMOTES_URL: the remotes folder published on a CDN', () => {
  const app = useTestApp({ REMOTES_DIR: remotesDir, REMOTES_URL: 'https://cdn.example.com/meal-remotes' });

  it("lets the shell load the CDN's files: its origin is in the content security policy", async () => {
    const res = await get(await listening(app.t.app.getHttpServer()), '/mf-remotes.json');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.com(;|$)/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.com(;|$)/);
  });
});

describe('npm run publish:remote and rollback:remote', () => {
  const scripts = join(__dirname, '..', '..', 'scripts');
  const run = (script: string, ...args: string[]) =>
    promisify(execFile)(process.execPath, [join(scripts, script), ...args], { env: { ...process.env, REMOTES_DIR: remotesDir, REMOTES_ENV: '' } }).then((r) => r.stdout);

  beforeAll(() => {
    for (const [version, publishedAt] of [['0.2.0-1', '2026-11-27T03:00:01Z'], ['0.2.0-2', '2026-11-27T03:00:02Z']] as const) {
      write(join(remotesDir, 'pantry', version, VERSION_FILE), JSON.stringify({ name: 'pantry', version, publishedAt }));
    }
  });

  it.each([
    [['publish-remote.mjs', 'shell'], /name one feature app: pantry, shopping, recipes, planner, account \(not "shell"\)/],
    [['publish-remote.mjs', '../pantry'], /not "\.\.\/pantry"/],
    [['publish-remote.mjs', 'pantry', '--env', '../production'], /is not an environment name/],
    [['publish-remote.mjs', 'pantry', '--base-url', 'javascript:alert(1)'], /--base-url must be a path from \/ or an http\(s\) URL/],
    [['publish-remote.mjs', 'pantry', '--remotes-dir', '/no/such/folder'], /the remotes folder \/no\/such\/folder does not exist/],
    [['rollback-remote.mjs', 'pantry', '../../environments'], /pantry \.\.\/\.\.\/environments is not published/],
    [['rollback-remote.mjs', 'pantry', '0.2.0-9'], /pantry 0.2.0-9 is not published in .* \(published: 0.2.0-1, 0.2.0-2\)/],
  ])('%j is refused before anything is built or written', async (args, message) => {
    const file = mapFile(remotesDir, 'production');
    rmSync(file, { force: true });
    await expect(run(...(args as [string, ...string[]]))).rejects.toThrow(message);
    expect(existsSync(file)).toBe(false);
  });

  it('rolls back to the version published before, and forward again by name, keeping where the folder is served', async () => {
    const file = mapFile(remotesDir, 'production');
    writeMap(file, { pantry: manifestUrl('https://cdn.example.com/r', 'pantry', '0.2.0-2'), planner: '/remotes/planner/mf-manifest.json' });
    expect(await run('rollback-remote.mjs', 'pantry')).toContain('production now loads pantry 0.2.0-1');
    expect(readMap(file)).toEqual({ pantry: 'https://cdn.example.com/r/pantry/0.2.0-1/mf-manifest.json', planner: '/remotes/planner/mf-manifest.json' });
    await expect(run('rollback-remote.mjs', 'pantry')).rejects.toThrow(/no version published before 0.2.0-1/);
    await run('rollback-remote.mjs', 'pantry', '0.2.0-2');
    expect(readMap(file).pantry).toBe('https://cdn.example.com/r/pantry/0.2.0-2/mf-manifest.json');
  });
});
