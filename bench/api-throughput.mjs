// (a) Authenticated GET /api/me at 64 connections, beside a bare Node http server answering the
// same JSON in the same run: the ratio says what the framework, auth and database cost.
// meThroughput measures any server (this checkout's or the baseline's, bench/side-by-side.mjs).
import autocannon from 'autocannon';
import http from 'node:http';
import { signUp } from './server.mjs';

const CONNECTIONS = 64;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);

function load(url, headers = {}) {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
}

const summary = (r) => ({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx });

/**
 * One measure of `server`: GET /api/me as a new user (after a warm-up run of the same length when
 * `warm`), then a bare Node http server answering that user's bytes. { app, bare, ratio, token }.
 * `token`: reuse a user signed up before (a later round on the same server).
 */
export async function meThroughput(server, { warm = true, token } = {}) {
  token ??= await signUp(server.url);
  const headers = { authorization: `Bearer ${token}` };
  const me = await (await fetch(`${server.url}/api/me`, { headers })).text();
  if (warm) await load(`${server.url}/api/me`, headers);
  const app = await load(`${server.url}/api/me`, headers);

  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(me);
  });
  await new Promise((r) => bare.listen(0, '127.0.0.1', r));
  const bareResult = await load(`http://127.0.0.1:${bare.address().port}/`);
  await new Promise((r) => bare.close(r));
  return { app: summary(app), bare: summary(bareResult), ratio: app.requests.average / bareResult.requests.average, token };
}

/** Small authenticated reads besides /api/me (issue 34: each within 0.8x of it). */
export const SMALL_READS = ['/api/households', '/api/preferences', '/api/notifications/settings', '/api/auth/oidc/account', '/api/recipes/categories'];

/**
 * Each of SMALL_READS at 64 connections as the token's user (half a load run each); answers
 * { slowest: { path, rps }, rps: { [path]: req/s }, errors }.
 */
export async function smallReadsThroughput(server, token) {
  const headers = { authorization: `Bearer ${token}` };
  const rps = {};
  let errors = 0;
  for (const path of SMALL_READS) {
    const r = await autocannon({ url: `${server.url}${path}`, connections: CONNECTIONS, duration: Math.max(2, DURATION_S / 2), headers });
    rps[path] = r.requests.average;
    errors += r.errors + r.non2xx;
  }
  const [path, slowest] = Object.entries(rps).sort((a, b) => a[1] - b[1])[0];
  return { slowest: { path, rps: slowest }, rps, errors };
}

export async function apiThroughput(server) {
  const { app, bare, ratio } = await meThroughput(server);
  const row = (name, r) => ({ name, 'req/s': Math.round(r.rps), 'p99 ms': r.p99, errors: r.errors });
  const rows = [row('GET /api/me (app)', app), row('same JSON (bare node http)', bare)];
  rows.push({ name: 'ratio app/bare', 'req/s': ratio.toFixed(3), 'p99 ms': '', errors: '' });
  return { rows, figures: { meRatio: ratio, meP99: app.p99 } };
}
