// (l) Live households: the time from a write acknowledged to its event on other members' streams
// (GET /api/events), p50 and p99, with 200 streams open, and the server's memory per open stream.
// On the embedded database (one instance), and, when PostgreSQL answers on 127.0.0.1:5432, on a
// scratch database there, with one instance and with two (writes on one, streams on the other).
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readHouseholdEvent } from '@mealapp/domain';
import { createParser } from 'eventsource-parser';
import { portAnswers } from '../scripts/workspace.mjs';
import { signUp, startServer } from './server.mjs';

const STREAMS = 200;
const MEMBERS = 20; // a household's limit: each member holds STREAMS / MEMBERS streams (phones, tablets, tabs)
const WRITES = 60;

const json = (token) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** A household of MEMBERS people on `url`: the owner's token and every member's. */
async function household(url) {
  const owner = await signUp(url, `bench-owner-${randomBytes(4).toString('hex')}@example.com`);
  const [home] = await (await fetch(`${url}/api/households`, { headers: json(owner) })).json();
  const members = [owner];
  while (members.length < MEMBERS) {
    const token = await signUp(url, `bench-member-${randomBytes(4).toString('hex')}@example.com`);
    const { code } = await (await fetch(`${url}/api/households/${home.id}/invitations`, { method: 'POST', headers: json(owner) })).json();
    const joined = await fetch(`${url}/api/households/join`, { method: 'POST', headers: json(token), body: JSON.stringify({ code }) });
    if (!joined.ok) throw new Error(`join answered ${joined.status}`);
    members.push(token);
  }
  return { owner, members };
}

/** Opens one event stream; `arrived(id)` resolves when a change of pantry item `id` reaches it. */
async function openStream(url, token) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/events`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  if (!response.ok) throw new Error(`events answered ${response.status}`);
  const seen = new Map();
  const waiting = new Map();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createParser({
    onEvent(message) {
      const event = readHouseholdEvent(message);
      if (event?.event !== 'change' || event.data.entity !== 'pantry') return;
      const at = performance.now();
      seen.set(event.data.id, at);
      waiting.get(event.data.id)?.(at);
    },
  });
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // aborted at the end
    }
  })();
  return {
    arrived: (id) => (seen.has(id) ? Promise.resolve(seen.get(id)) : new Promise((resolve) => waiting.set(id, resolve))),
    close: () => controller.abort(),
  };
}

/** Writes on `writeUrl`, STREAMS streams on `readUrl` (the same instance, or another on one database). */
async function measure(writeUrl, readUrl, readPid) {
  const { owner, members } = await household(writeUrl);
  const before = rssKb(readPid);
  const streams = [];
  for (let i = 0; i < STREAMS; i += 1) streams.push(await openStream(readUrl, members[i % MEMBERS]));
  // Let the streams settle (their first read of the log) before measuring memory and writes.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const perStreamKb = (rssKb(readPid) - before) / STREAMS;
  const latencies = [];
  try {
    for (let i = 0; i < WRITES; i += 1) {
      const response = await fetch(`${writeUrl}/api/pantry`, { method: 'POST', headers: json(owner), body: JSON.stringify({ name: `Item ${i}`, status: 'In Stock' }) });
      const acknowledged = performance.now();
      const { id } = await response.json();
      const arrivals = await Promise.all(streams.map((stream) => stream.arrived(id)));
      for (const at of arrivals) latencies.push(Math.max(0, at - acknowledged));
    }
  } finally {
    for (const stream of streams) stream.close();
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), perStreamKb };
}

const row = (setup, { p50, p99, perStreamKb }) => ({
  setup,
  streams: STREAMS,
  writes: WRITES,
  'p50 ms': p50.toFixed(1),
  'p99 ms': p99.toFixed(1),
  'goal p99 < 1000 ms': p99 < 1000 ? 'met' : 'not met',
  'memory per stream KB': perStreamKb.toFixed(1),
});

export async function eventsBench(server) {
  const rows = [row('one instance, embedded database', await measure(server.url, server.url, server.pid))];
  if (await portAnswers(5432)) {
    const name = `mealapp_bench_${randomBytes(4).toString('hex')}`;
    const psql = (sql) => execFileSync('psql', ['-q', '-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-c', sql], { stdio: 'ignore' });
    psql(`CREATE DATABASE ${name}`);
    const env = { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`, JWT_SECRET: randomBytes(32).toString('hex') };
    const writer = await startServer(env);
    const reader = await startServer(env);
    try {
      rows.push(row('one instance, PostgreSQL', await measure(writer.url, writer.url, writer.pid)));
      rows.push(row('two instances, one PostgreSQL (write on one, streams on the other)', await measure(writer.url, reader.url, reader.pid)));
    } finally {
      await reader.stop();
      await writer.stop();
      psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
  return { rows, figures: {} };
}
