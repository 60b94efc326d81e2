// `npm run bench`: builds this checkout and the baseline (the main issue 34 started from, as a git
// worktree beside it: bench/baseline.mjs says how), prints issue 34's figures for both side by side,
// then this checkout's other figures, ending with issue 8's goals beside the figures before that work.
// It never fails on a slow number, nor on a baseline it could not make (it says so and goes on).
//
// Environment:
//   BENCH_BASE=<commit>  the baseline's commit (default 2f765ab, the main issue 34 started from);
//                        BENCH_BASE=none: no baseline, the table shows this checkout's figures only.
//   BENCH_ONLY=baseline  only the side-by-side table (the measures (a)–(n) and the goals are skipped).
//   BENCH_ONLY=archive   only (j)'s archive import: a 500-recipe Paprika export, time and peak memory.
//   BENCH_DURATION=<s>   seconds per load run (autocannon), default 8.
//   BENCH_ROUNDS=<n>     rounds of the side-by-side measures, each alternating baseline then this
//                        checkout (default 2); the table shows the best round, the rounds follow it.
//   BENCH_BUILD=none     use this checkout's builds as they are (no `nx run-many -t build` first).
//   BENCH_LIGHTHOUSE_RUNS=<n>  Lighthouse runs of each screen for each build in the side-by-side table
//                        (default 5, 6-10 s a run; the table shows each screen's median TBT);
//                        0 skips Lighthouse.
import { buildAll, ensureInstalled } from '../scripts/workspace.mjs';
import { baseline } from './baseline.mjs';

const ONLY = process.env.BENCH_ONLY ?? '';
if (ONLY && ONLY !== 'baseline' && ONLY !== 'archive') {
  console.error(`BENCH_ONLY=${ONLY}: only BENCH_ONLY=baseline and BENCH_ONLY=archive are known`);
  process.exit(1);
}
ensureInstalled();
if (process.env.BENCH_BUILD === 'none') console.log('BENCH_BUILD=none: this checkout is measured as it was last built');
else buildAll();
if (ONLY === 'archive') {
  const { startServer } = await import('./server.mjs');
  const { archiveImportBench } = await import('./archive-import.mjs');
  const server = await startServer();
  try {
    console.log("\n(j) Import from other apps: a 500-recipe Paprika export with photos, time and the server's peak memory");
    console.table((await archiveImportBench(server)).rows);
  } finally {
    await server.stop();
  }
  process.exit(0);
}
// The baseline after this checkout's build: one build at a time on a small machine.
const base = baseline();
// Loaded after the build: some benchmarks import the compiled @mealapp/domain.
const { sideBySide } = await import('./side-by-side.mjs');
console.log(base ? `\nIssue 34: each figure for ${base.label} (the baseline) and this checkout, in one run` : "\nIssue 34's figures, this checkout only (no baseline)");
try {
  const { rows, rounds, notes } = await sideBySide(base);
  console.table(rows);
  console.log(base ? 'Every round, in the order measured (each round: the baseline, then this checkout):' : 'Every round, in the order measured:');
  console.table(rounds);
  for (const note of notes) console.log(`  ${note}`);
} catch (error) {
  console.log(`  not measured: ${error.stack ?? error.message}`);
}
if (ONLY === 'baseline') process.exit(0);

const { apiThroughput } = await import('./api-throughput.mjs');
const { bundleSizes } = await import('./bundle-size.mjs');
const { goalRows } = await import('./goals.mjs');
const { homeCards } = await import('./home-cards.mjs');
const { homeGreeting } = await import('./home-greeting.mjs');
const { eventsBench } = await import('./events.mjs');
const { importBench } = await import('./import.mjs');
const { archiveImportBench } = await import('./archive-import.mjs');
const { parseBench } = await import('./parse.mjs');
const { scanAccuracy, scanBench } = await import('./scan.mjs');
const { pantryBench } = await import('./pantry.mjs');
const { recipesBench } = await import('./recipes.mjs');
const { scaleOutBench } = await import('./scale-out.mjs');
const { shoppingBench } = await import('./shopping.mjs');
const { staticFiles } = await import('./static-files.mjs');
const { untrustedBench } = await import('./untrusted.mjs');
const { startServer } = await import('./server.mjs');
// OUTBOUND_ALLOW_LOOPBACK: the import measure serves a saved recipe page on this machine.
const server = await startServer({ OUTBOUND_ALLOW_LOOPBACK: 'true' });
const figures = {};

/** Prints a measure's rows and keeps its figures; a measure that fails is said, and the rest go on. */
async function report(title, measure) {
  console.log(`\n${title}`);
  try {
    const result = await measure();
    console.table(Array.isArray(result) ? result : result.rows);
    Object.assign(figures, result.figures);
    return result;
  } catch (error) {
    console.log(`  not measured: ${error.message}`);
    return null;
  }
}

try {
  await report('(a) API throughput, 64 connections', () => apiThroughput(server));
  const greeting = await report('(b) Home greeting', () => homeGreeting(server));
  await report('(c) Bundle sizes', () => bundleSizes(greeting?.shellAssets ?? []));
  await report('(d) Pantry of 2,000 items', () => pantryBench(server));
  await report('(e) Shopping list', () => shoppingBench(server));
  await report('(f) Home with every card, slow 4G', () => homeCards(server));
  await report('(g) Static files', () => staticFiles(server));
  await report('(h) Recipes: 10,000 for one user against 500 pantry items', () => recipesBench(server));
  await report('(i) Ingredient parsing: 1,000 real dev-set lines, scores and time beside their figures before issue 25', () => parseBench());
  await report('(j) Import from URL: one real recipe page, and the 30 dev pages scored', () => importBench(server));
  await report('(j) Import from other apps: a 500-recipe Paprika export with photos, time and the server\'s peak memory', () => archiveImportBench(server));
  await report('(k) Scan: one 1200 px photo, and the pantry while 4 scans run', () => scanBench(server));
  const scanning = await report('(k) Scan accuracy: every sample recipe photographed with each trouble, by page clean-up step', () => scanAccuracy());
  if (scanning) {
    console.log('\n(k) Scan accuracy, trouble by trouble: before issue 25 and now');
    console.table(scanning.troubles);
  }
  await report('(l) Live households: write acknowledged to event on 200 streams', () => eventsBench(server));
  await report('(m) Several instances on one PostgreSQL: one, and two behind a round-robin proxy', () => scaleOutBench());
  await report('(n) Hostile pages, archives and photos: the event loop\'s worst delay (slowest /api/health/live) while each is processed, before the work and now', () => untrustedBench(server));
} finally {
  await server.stop();
}
console.log('\nIssue 8 goals: today (before the work) and this run');
console.table(goalRows(figures));
