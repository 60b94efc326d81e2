// (a) Authenticated GET /api/me at 64 connections, beside a bare Node http server answering the
// same JSON in the same run: the ratio says what the framework, auth and database cost.
import autocannon from 'autocannon';
import http from 'node:http';
import { signUp } from './server.mjs';

const CONNECTIONS = 64;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);

function load(url, headers = {}) {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
}

export async function apiThroughput(server) {
  const token = await signUp(server.url);
  const headers = { authorization: `Bearer ${token}` };
  const me = await (await fetch(`${server.url}/api/me`, { headers })).text();
  await load(`${server.url}/api/me`, headers).then(() => undefined); // warm-up
  const app = await load(`${server.url}/api/me`, headers);

  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(me);
  });
  await new Promise((r) => bare.listen(0, '127.0.0.1', r));
  const bareResult = await load(`http://127.0.0.1:${bare.address().port}/`);
  await new Promise((r) => bare.close(r));

  const row = (name, r) => ({
    name,
    'req/s': Math.round(r.requests.average),
    'p99 ms': r.latency.p99,
    errors: r.errors + r.non2xx,
  });
  const ratio = app.requests.average / bareResult.requests.average;
  const rows = [row('GET /api/me (app)', app), row('same JSON (bare node http)', bareResult)];
  rows.push({ name: 'ratio app/bare', 'req/s': ratio.toFixed(3), 'p99 ms': '', errors: '' });
  return { rows, figures: { meRatio: ratio, meP99: app.latency.p99 } };
}
