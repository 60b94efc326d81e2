// Scan Recipe: one 1200 px photo of a printed recipe through POST /api/recipes/scan (the first scan
// also starts an OCR worker; then warm scans), the server's memory before and at its peak, and the
// p99 of GET /api/pantry alone and while 4 users keep a scan running each, beside the figures before
// issue 25's page clean-up. Then how much scanning reads: every sample recipe photographed with each
// trouble, read in-process by the compiled backend's OCR engine with each clean-up step added in turn.
// `node bench/scan.mjs` runs it alone against a built app (`node bench/scan.mjs accuracy`: the
// accuracy tables alone).
import { parseRecipeText } from '@mealapp/domain';
import autocannon from 'autocannon';
import { createJiti } from 'jiti';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { seed, signUp } from './server.mjs';

const WARM_RUNS = 3;
const SCANNERS = 4;
const PANTRY_ITEMS = 200;

// The photo generator is the tests' own TypeScript module; jiti compiles it on the fly.
const { recipePhoto, missedLines, SAMPLE_RECIPES, PHOTO_TROUBLES, PHONE_PHOTO } = await createJiti(import.meta.url).import('../tools/recipe-photo-image.ts');

/** A figure of /proc/<pid>/status in MB (VmRSS now, VmHWM the peak so far); null off Linux. */
function memoryMb(pid, field) {
  try {
    const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

async function scan(url, token, image) {
  const response = await fetch(`${url}/api/recipes/scan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ image }),
  });
  if (!response.ok) throw new Error(`POST /api/recipes/scan answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function timed(work) {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `server.pid`, when the runner gives it, lets the server's own memory be read. */
export async function scanBench(server) {
  const photo = recipePhoto(SAMPLE_RECIPES[0], { rotateDegrees: 2, seed: 1 });
  const image = photo.toString('base64');
  const tokens = await Promise.all(Array.from({ length: SCANNERS + 1 }, (_, i) => signUp(server.url, `scan-${i}-${Date.now()}@example.com`)));
  const [reader, ...scanners] = tokens;

  const rssBefore = server.pid ? memoryMb(server.pid, 'VmRSS') : null;
  const coldMs = await timed(() => scan(server.url, scanners[0], image));
  const warm = [];
  for (let run = 0; run < WARM_RUNS; run++) warm.push(await timed(() => scan(server.url, scanners[0], image)));
  const peakAfterOne = server.pid ? memoryMb(server.pid, 'VmHWM') : null;

  await seed(server.url, reader, '/api/pantry', Array.from({ length: PANTRY_ITEMS }, (_, i) => ({ name: `Item ${i + 1}`, status: 'In Stock' })));
  const duration = Number(process.env.BENCH_DURATION ?? 8);
  const read = () => autocannon({ url: `${server.url}/api/pantry`, connections: 16, duration, headers: { authorization: `Bearer ${reader}` } });
  const alone = await read();

  // Each of the 4 users scans again as soon as their last scan answers, for as long as the reads run.
  let reading = true;
  let scans = 0;
  const scanning = scanners.map(async (token) => {
    while (reading) {
      await scan(server.url, token, image);
      scans += 1;
    }
  });
  const underScans = await read();
  reading = false;
  await Promise.all(scanning);
  const peak = server.pid ? memoryMb(server.pid, 'VmHWM') : null;

  const mb = (value) => (value === null ? 'not measured (no server pid)' : `${value} MB`);
  // Measured on main at fee2dd0 (no page clean-up, before issue 25) with `node bench/scan.mjs` on the same machine.
  const before = ['1954 ms', '787 ms', '872 MB -> 970 MB', '970 MB', 'p99 65 ms, 470 req/s', 'p99 144 ms, 417 req/s, errors 0; 11 scans in 8 s'];
  const rows = [
    { measure: `scan one ${photo.length.toLocaleString('en-US')}-byte 1200 px JPEG, first (starts the OCR worker)`, value: `${Math.round(coldMs)} ms` },
    { measure: `scan it again (median of ${WARM_RUNS})`, value: `${Math.round(median(warm))} ms` },
    { measure: 'server RSS before the first scan -> peak after one scan at a time', value: `${mb(rssBefore)} -> ${mb(peakAfterOne)}` },
    { measure: `server peak RSS with ${SCANNERS} scans at once`, value: mb(peak) },
    { measure: `GET /api/pantry (${PANTRY_ITEMS} items), 16 connections, alone`, value: `p99 ${alone.latency.p99} ms, ${Math.round(alone.requests.average)} req/s` },
    {
      measure: `GET /api/pantry while ${SCANNERS} users each keep a scan running`,
      value: `p99 ${underScans.latency.p99} ms, ${Math.round(underScans.requests.average)} req/s, errors ${underScans.errors + underScans.non2xx}; ${scans} scans in ${duration} s`,
    },
  ].map((row, i) => ({ ...row, 'before (main fee2dd0)': before[i] }));
  return { rows, figures: { scanWarmMs: median(warm), pantryP99UnderScansMs: underScans.latency.p99 } };
}

/** The photos the accuracy tables read: every sample recipe, as phones take them, plain and with each trouble. */
function troubledPhotos() {
  const turns = [1.5, -2.5, 3, -1, 2, -1.5, 1];
  const troubles = [['none', {}], ...Object.entries(PHOTO_TROUBLES)];
  return troubles.flatMap(([trouble, options]) =>
    SAMPLE_RECIPES.map((recipe, i) => ({ trouble, recipe, bytes: recipePhoto(recipe, { ...PHONE_PHOTO, rotateDegrees: turns[i % turns.length], seed: i + 1, ...options }) })),
  );
}

/**
 * Reads every photo with one engine of the compiled backend whose page clean-up takes `steps`; with
 * `text`, as scanning reads, without the specks and with Tesseract's usual misreads put right.
 */
async function readAll(photos, steps, text) {
  const { createTesseractEngine } = await import('../backend/dist/recipes/scan/tesseract-engine.js');
  const { tidyScannedText } = await import('../backend/dist/recipes/scan/ocr-text.js');
  const engine = await createTesseractEngine(steps, text);
  try {
    const reads = [];
    for (const photo of photos) {
      const start = performance.now();
      const read = await engine.recognize(photo.bytes);
      const recipe = parseRecipeText(text ? tidyScannedText(read) : read);
      const ms = performance.now() - start;
      const missed = missedLines(photo.recipe.ingredients, recipe?.ingredients ?? []).map(({ line }) => line);
      reads.push({ ...photo, ms, missed, recovered: photo.recipe.ingredients.length - missed.length, titleRight: recipe?.title.toLowerCase() === photo.recipe.title.toLowerCase() });
    }
    return reads;
  } finally {
    await engine.terminate();
  }
}

function tally(reads) {
  const printed = reads.reduce((sum, read) => sum + read.recipe.ingredients.length, 0);
  const recovered = reads.reduce((sum, read) => sum + read.recovered, 0);
  return {
    lines: `${recovered}/${printed} (${((100 * recovered) / printed).toFixed(1)}%)`,
    titles: `${reads.filter((read) => read.titleRight).length}/${reads.length}`,
    ms: Math.round(median(reads.map((read) => read.ms))),
  };
}

/**
 * Ingredient lines recovered and titles read right, over every sample recipe × trouble: with each
 * clean-up step added in turn (from none, as before issue 25), and trouble by trouble, before and with the clean-up scanning runs.
 */
export async function scanAccuracy() {
  const { NO_CLEANUP, PAGE_CLEANUP } = await import('../backend/dist/recipes/scan/page-cleanup.js');
  const photos = troubledPhotos();
  const grey = { ...NO_CLEANUP, greyscale: true };
  const flat = { ...grey, flatten: true };
  // Each row adds a step to the one before; the rows marked "tried" add one scanning does not take.
  const ladder = [
    ['none (before, main fee2dd0: the photo as sent, the text as read)', NO_CLEANUP, false],
    ['text clean-up (specks dropped, misreads put right)', NO_CLEANUP, true],
    ['+ greyscale', grey, true],
    ['+ flattening (page / its paper, table and grain white)', flat, true],
    ['+ CLAHE', { ...flat, clahe: true }, true],
    ['  tried: + threshold at 170 instead of Otsu', { ...flat, clahe: true, threshold: 170 }, true],
    ['+ deskew: scanning now (PAGE_CLEANUP)', PAGE_CLEANUP, true],
    ['  tried: + upscaled to 1800 px', { ...PAGE_CLEANUP, longestSide: 1800 }, true],
  ];
  if (JSON.stringify(PAGE_CLEANUP) !== JSON.stringify({ ...flat, clahe: true, deskew: true })) throw new Error('PAGE_CLEANUP is no longer the ladder\'s "+ deskew" row');
  const results = [];
  for (const [name, steps, text] of ladder) results.push({ name, reads: await readAll(photos, steps, text) });
  const steps = results.map(({ name, reads }) => {
    const { lines, titles, ms } = tally(reads);
    return { 'clean-up steps': name, 'ingredient lines recovered': lines, 'titles right': `${titles}`, 'median ms per scan': ms };
  });
  const [before, now] = [results[0].reads, results.find(({ name }) => name.includes('PAGE_CLEANUP')).reads];
  const troubles = [...new Set(photos.map((photo) => photo.trouble))].map((trouble) => {
    const [was, is] = [tally(before.filter((read) => read.trouble === trouble)), tally(now.filter((read) => read.trouble === trouble))];
    return { photos: `${SAMPLE_RECIPES.length} recipes, ${trouble}`, 'lines before': was.lines, 'lines now': is.lines, 'titles before': was.titles, 'titles now': is.titles };
  });
  const missed = now.flatMap((read) => read.missed.map((line) => `${read.recipe.title} (${read.trouble}): ${line}`));
  return { rows: steps, troubles, missed };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { startServer } = await import('./server.mjs');
  if (process.argv[2] !== 'accuracy') {
    const server = await startServer();
    try {
      console.table((await scanBench(server)).rows);
    } finally {
      await server.stop();
    }
  }
  const accuracy = await scanAccuracy();
  console.table(accuracy.rows);
  console.table(accuracy.troubles);
  console.log(accuracy.missed.join('\n'));
}
