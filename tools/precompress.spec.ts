import type { RsbuildPluginAPI } from '@rsbuild/core';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { pluginPrecompress } from './precompress';

/** Runs the plugin's after-build step on `dir`, as a production build's first compile. */
async function precompress(dir: string): Promise<void> {
  let afterBuild: ((params: { isFirstCompile: boolean }) => Promise<void>) | undefined;
  const api = { context: { distPath: dir, action: 'build' }, onAfterBuild: (fn: typeof afterBuild) => (afterBuild = fn) };
  await pluginPrecompress().setup(api as unknown as RsbuildPluginAPI);
  await afterBuild!({ isFirstCompile: true });
}

// Real script: React's production build, as npm ships it.
const reactDir = dirname(createRequire(join(__dirname, '../shell/package.json')).resolve('react'));
const script = readFileSync(join(reactDir, 'cjs/react.production.js'));

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'precompress-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('writes a gzip copy a browser inflates to the file, smaller than zlib at its best, and a brotli copy', async () => {
  writeFileSync(join(dir, 'index.js'), script);
  await precompress(dir);

  const gz = readFileSync(join(dir, 'index.js.gz'));
  expect(gunzipSync(gz).equals(script)).toBe(true);
  // What a phone downloads over plain HTTP: Zopfli's copy, not zlib's.
  expect(gz.length).toBeLessThan(gzipSync(script, { level: constants.Z_BEST_COMPRESSION }).length);
  expect(brotliDecompressSync(readFileSync(join(dir, 'index.js.br'))).equals(script)).toBe(true);
});

test('leaves files too small to gain alone, and gives source maps a gzip copy too', async () => {
  writeFileSync(join(dir, 'tiny.js'), 'export {};');
  writeFileSync(join(dir, 'index.js.map'), script);
  await precompress(dir);

  expect(existsSync(join(dir, 'tiny.js.gz'))).toBe(false);
  expect(gunzipSync(readFileSync(join(dir, 'index.js.map.gz'))).equals(script)).toBe(true);
});
