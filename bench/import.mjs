// Import from URL: one real recipe page (bbc.com, 519 KB of HTML, JSON-LD @graph with ingredient
// groups) served on the loopback and imported through POST /api/recipes/parse: the first import,
// then the median and slowest of warm ones. The server must run with OUTBOUND_ALLOW_LOOPBACK=true
// (the only way it fetches from this machine); `node bench/import.mjs` starts one so against a built app.
// Then the 30 dev pages scored as the extractor's spec scores them, by this tree's extractor and by
// main's at BEFORE_COMMIT (its sources taken from git), side by side.
import { createJiti } from 'jiti';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { signUp } from './server.mjs';

const PAGE = new URL('../fixtures/recipe-pages/dev/bbc.com.html', import.meta.url);
const WARM_RUNS = 15;
const BEFORE_COMMIT = 'fee2dd0';
const ROOT = new URL('../', import.meta.url);

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

/** An extractor (readRecipePage and @mealapp/domain) under `root`, compiled on the fly, as a reader of saved pages. */
async function pageReader(root) {
  const at = (path) => fileURLToPath(new URL(path, root));
  const jiti = createJiti(import.meta.url, { alias: { '@mealapp/domain': at('libs/domain/src/index.ts') } });
  const { loadPage, readRecipePage } = await jiti.import(at('backend/src/recipes/import/recipe-page.ts'));
  return (html, url) => readRecipePage(loadPage(html, null), url);
}

/** The extractor as main had it at BEFORE_COMMIT, unpacked under node_modules/.cache (so its packages resolve); null without that history. */
async function readerBefore() {
  const dir = new URL(`node_modules/.cache/import-${BEFORE_COMMIT}/`, ROOT);
  try {
    const tar = execFileSync('git', ['archive', BEFORE_COMMIT, 'backend/src/recipes/import', 'libs/domain/src'], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execFileSync('tar', ['-x', '-C', fileURLToPath(dir)], { input: tar });
  } catch {
    return null;
  }
  return pageReader(dir);
}

/** The dev pages' scores (title, ingredients, ...) as rows: this tree's beside main's at BEFORE_COMMIT. */
export async function devPageRows() {
  const jiti = createJiti(import.meta.url, { alias: { '@mealapp/domain': fileURLToPath(new URL('libs/domain/src/index.ts', ROOT)) } });
  const { scoreRecipePages } = await jiti.import(fileURLToPath(new URL('backend/test/support/recipe-pages.ts', ROOT)));
  const now = scoreRecipePages(await pageReader(ROOT));
  const beforeReader = await readerBefore();
  const before = beforeReader ? scoreRecipePages(beforeReader) : null;
  const fields = [
    ['title', 'title'],
    ['ingredients', 'the whole ingredient list'],
    ['instructions', 'every step'],
    ['groups', "each line's group heading"],
    ['totalTime', 'total time (pages that give one)'],
    ['yields', 'yield (pages that give one)'],
  ];
  const shown = (score) => `${score.read}/${score.of}`;
  return fields.map(([field, what]) => ({
    measure: `dev pages: ${what}`,
    value: shown(now[field]),
    [`before (main ${BEFORE_COMMIT})`]: before ? shown(before[field]) : 'no git history',
  }));
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
        ...(await devPageRows()),
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
