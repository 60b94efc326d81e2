// Shopping: combine-similar over a 1,000-item list (server call and the pure rule alone), and
// p99 of the toggle (with its pantry side effect) at 64 connections.
import { CATEGORIES, SHOPPING_CATALOGUE, combineSimilar } from '@mealapp/domain';
import autocannon from 'autocannon';
import { seed, signUp } from './server.mjs';

const ITEMS = 1000;
const UNITS = ['', '1', '2 lb', '500 g', '1 cup', '3', '1/2 kg', '2 cans'];

function shoppingItems(count) {
  return Array.from({ length: count }, (_, i) => {
    const entry = SHOPPING_CATALOGUE[i % SHOPPING_CATALOGUE.length];
    // Every catalogue name appears several times, in varied case, plural and quantity.
    const name = i % 2 === 0 ? entry.name : `${entry.name.toLowerCase()}s`;
    const quantity = UNITS[i % UNITS.length];
    return { name, category: entry.category ?? CATEGORIES[0].name, ...(quantity ? { quantity } : {}), isShopped: false };
  });
}

export async function shoppingBench(server) {
  const rows = [];
  const items = shoppingItems(ITEMS);

  const pure = items.map((item, i) => ({ id: i + 1, quantity: null, ...item }));
  const pureStart = performance.now();
  const pureResult = combineSimilar(pure);
  rows.push({ measure: `combineSimilar rule alone, ${ITEMS} items`, value: `${(performance.now() - pureStart).toFixed(1)} ms -> ${pureResult.combinedCount} items` });

  const combineUser = await signUp(server.url, `combine-${Date.now()}@example.com`);
  await seed(server.url, combineUser, '/api/shopping', items);
  const headers = { authorization: `Bearer ${combineUser}`, 'content-type': 'application/json' };
  const start = performance.now();
  const response = await fetch(`${server.url}/api/shopping/combine-similar`, { method: 'POST', headers });
  const body = await response.json();
  rows.push({ measure: `POST /api/shopping/combine-similar, ${ITEMS} items`, value: `${Math.round(performance.now() - start)} ms, ${response.status}, ${body.originalCount} -> ${body.combinedCount}` });

  const toggleUser = await signUp(server.url, `toggle-${Date.now()}@example.com`);
  const created = await seed(server.url, toggleUser, '/api/shopping', items.slice(0, 200));
  const ids = created.map((item) => item.id);
  let n = 0;
  const load = await autocannon({
    url: server.url,
    connections: 64,
    duration: Number(process.env.BENCH_DURATION ?? 8),
    headers: { authorization: `Bearer ${toggleUser}`, 'content-type': 'application/json' },
    requests: [
      {
        method: 'PATCH',
        setupRequest: (request) => ({ ...request, path: `/api/shopping/${ids[n++ % ids.length]}/toggle`, body: JSON.stringify({ autoAddShoppedToPantry: true, autoUpdatePantryOnUncheck: true }) }),
      },
    ],
  });
  rows.push({ measure: 'PATCH /api/shopping/{id}/toggle at 64 connections', value: `${Math.round(load.requests.average)} req/s, p99 ${load.latency.p99} ms, errors ${load.errors + load.non2xx}` });
  return rows;
}
