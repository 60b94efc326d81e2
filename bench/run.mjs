// `npm run bench`: builds, then reports figures. It never fails on a slow number.
import { apiThroughput } from './api-throughput.mjs';
import { bundleSizes } from './bundle-size.mjs';
import { homeGreeting } from './home-greeting.mjs';
import { startServer } from './server.mjs';
import { buildAll, ensureInstalled } from '../scripts/workspace.mjs';

ensureInstalled();
buildAll();
const server = await startServer();
const sections = [
  ['(a) API throughput, 64 connections', () => apiThroughput(server)],
  ['(b) Bundle sizes', () => bundleSizes()],
  ['(c) Home greeting', () => homeGreeting(server)],
];
try {
  for (const [title, measure] of sections) {
    console.log(`\n${title}`);
    try {
      console.table(await measure());
    } catch (error) {
      console.log(`  not measured: ${error.message}`);
    }
  }
} finally {
  await server.stop();
}
