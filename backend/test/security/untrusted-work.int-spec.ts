import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { ARCHIVE_MESSAGES } from '../../src/recipes/archive/archive-limits.js';
import { UNTRUSTED_WORK_MESSAGES } from '../../src/untrusted-work/untrusted-work.js';
import { bearer, signUp } from '../support/accounts.js';
import { archiveBomb, deepestPage, manyHeadingsPage, nestedDivsPage } from '../support/hostile-inputs.js';
import { ownRecipes } from '../support/recipes.js';
import { useTestApp } from '../support/test-app.js';

// Finding 6 of issue 33: one page froze the server. Hostile pages and files are read off the event
// loop, within a time and memory budget; the server answers everything else meanwhile.

/** The hostile pages on this machine's loopback (OUTBOUND_ALLOW_LOOPBACK=true lets the fetcher reach them). */
const pages = new Map<string, Buffer>([
  ['/nested', nestedDivsPage()],
  ['/deepest', deepestPage()],
  ['/headings', manyHeadingsPage()],
]);
const pageServer: Server = createServer((req, res) => {
  const page = pages.get(req.url ?? '');
  if (page) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  else res.writeHead(404).end();
});
beforeAll(() => new Promise<void>((done) => pageServer.listen(0, '127.0.0.1', done)));
afterAll(() => {
  pageServer.closeAllConnections();
  return new Promise<void>((done) => pageServer.close(() => done()));
});
const pageUrl = (path: string) => `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}${path}`;

const importPage = (server: App, token: string, path: string) => request(server).post('/api/recipes/parse').set(bearer(token)).send({ type: 'url', url: pageUrl(path) });

/**
 * The slowest answer of GET /api/health/live, asked every 50 ms while `work` runs. The test, the
 * server and its readers share one event loop: a read on it delays the probe by as long as it runs.
 */
async function worstProbeWhile<T>(server: App, work: PromiseLike<T>): Promise<{ result: T; worstMs: number }> {
  let done = false;
  let worstMs = 0;
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      await request(server).get('/api/health/live').expect(200);
      worstMs = Math.max(worstMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const result = await Promise.resolve(work).finally(() => (done = true));
  await probing;
  return { result, worstMs };
}

describe('untrusted input is read off the event loop (OUTBOUND_ALLOW_LOOPBACK=true)', () => {
  const app = useTestApp({ OUTBOUND_ALLOW_LOOPBACK: 'true', THROTTLE_RELAXED: '1' });
  let token: string;
  beforeAll(async () => {
    token = (await signUp(app.server)).accessToken;
  });

  it('imports a page of 100,000 nested <div>s while the health probe answers within 2 s', async () => {
    const { result, worstMs } = await worstProbeWhile(app.server, importPage(app.server, token, '/nested'));
    expect(worstMs).toBeLessThan(2_000);
    // the recipe in its head is read; the nest below the depth cap is left out
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ title: 'Stew' });
  });

  it('answers a 5 MB page nested to the bottom, the health probe answering meanwhile', async () => {
    const { result, worstMs } = await worstProbeWhile(app.server, importPage(app.server, token, '/deepest'));
    expect(worstMs).toBeLessThan(2_000);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ title: 'Stew' });
  });

  it('refuses a zip bomb beside a valid recipe (a 100 MB photo compressed 1000 to 1), storing nothing', async () => {
    const call = request(app.server).post('/api/recipes/import/archive').set(bearer(token)).attach('files', archiveBomb(), 'bomb.zip');
    const { result, worstMs } = await worstProbeWhile(app.server, call);
    expect(worstMs).toBeLessThan(2_000);
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ error: ARCHIVE_MESSAGES.bomb('bomb.zip') });
    expect(await ownRecipes(app.server, token)).toEqual([]);
  });
});

describe('a read over its time answers 422; one more than the readers and queue hold answers 503 with Retry-After', () => {
  // one reader, no queue, 2 s a read: the headings page takes far longer (17 s on an idle machine)
  const app = useTestApp({ OUTBOUND_ALLOW_LOOPBACK: 'true', THROTTLE_RELAXED: '1', UNTRUSTED_WORKERS: '1', UNTRUSTED_QUEUE: '0', UNTRUSTED_TIMEOUT_MS: '2000' });

  it('ends the read that runs too long and refuses the one that finds no reader free', async () => {
    const { accessToken } = await signUp(app.server);
    // started first and alone, so it holds the one reader when the second comes
    const first = Promise.resolve(importPage(app.server, accessToken, '/headings'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = await importPage(app.server, accessToken, '/headings');
    expect(second.status).toBe(503);
    expect(second.body).toEqual({ error: UNTRUSTED_WORK_MESSAGES.busy });
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    const { result, worstMs } = await worstProbeWhile(app.server, first);
    expect(worstMs).toBeLessThan(2_000);
    expect(result.status).toBe(422);
    expect(result.body).toEqual({ error: UNTRUSTED_WORK_MESSAGES.tooComplex('readPage') });
  });
});
