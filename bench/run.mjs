// `npm run bench`: builds, then reports figures. It never fails on a slow number.
import { buildAll, ensureInstalled } from '../scripts/workspace.mjs';

ensureInstalled();
buildAll();
// Loaded after the build: some benchmarks import the compiled @mealapp/domain.
const { apiThroughput } = await import('./api-throughput.mjs');
const { bundleSizes } = await import('./bundle-size.mjs');
const { homeGreeting } = await import('./home-greeting.mjs');
const { pantryBench } = await import('./pantry.mjs');
const { shoppingBench } = await import('./shopping.mjs');
const { startServer } = await import('./server.mjs');
const server = await startServer();

async function report(title, measure) {
  console.log(`\n${title}`);
  try {
    console.table(await measure());
  } catch (error) {
    console.log(`  not measured: ${error.message}`);
  }
}

try {
  await report('(a) API throughput, 64 connections', () => apiThroughput(server));
  let greeting = { rows: [], shellAssets: [] };
  try {
    greeting = await homeGreeting(server);
  } catch (error) {
    console.log(`\n(c) not measured: ${error.message}`);
  }
  await report('(b) Bundle sizes', () => bundleSizes(greeting.shellAssets));
  await report('(c) Home greeting', () => greeting.rows);
  await report('(d) Pantry of 2,000 items', () => pantryBench(server));
  await report('(e) Shopping list', () => shoppingBench(server));
} finally {
  await server.stop();
}
