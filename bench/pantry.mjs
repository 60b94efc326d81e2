// Pantry of 2,000 items: time from navigation to the list rendered, and p99 of GET /api/pantry
// at 64 connections.
import { CATEGORIES, PANTRY_CATALOGUE, PANTRY_STATUSES, addDays, localDateString } from '@mealapp/domain';
import autocannon from 'autocannon';
import { spread, timePageLoads } from './page-loads.mjs';
import { seed, signUp } from './server.mjs';

const ITEMS = 2000;
const RUNS = 3;

function pantryItems(count) {
  const today = localDateString(new Date());
  return Array.from({ length: count }, (_, i) => {
    const entry = PANTRY_CATALOGUE[i % PANTRY_CATALOGUE.length];
    return {
      name: `${entry.name} ${Math.floor(i / PANTRY_CATALOGUE.length) + 1}`,
      status: PANTRY_STATUSES[i % PANTRY_STATUSES.length],
      category: i % 10 === 0 ? null : CATEGORIES[i % CATEGORIES.length].name,
      expirationDate: i % 3 === 0 ? null : addDays(today, (i % 40) - 5),
    };
  });
}

export async function pantryBench(server) {
  const token = await signUp(server.url, `pantry-${Date.now()}@example.com`);
  const items = pantryItems(ITEMS);
  const seedStart = performance.now();
  await seed(server.url, token, '/api/pantry', items);
  const seedMs = performance.now() - seedStart;

  const headers = { authorization: `Bearer ${token}` };
  const load = await autocannon({ url: `${server.url}/api/pantry`, connections: 64, duration: Number(process.env.BENCH_DURATION ?? 8), headers });

  const times = await timePageLoads({
    url: `${server.url}/pantry`,
    token,
    runs: RUNS,
    ready: (page) => page.getByRole('group', { name: items[1].name, exact: true }).waitFor({ timeout: 60_000 }),
  });
  const { 'median ms': median, 'min ms': min, 'max ms': max } = spread(times);
  const rows = [
    { measure: `seed ${ITEMS} items (POST, 8 at a time)`, value: `${Math.round(seedMs)} ms (${Math.round((ITEMS / seedMs) * 1000)}/s)` },
    { measure: `GET /api/pantry (${ITEMS} items) at 64 connections`, value: `${Math.round(load.requests.average)} req/s, p99 ${load.latency.p99} ms, errors ${load.errors + load.non2xx}` },
    { measure: `navigation -> list rendered (${ITEMS} items, median of ${RUNS})`, value: `${median} ms (min ${min}, max ${max})` },
  ];
  return { rows, figures: { pantryListRps: load.requests.average } };
}
