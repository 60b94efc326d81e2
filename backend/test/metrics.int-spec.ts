import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { bearer, signUp } from './support/accounts.js';
import { EventStream } from './support/event-stream.js';
import { createTestApp, useTestApp, type TestApp } from './support/test-app.js';
import { until } from './support/until.js';

/** The value of one series in a Prometheus text exposition, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2] ? match[2].split(/,(?=[a-zA-Z_]\w*=")/) : [];
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return undefined;
}

async function scrapeOf(t: TestApp): Promise<string> {
  const { port } = t.running.metricsServer!.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

describe('Prometheus metrics on METRICS_PORT', () => {
  const app = useTestApp({ METRICS_PORT: '0', THROTTLE_RELAXED: '1' });
  const scrape = () => scrapeOf(app.t);

  it('counts requests per method, route template and status, never per raw URL', async () => {
    const auth = bearer((await signUp(app.server)).accessToken);
    await request(app.server).get('/api/recipes/123456').set(auth).expect(404);
    await request(app.server).get('/api/recipes/654321').set(auth).expect(404);
    await request(app.server).get('/api/nowhere/at/all').expect(404);
    const text = await scrape();
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/recipes/:id', status: '404' })).toBe(2);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(sample(text, 'http_requests_total', { method: 'POST', route: '/api/auth/register', status: '201' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/recipes/:id', status: '404' })).toBe(2);
    expect(text).not.toContain('123456');
    expect(text).not.toContain('/api/nowhere');
  });

  it('shows the database pool, the open event streams and the process', async () => {
    const { accessToken } = await signUp(app.server);
    await app.t.app.listen(0, '127.0.0.1');
    const stream = await EventStream.open(`http://127.0.0.1:${(app.t.app.getHttpServer().address() as AddressInfo).port}`, accessToken);
    try {
      const text = await scrape();
      expect(sample(text, 'event_streams_open')).toBe(1);
      const total = sample(text, 'db_pool_connections')!;
      expect(total).toBeGreaterThanOrEqual(1);
      expect(total).toBeLessThanOrEqual(app.t.database === 'pglite' ? 1 : 10);
      expect(sample(text, 'db_pool_idle_connections')).toBeLessThanOrEqual(total);
      expect(sample(text, 'db_pool_waiting_requests')).toBeGreaterThanOrEqual(0);
      // The stream's first reads may be queued for the one embedded connection at first; then none are.
      await until(async () => sample(await scrape(), 'db_pool_waiting_requests') === 0, 'no query to wait for a connection');
      expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    } finally {
      stream.close();
    }
    let open: number | undefined;
    await until(async () => (open = sample(await scrape(), 'event_streams_open')) === 0, `the closed stream to be counted out (still ${open})`);
  });

  it('is not served on the main port', async () => {
    await request(app.server).get('/metrics').expect(404);
    await request(app.server).get('/api/metrics').expect(404);
  });

  it('answers only GET /metrics on its own port', async () => {
    const { port } = app.t.running.metricsServer!.address() as AddressInfo;
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});

describe('without METRICS_PORT', () => {
  const app = useTestApp();

  it('starts no metrics listener', () => {
    expect(app.t.running.metricsServer).toBeNull();
  });
});

describe('Prometheus metrics of the scheduled jobs', () => {
  it('counts and times each run the scheduler makes', async () => {
    const t = await createTestApp({ METRICS_PORT: '0', NOTIFICATIONS_JOB: 'on', NOTIFICATIONS_INTERVAL_SECONDS: '1' });
    try {
      await until(async () => (sample(await scrapeOf(t), 'job_runs_total', { job: 'notifications', outcome: 'success' }) ?? 0) >= 1, 'a notifications run to be counted');
      const text = await scrapeOf(t);
      expect(sample(text, 'job_run_duration_seconds_count', { job: 'notifications', outcome: 'success' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'job_runs_total', { job: 'notifications', outcome: 'failure' })).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
