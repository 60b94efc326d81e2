// (m) Several instances: throughput and p99 of one API instance and of two behind the round-robin
// proxy (tools/round-robin-proxy.mjs), both on one PostgreSQL (DATABASE_URL, or a server on
// 127.0.0.1:5432) in a scratch database, for a read-heavy mix (lists, one tick in ten) and a
// tick-heavy mix (ticking and unticking shopping items). 16 users, each connection acting as one.
// Both instances share this machine's cores with the proxy and the load generator, so the figure
// says what a second instance costs or brings here, not on a machine of its own.
import autocannon from 'autocannon';
import { portAnswers } from '../scripts/workspace.mjs';
import { startRoundRobinProxy } from '../tools/round-robin-proxy.mjs';
import { createScratchDatabase } from '../tools/scratch-database.mjs';
import { seed, signUp, startServer } from './server.mjs';

const CONNECTIONS = 32;
const USERS = 16;
const ITEMS_PER_USER = 20;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);

async function scratchDatabase() {
  const adminUrl = process.env.DATABASE_URL || ((await portAnswers(5432)) ? 'postgres://postgres@127.0.0.1:5432/postgres' : '');
  if (!adminUrl) throw new Error('no PostgreSQL: set DATABASE_URL or run one on 127.0.0.1:5432');
  return createScratchDatabase(adminUrl, 'mealapp_bench');
}

/** One connection acts as one user throughout: its token, its items. */
function mix(users, tickShare) {
  let next = 0;
  return [
    {
      setupRequest(req, context) {
        context.user ??= users[next++ % users.length];
        const { token, items } = context.user;
        const headers = { ...req.headers, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        if (Math.random() < tickShare) return { ...req, method: 'PATCH', path: `/api/shopping/${items[Math.floor(Math.random() * items.length)]}/toggle`, headers, body: '{}' };
        return { ...req, method: 'GET', path: Math.random() < 0.5 ? '/api/shopping' : '/api/pantry', headers };
      },
    },
  ];
}

function measure(url, users, tickShare) {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, requests: mix(users, tickShare) });
}

export async function scaleOutBench() {
  const database = await scratchDatabase();
  const env = { DATABASE_URL: database.url, JWT_SECRET: 'bench-secret-that-is-long-enough', HOST: '127.0.0.1', TRUST_PROXY: 'loopback' };
  const servers = [];
  const proxies = [];
  try {
    servers.push(await startServer(env));
    const users = [];
    for (let i = 0; i < USERS; i += 1) {
      const token = await signUp(servers[0].url, `scale-${i}-${Date.now()}@example.com`);
      const answers = await seed(servers[0].url, token, '/api/shopping', Array.from({ length: ITEMS_PER_USER }, (_, n) => ({ name: `Item ${n}` })));
      users.push({ token, items: answers.map((item) => item.id) });
    }
    const url = (server) => new URL(server.url);
    const upstream = (server) => ({ host: '127.0.0.1', port: Number(url(server).port) });
    const rows = [];
    const run = async (setup, target) => {
      await measure(target, users, 0.1).then(() => undefined); // warm-up
      for (const [name, tickShare] of [['read-heavy (1 tick in 10)', 0.1], ['tick-heavy (all ticks)', 1]]) {
        const result = await measure(target, users, tickShare);
        rows.push({ setup, mix: name, 'req/s': Math.round(result.requests.average), 'p99 ms': result.latency.p99, errors: result.errors + result.non2xx });
      }
    };
    await run('1 instance', servers[0].url);
    proxies.push(await startRoundRobinProxy([upstream(servers[0])]));
    await run('1 instance behind the proxy', proxies[0].url);
    servers.push(await startServer(env));
    proxies.push(await startRoundRobinProxy(servers.map(upstream)));
    await run('2 instances behind the proxy', proxies[1].url);
    const rate = (setup, mixName) => rows.find((row) => row.setup === setup && row.mix.startsWith(mixName))['req/s'];
    return {
      rows,
      figures: {
        scaleOutReadRatio: rate('2 instances behind the proxy', 'read') / rate('1 instance behind the proxy', 'read'),
        scaleOutTickRatio: rate('2 instances behind the proxy', 'tick') / rate('1 instance behind the proxy', 'tick'),
      },
    };
  } finally {
    for (const proxy of proxies) await proxy.close();
    for (const server of servers) await server.stop();
    await database.drop();
  }
}
