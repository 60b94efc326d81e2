// Pantry of 2,000 items: time from navigation to the list rendered, and p99 of GET /api/pantry
// at 64 connections. pantryLoad and pantryAnswers measure any server (this checkout's or the
// baseline's, bench/side-by-side.mjs).
import { CATEGORIES, PANTRY_CATALOGUE, PANTRY_STATUSES, addDays, localDateString } from '@mealapp/domain';
import autocannon from 'autocannon';
import http from 'node:http';
import { spread, timePageLoads } from './page-loads.mjs';
import { seed, signUp } from './server.mjs';

export const ITEMS = 2000;
const RUNS = 3;

/** `count` items, the same for every server in a run (the dates count from today). */
export function pantryItems(count = ITEMS) {
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

/** What a phone's browser sends: it takes brotli or gzip. */
export const PHONE_ENCODINGS = { 'accept-encoding': 'br, gzip' };

/**
 * How the app asks for a whole list: packed (PACKED_LIST_MEDIA_TYPE in libs/domain, packed-list.ts),
 * else JSON. A build without the packed form answers the array of objects to it.
 */
export const APP_LIST_ACCEPT = { accept: 'application/vnd.mealplanner.packed-list+json, application/json;q=0.5' };

/** A phone's read of a whole list: the app's Accept, brotli or gzip. */
export const PHONE_LIST_READ = { ...PHONE_ENCODINGS, ...APP_LIST_ACCEPT };

/** A new user on `server` with `items` in the pantry (POST, 8 at a time); returns the bearer token. */
export async function seedPantry(server, items = pantryItems()) {
  const token = await signUp(server.url, `pantry-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  await seed(server.url, token, '/api/pantry', items);
  return token;
}

/** GET /api/pantry at `connections` for `seconds`, as `token`'s user with `headers`: { rps, p99, errors }. */
export async function pantryLoad(server, token, { connections = 16, headers = {}, seconds = Number(process.env.BENCH_DURATION ?? 8) } = {}) {
  const r = await autocannon({ url: `${server.url}/api/pantry`, connections, duration: seconds, headers: { authorization: `Bearer ${token}`, ...headers } });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** One GET as it goes over the wire (node:http decodes nothing): status, headers, body and header bytes. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bodyBytes = 0;
        res.on('data', (chunk) => (bodyBytes += chunk.length));
        res.on('end', () => {
          let headerBytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length;
          for (let i = 0; i < res.rawHeaders.length; i += 2) headerBytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
          resolve({ status: res.statusCode, headers: res.headers, bodyBytes, headerBytes });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * The bytes of one GET /api/pantry answer: as JSON without Accept-Encoding (what any client gets),
 * as the app asks for it without Accept-Encoding, and as a phone asks for it; then the unchanged
 * list asked again as the phone with If-None-Match: the ETag of its previous answer (null when the
 * answer had no ETag).
 */
export async function pantryAnswers(server, token) {
  const url = `${server.url}/api/pantry`;
  const auth = { authorization: `Bearer ${token}` };
  const plain = await rawGet(url, auth);
  const app = await rawGet(url, { ...auth, ...APP_LIST_ACCEPT });
  const phone = await rawGet(url, { ...auth, ...PHONE_LIST_READ });
  const etag = phone.headers.etag;
  const again = etag ? await rawGet(url, { ...auth, ...PHONE_LIST_READ, 'if-none-match': etag }) : null;
  return { plain, app, appType: app.headers['content-type'], phone, encoding: phone.headers['content-encoding'] ?? 'identity', etag: etag ?? null, again };
}

/**
 * One tick on the list as another member's phone then reads it: an item's status changed, then what
 * the phone fetches after the change event, as it goes over the wire. A build with delta reads
 * answers GET /api/changes from the position before the tick; one without reads the whole list.
 */
export async function oneTick(server, token) {
  const auth = { authorization: `Bearer ${token}` };
  const before = await fetch(`${server.url}/api/changes?since=0`, { headers: auth });
  const deltas = before.ok;
  const since = deltas ? (await before.json()).seq : null;
  if (!deltas) await before.arrayBuffer();
  const list = await (await fetch(`${server.url}/api/pantry`, { headers: auth })).json();
  const item = list[Math.floor(list.length / 2)];
  const status = item.status === 'In Stock' ? 'Low Stock' : 'In Stock';
  const patched = await fetch(`${server.url}/api/pantry/${item.id}`, { method: 'PATCH', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ status }) });
  if (!patched.ok) throw new Error(`PATCH /api/pantry/${item.id} answered ${patched.status}`);
  const read = deltas ? `/api/changes?since=${since}` : '/api/pantry';
  return { read: read.replace(/\?.*$/, ''), ...(await rawGet(`${server.url}${read}`, { ...auth, ...PHONE_ENCODINGS })) };
}

