// Import from URL: one real recipe page (bbc.com, 519 KB of HTML, JSON-LD @graph with ingredient
// groups) served on the loopback and imported through POST /api/recipes/parse: the first import,
// then the median and slowest of warm ones. The server must run with OUTBOUND_ALLOW_LOOPBACK=true
// (the only way it fetches from this machine); `node bench/import.mjs` starts one so against a built app.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { signUp } from './server.mjs';

const PAGE = new URL('../fixtures/recipe-pages/dev/bbc.com.html', import.meta.url);
const WARM_RUNS = 15;

async function importPage(url, token, pageUrl) {
  const response = await fetch(`${url}/api/recipes/parse`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: 'url', url: pageUrl }),
  });
  if (!response.ok) throw new Error(`POST /api/recipes/parse answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function timed(work) {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

export async function importBench(server) {
  const html = readFileSync(PAGE);
  const site = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise((r) => site.listen(0, '127.0.0.1', r));
  const pageUrl = `http://127.0.0.1:${site.address().port}/recipe`;
  try {
    const token = await signUp(server.url);
    const first = await timed(() => importPage(server.url, token, pageUrl));
    const warm = [];
    for (let run = 0; run < WARM_RUNS; run++) warm.push((await timed(() => importPage(server.url, token, pageUrl))).ms);
    warm.sort((a, b) => a - b);
    const median = warm[Math.floor(warm.length / 2)];
    const recipe = first.result;
    return {
      rows: [
        { measure: `import a ${html.length.toLocaleString('en-US')}-byte recipe page, first`, value: `${Math.round(first.ms)} ms` },
        { measure: `import it again (median of ${WARM_RUNS})`, value: `${Math.round(median)} ms` },
        { measure: 'slowest warm import', value: `${Math.round(warm[warm.length - 1])} ms` },
        { measure: 'what it read', value: `"${recipe.title}": ${recipe.ingredients.length} ingredients, ${recipe.instructions.length} steps` },
      ],
      figures: { importMedianMs: median },
    };
  } finally {
    await new Promise((r) => site.close(r));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { startServer } = await import('./server.mjs');
  const server = await startServer({ OUTBOUND_ALLOW_LOOPBACK: 'true' });
  try {
    console.table((await importBench(server)).rows);
  } finally {
    await server.stop();
  }
}
