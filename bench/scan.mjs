// Scan Recipe: one 1200 px photo of a printed recipe through POST /api/recipes/scan (the first scan
// also starts an OCR worker; then warm scans), the server's memory before and at its peak, and the
// p99 of GET /api/pantry alone and while 4 users keep a scan running each.
// `node bench/scan.mjs` runs it alone against a built app.
import autocannon from 'autocannon';
import { createJiti } from 'jiti';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { seed, signUp } from './server.mjs';

const WARM_RUNS = 3;
const SCANNERS = 4;
const PANTRY_ITEMS = 200;

// The photo generator is the tests' own TypeScript module; jiti compiles it on the fly.
const { recipePhoto, SAMPLE_RECIPES } = await createJiti(import.meta.url).import('../tools/recipe-photo-image.ts');

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
  ];
  return { rows, figures: { scanWarmMs: median(warm), pantryP99UnderScansMs: underScans.latency.p99 } };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { startServer } = await import('./server.mjs');
  const server = await startServer();
  try {
    console.table((await scanBench(server)).rows);
  } finally {
    await server.stop();
  }
}
