import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { safePost, type Resolver, type SafePostOptions } from './safe-fetch.js';
import { SafeFetchError, type SafeFetchFailure } from './safe-fetch-error.js';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A loopback server answering per path; it records what it got. */
function server() {
  const seen: Seen[] = [];
  const routes = new Map<string, (res: ServerResponse) => void>();
  const http = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      seen.push({ method: req.method ?? '', path, headers: req.headers, body: Buffer.concat(chunks).toString() });
      (routes.get(path) ?? ((r: ServerResponse) => r.writeHead(201).end()))(res);
    });
  });
  return { seen, routes, http, url: (path: string, host = '127.0.0.1') => `http://${host}:${(http.address() as AddressInfo).port}${path}` };
}

async function failure(promise: Promise<unknown>): Promise<SafeFetchFailure | 'succeeded'> {
  try {
    await promise;
    return 'succeeded';
  } catch (error) {
    if (error instanceof SafeFetchError) return error.failure;
    throw error;
  }
}

const neverResolves: Resolver = () => Promise.reject(new Error('the resolver must not be asked'));
const body = Buffer.from('encrypted bytes');

describe('safePost: the guarded POST (Web Push delivery)', () => {
  const site = server();
  const loopback: SafePostOptions = { allowLoopback: true, resolve: neverResolves, headers: { TTL: 60, 'Content-Encoding': 'aes128gcm' }, body };
  const strict: SafePostOptions = { ...loopback, allowLoopback: false };

  beforeAll(() => new Promise<void>((resolve) => site.http.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => site.http.close(() => resolve())));
  beforeEach(() => {
    site.seen.length = 0;
    site.routes.clear();
  });

  it('posts the body with the given headers; Host and Content-Length are its own', async () => {
    const answer = await safePost(site.url('/push/1'), { ...loopback, headers: { ...loopback.headers, Host: 'evil.example', 'Content-Length': 1 } });
    expect(answer.status).toBe(201);
    expect(site.seen).toEqual([
      {
        method: 'POST',
        path: '/push/1',
        body: 'encrypted bytes',
        headers: expect.objectContaining({ ttl: '60', 'content-encoding': 'aes128gcm', host: new URL(site.url('/')).host, 'content-length': String(body.length) }),
      },
    ]);
  });

  it.each([404, 410, 413, 500])('answers status %i as it came, with the start of the body', async (status) => {
    site.routes.set('/push/s', (res) => res.writeHead(status, { 'content-type': 'application/json' }).end('{"reason":"x"}'));
    const answer = await safePost(site.url('/push/s'), loopback);
    expect({ status: answer.status, body: answer.body.toString() }).toEqual({ status, body: '{"reason":"x"}' });
  });

  it('keeps at most 4 KB of a long answer', async () => {
    site.routes.set('/push/long', (res) => res.writeHead(400).end('x'.repeat(100_000)));
    expect((await safePost(site.url('/push/long'), loopback)).body.length).toBe(4096);
  });

  it('follows no redirect: a 3xx is the answer', async () => {
    site.routes.set('/push/moved', (res) => res.writeHead(307, { location: site.url('/push/elsewhere') }).end());
    expect((await safePost(site.url('/push/moved'), loopback)).status).toBe(307);
    expect(site.seen.map((request) => request.path)).toEqual(['/push/moved']);
  });

  it.each(['ftp://push.example.com/x', 'not a url', 'http://user:pw@push.example.com/x'])('refuses %p as a bad URL', async (url) => {
    expect(await failure(safePost(url, strict))).toBe('bad-url');
  });

  it.each(['127.0.0.1', '[::1]', '10.0.0.1', '169.254.169.254', '[fd00::1]'])('refuses %s without connecting', async (host) => {
    expect(await failure(safePost(`http://${host}:${new URL(site.url('/')).port}/push/1`, strict))).toBe('refused-address');
    expect(site.seen).toEqual([]);
  });

  it('refuses a name that resolves to a private address, and connects to the checked address only', async () => {
    const toPrivate: Resolver = () => Promise.resolve(['192.168.1.10']);
    expect(await failure(safePost('https://push.example.com/x', { ...strict, resolve: toPrivate }))).toBe('refused-address');
    const toLoopback: Resolver = () => Promise.resolve(['127.0.0.1']);
    expect((await safePost(site.url('/push/named', 'push.invalid'), { ...loopback, resolve: toLoopback })).status).toBe(201);
    expect(site.seen[0].headers.host).toBe(`push.invalid:${new URL(site.url('/')).port}`);
  });

  it('with the loopback allowance, still refuses private addresses', async () => {
    expect(await failure(safePost('http://10.0.0.1/push', loopback))).toBe('refused-address');
  });

  it('with the loopback allowance, posts plain http to loopback only, never to a public host', async () => {
    const toPublic: Resolver = () => Promise.resolve(['142.250.180.10']);
    expect(await failure(safePost('http://fcm.googleapis.com/fcm/send/abc', { ...loopback, resolve: toPublic }))).toBe('bad-url');
    expect(await failure(safePost('http://142.250.180.10/fcm/send/abc', loopback))).toBe('bad-url');
    const toLoopbackAndPublic: Resolver = () => Promise.resolve(['127.0.0.1', '142.250.180.10']);
    expect(await failure(safePost(site.url('/push/mixed', 'push.invalid'), { ...loopback, resolve: toLoopbackAndPublic }))).toBe('bad-url');
    expect(site.seen).toEqual([]);
  });

  it('gives up on a service that does not answer in time', async () => {
    site.routes.set('/push/slow', () => undefined);
    expect(await failure(safePost(site.url('/push/slow'), { ...loopback, timeoutMs: 200 }))).toBe('timed-out');
  });

  it('answers unreachable when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await failure(safePost(`http://127.0.0.1:${port}/push`, loopback))).toBe('unreachable');
  });
});
