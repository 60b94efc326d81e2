import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The shell's one inline script, as its first paint (shell/src/boot/last-seen-greeting.ts). */
const FIRST_PAINT = 'document.getElementById("root").textContent = "Hi!";';

/** A built web root as the build leaves it: each text file beside its .br and .gz copies. */
function webRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'mealapp-web-'));
  const write = (path: string, text: string) => {
    const file = join(root, path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
    writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)));
  };
  write('shell/dist/index.html', `<!doctype html><html><head><title>Meal Planner</title></head><body><div id="root"></div><script>${FIRST_PAINT}</script>${'<!-- padding -->'.repeat(80)}</body></html>`);
  write('shell/dist/static/js/index.0123456789.js', `console.log("shell");${' '.repeat(2000)}`);
  write('mfe-pantry/dist/mf-manifest.json', JSON.stringify({ name: 'pantry', padding: 'x'.repeat(2000) }));
  return root;
}

describe('static files: precompressed, cached by kind', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = webRoot();
    t = await createTestApp({ WEB_ROOT: root });
    await new Promise<void>((resolve) => t.app.getHttpServer().listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** The raw answer, bytes as sent: supertest would decompress them on its own. */
  function get(path: string, acceptEncoding: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    return new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding, ...headers } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  }

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('Accept-Encoding "%s" gets %s', async (accept, encoding) => {
    const res = await get('/static/js/index.0123456789.js', accept);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = encoding === 'br' ? brotliDecompressSync(res.body) : encoding === 'gzip' ? gunzipSync(res.body) : res.body;
    expect(plain.toString()).toMatch(/^console\.log\("shell"\);/);
  });

  it("a remote's manifest is compressed and revalidated, with CORS", async () => {
    const res = await get('/remotes/pantry/mf-manifest.json', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('an app route gets the shell page, compressed and revalidated; the API does not', async () => {
    const res = await get('/shopping-list', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    await request(t.app.getHttpServer()).get('/api/nothing-here').expect(404);
  });

  it("the shell's page is revalidated by its ETag, one per encoding; API answers carry none", async () => {
    const [br, gzip] = [await get('/home', 'br'), await get('/home', 'gzip')];
    expect(br.headers.etag).toMatch(/^"[\w-]+-br"$/);
    expect(gzip.headers.etag).toMatch(/^"[\w-]+-gzip"$/);
    const again = await get('/home', 'br', { 'If-None-Match': br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    expect((await get('/home', 'gzip', { 'If-None-Match': br.headers.etag! })).status).toBe(200);
    const health = await request(t.app.getHttpServer()).get('/api/health').expect(200);
    expect(health.headers.etag).toBeUndefined();
  });

  it("lets the page's own inline script run, by its hash, and no other inline script, on every answer", async () => {
    const hash = `'sha256-${createHash('sha256').update(FIRST_PAINT).digest('base64')}'`;
    for (const res of [await get('/home', 'gzip'), await request(t.app.getHttpServer()).get('/api/health').expect(200)]) {
      const scriptSrc = /script-src ([^;]*)/.exec(res.headers['content-security-policy'] as string)?.[1].split(' ');
      expect(scriptSrc).toContain(hash);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc!.filter((source) => source.startsWith("'sha256-"))).toEqual([hash]);
    }
  });

  it("the shell's page carries the remote locations, so the shell needs no round trip for them", async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get('/home', encoding);
      const html = (encoding === 'br' ? brotliDecompressSync(res.body) : encoding === 'gzip' ? gunzipSync(res.body) : res.body).toString();
      const block = /<script type="application\/json" id="mf-remotes">(.*?)<\/script><\/head>/.exec(html);
      expect(block).not.toBeNull();
      expect(JSON.parse(block![1])).toEqual({
        pantry: '/remotes/pantry/mf-manifest.json',
        shopping: '/remotes/shopping/mf-manifest.json',
        recipes: '/remotes/recipes/mf-manifest.json',
        planner: '/remotes/planner/mf-manifest.json',
        account: '/remotes/account/mf-manifest.json',
      });
    }
  });
});
