// Archive import (issue 36): a 500-recipe Paprika export (.paprikarecipes: a zip of gzipped JSON,
// each recipe with a 400x300 JPEG photo inside, as Paprika writes them) uploaded to
// POST /api/recipes/import/archive on a fresh account: the time until the report, and the server
// process's peak resident memory over its memory before the upload (sampled every 20 ms from
// /proc, worker threads included). No figure before: the starting main read no Paprika export.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createJiti } from 'jiti';
import { root } from '../scripts/workspace.mjs';
import { signUp } from './server.mjs';

const RECIPES = 500;
const jiti = createJiti(import.meta.url, { alias: { '@mealapp/domain': join(root, 'libs/domain/src/index.ts') } });
const { paprikaExport, paprikaFocaccia } = await jiti.import(join(root, 'backend/test/support/app-exports.ts'));
const { default: sharp } = await import(join(root, 'node_modules/sharp/lib/index.js'));

/** A recipe's photo as Paprika keeps it, small: 400x300 of noise, JPEG (noise does not compress, as a real photo barely does). */
async function photo(seed) {
  const pixels = Buffer.alloc(400 * 300 * 3);
  let state = seed + 1;
  for (let i = 0; i < pixels.length; i += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = state >> 23;
  }
  return sharp(pixels, { raw: { width: 400, height: 300, channels: 3 } }).jpeg({ quality: 60 }).toBuffer();
}

/** The export: 500 recipes, each its own title and ingredients (the import skips one it already has). */
async function paprikaBulk() {
  const photos = await Promise.all([0, 1, 2, 3].map(photo));
  const recipes = Array.from({ length: RECIPES }, (_, index) => ({
    ...paprikaFocaccia,
    uid: `bench-${index}`,
    name: `${paprikaFocaccia.name} ${index + 1}`,
    ingredients: `${paprikaFocaccia.ingredients}\n${index + 1} g sesame seeds`,
    photo_data: photos[index % photos.length].toString('base64'),
  }));
  return paprikaExport(recipes);
}

/** The resident memory of a process, in bytes (Linux). */
function residentBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+) kB/)[1]) * 1024;
}

export async function archiveImportBench(server) {
  const archive = await paprikaBulk();
  const token = await signUp(server.url, `bench-archive-${Date.now()}@example.com`);
  const before = residentBytes(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(server.pid))), 20);
  const form = new FormData();
  form.append('files', new Blob([archive]), 'bench.paprikarecipes');
  const start = performance.now();
  const response = await fetch(`${server.url}/api/recipes/import/archive`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const report = await response.json();
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, residentBytes(server.pid));
  if (!response.ok || report.imported !== RECIPES) throw new Error(`the import answered ${response.status}: ${JSON.stringify(report).slice(0, 300)}`);
  const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  return {
    rows: [
      {
        export: `${RECIPES} Paprika recipes with photos, ${mb(archive.length)} MB`,
        'import s': Math.round(seconds * 100) / 100,
        'recipes/s': Math.round(RECIPES / seconds),
        'server RSS before MB': mb(before),
        'peak RSS MB': mb(peak),
        'peak over before MB': mb(peak - before),
      },
    ],
    figures: { archiveImportSeconds: seconds, archiveImportPeakMb: mb(peak - before) },
  };
}
