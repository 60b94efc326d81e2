import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { safeFetch, type Resolver, type SafeFetchOptions } from '../../src/common/safe-fetch/safe-fetch.js';
import { SafeFetchError, type SafeFetchFailure } from '../../src/common/safe-fetch/safe-fetch-error.js';

const PAGE = '<!doctype html><html><head><title>Soup</title></head><body><h1>Soup</h1></body></html>';

/** A loopback server whose answers the test sets per path; it counts the requests it gets. */
function pageServer() {
  const routes = new Map<string, (req: IncomingMessage, res: ServerResponse) => void>();
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(req.url ?? '');
    const route = routes.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (route) route(req, res);
    else res.writeHead(404).end();
  });
  return {
    routes,
    seen,
    server,
    url: (path: string, host = '127.0.0.1') => `http://${host}:${(server.address() as AddressInfo).port}${path}`,
    port: () => (server.address() as AddressInfo).port,
  };
}

const html = (body: string | Buffer, headers: Record<string, string> = {}) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
  res.end(body);
};

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

describe('safeFetch: the one guarded way out (SSRF rules)', () => {
  const site = pageServer();
  const strict: SafeFetchOptions = { kind: 'page', allowLoopback: false, resolve: neverResolves };
  const loopback: SafeFetchOptions = { kind: 'page', allowLoopback: true, resolve: neverResolves };

  beforeAll(() => new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => site.server.close(() => resolve())));
  beforeEach(() => {
    site.routes.clear();
    site.seen.length = 0;
    site.routes.set('/page', html(PAGE));
  });

  it.each([
    ['ftp://example.com/recipe'],
    ['file:///etc/passwd'],
    ['gopher://127.0.0.1:25/'],
    ['javascript:alert(1)'],
    ['data:text/html,<h1>x</h1>'],
    ['not a url'],
    ['//example.com/recipe'],
    ['http://user:secret@example.com/recipe'],
    ['http://[::1/recipe'],
    ['http://exa mple.com/recipe'],
  ])('refuses %p as a bad URL', async (url) => {
    expect(await failure(safeFetch(url, strict))).toBe('bad-url');
  });

  // Every spelling lands on this test's own server if it were fetched; none may be.
  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, elsewhere in 127/8', '127.0.0.2'],
    ['loopback in decimal', '2130706433'],
    ['loopback in octal', '0177.0.0.1'],
    ['loopback in hex', '0x7f.1'],
    ['loopback in hex, whole', '0x7f000001'],
    ['loopback, short form', '127.1'],
    ['IPv6 loopback', '[::1]'],
    ['IPv4-mapped loopback', '[::ffff:127.0.0.1]'],
    ['IPv4-mapped loopback in hex', '[::ffff:7f00:1]'],
    ['IPv4-compatible loopback', '[::127.0.0.1]'],
    ['NAT64 of loopback', '[64:ff9b::7f00:1]'],
    ['6to4 of loopback', '[2002:7f00:1::]'],
    ['unspecified (reaches this machine on Linux)', '0.0.0.0'],
    ['unspecified, short', '0'],
    ['IPv6 unspecified', '[::]'],
  ])('refuses %s (%s) and never connects', async (_case, host) => {
    expect(await failure(safeFetch(site.url('/page', host), strict))).toBe('refused-address');
    expect(site.seen).toEqual([]);
  });

  it.each([
    ['cloud metadata (link-local)', 'http://169.254.169.254/latest/meta-data/'],
    ['cloud metadata in decimal', 'http://2852039166/latest/meta-data/'],
    ['cloud metadata, IPv4-mapped', 'http://[::ffff:169.254.169.254]/'],
    ['private 10/8', 'http://10.0.0.1/'],
    ['private 172.16/12', 'http://172.16.5.4/'],
    ['private 192.168/16', 'http://192.168.1.1/'],
    ['carrier-grade NAT', 'http://100.64.0.1/'],
    ['IPv6 link-local', 'http://[fe80::1]/'],
    ['unique-local', 'http://[fd00::1]/'],
    ['multicast', 'http://224.0.0.1/'],
    ['IPv6 multicast', 'http://[ff02::1]/'],
    ['broadcast', 'http://255.255.255.255/'],
    ['reserved (240/4)', 'http://240.0.0.1/'],
    ['documentation (TEST-NET-1)', 'http://192.0.2.1/'],
    ['documentation (TEST-NET-3)', 'http://203.0.113.5/'],
    ['IPv6 documentation', 'http://[2001:db8::1]/'],
    ['Teredo embedding a private client', 'http://[2001:0:4136:e378:8000:63bf:3f57:fefe]/'],
    ['6to4 embedding a private address', 'http://[2002:c0a8:101::1]/'],
  ])('refuses %s: %s', async (_case, url) => {
    expect(await failure(safeFetch(url, strict))).toBe('refused-address');
  });

  it.each<[string, string[]]>([
    ['a name for the metadata address', ['169.254.169.254']],
    ['a name for this machine', ['127.0.0.1']],
    ['a name with one public and one private address', ['93.184.215.14', '10.0.0.1']],
    ['a name with a private address first', ['10.0.0.1', '93.184.215.14']],
    ['a name answering a mapped IPv6 loopback', ['::ffff:127.0.0.1']],
    ['a name answering an odd spelling', ['0x7f.1']],
  ])('refuses %s: every resolved address is checked', async (_case, addresses) => {
    const resolve: Resolver = async () => addresses;
    expect(await failure(safeFetch('http://recipes.example/page', { ...strict, resolve }))).toBe('refused-address');
  });

  it('answers unreachable for a name that does not resolve', async () => {
    const resolve: Resolver = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await failure(safeFetch('http://nowhere.example/page', { ...strict, resolve }))).toBe('unreachable');
  });

  describe('DNS rebinding: the host is looked up once and the connection goes to the checked address', () => {
    it('a name answering a public address, then loopback, never reaches loopback', async () => {
      let calls = 0;
      const resolve: Resolver = async () => (++calls === 1 ? ['93.184.215.14'] : ['127.0.0.1']);
      const result = await failure(safeFetch(`http://rebind.example:${site.port()}/page`, { ...strict, resolve, timeoutMs: 1_000 }));
      expect(result).not.toBe('succeeded');
      expect(calls).toBe(1);
      expect(site.seen).toEqual([]);
    });

    it('connects to the address it checked, without asking the system resolver (the name resolves nowhere)', async () => {
      let calls = 0;
      // the second answer would be refused; it is never asked for
      const resolve: Resolver = async () => (++calls === 1 ? ['127.0.0.1'] : ['169.254.169.254']);
      const fetched = await safeFetch(`http://rebind.invalid:${site.port()}/page`, { ...loopback, resolve });
      expect(fetched.body.toString()).toBe(PAGE);
      expect(calls).toBe(1);
      expect(site.seen).toEqual(['/page']);
    });
  });

  describe('with OUTBOUND_ALLOW_LOOPBACK (tests only)', () => {
    it('fetches a page on loopback, as text/html or application/xhtml+xml', async () => {
      site.routes.set('/xhtml', html(PAGE, { 'content-type': 'application/xhtml+xml' }));
      const fetched = await safeFetch(site.url('/page'), loopback);
      expect(fetched).toMatchObject({ mediaType: 'text/html', charset: 'utf-8' });
      expect(fetched.body.toString()).toBe(PAGE);
      expect((await safeFetch(site.url('/xhtml'), loopback)).mediaType).toBe('application/xhtml+xml');
    });

    it.each(['10.0.0.1', '169.254.169.254', '0.0.0.0', '[fd00::1]'])('still refuses %s', async (host) => {
      expect(await failure(safeFetch(`http://${host}/`, loopback))).toBe('refused-address');
    });

    it.each<[string, string | undefined, SafeFetchOptions['kind'], SafeFetchFailure | 'succeeded']>([
      ['a JSON answer for a page', 'application/json', 'page', 'wrong-content-type'],
      ['an image for a page', 'image/png', 'page', 'wrong-content-type'],
      ['no content type for a page', undefined, 'page', 'wrong-content-type'],
      ['a page for an image', 'text/html', 'image', 'wrong-content-type'],
      ['an SVG for an image (it can carry script)', 'image/svg+xml', 'image', 'wrong-content-type'],
      ['a JPEG for an image', 'image/jpeg', 'image', 'succeeded'],
    ])('content type: %s', async (_case, type, kind, expected) => {
      site.routes.set('/typed', (_req, res) => {
        res.writeHead(200, type ? { 'content-type': type } : {});
        res.end('x');
      });
      expect(await failure(safeFetch(site.url('/typed'), { ...loopback, kind }))).toBe(expected);
    });

    it.each([
      ['gzip', gzipSync],
      ['deflate', deflateSync],
      ['br', brotliCompressSync],
    ] as const)('reads a %s-compressed page', async (encoding, compress) => {
      site.routes.set('/compressed', html(compress(Buffer.from(PAGE)), { 'content-encoding': encoding }));
      expect((await safeFetch(site.url('/compressed'), loopback)).body.toString()).toBe(PAGE);
    });

    it('refuses a page sent in an encoding it does not read', async () => {
      site.routes.set('/zstd', html('x', { 'content-encoding': 'zstd' }));
      expect(await failure(safeFetch(site.url('/zstd'), loopback))).toBe('wrong-content-type');
    });

    describe('size: counted on the body as read, after decompression', () => {
      const limits = { ...loopback, maxBytes: 64 * 1024 };

      it('reads a body at the limit', async () => {
        site.routes.set('/exact', html('a'.repeat(64 * 1024)));
        expect((await safeFetch(site.url('/exact'), limits)).body.length).toBe(64 * 1024);
      });

      it('stops a chunked body without a length once it passes the limit', async () => {
        let written = 0;
        site.routes.set('/endless', (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/html' });
          const more = () => {
            while (written < 10 * 1024 * 1024 && res.write('a'.repeat(16 * 1024))) written += 16 * 1024;
            if (written < 10 * 1024 * 1024 && !res.destroyed) res.once('drain', more);
            else res.end();
          };
          res.on('close', () => (written = Infinity));
          more();
        });
        expect(await failure(safeFetch(site.url('/endless'), limits))).toBe('too-large');
      });

      it('stops a body that lies about its length (declares less than it sends)', async () => {
        site.routes.set('/liar', (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/html' });
          res.end('a'.repeat(200 * 1024));
        });
        expect(await failure(safeFetch(site.url('/liar'), limits))).toBe('too-large');
      });

      it('refuses at once a body that declares more than the limit', async () => {
        site.routes.set('/declared', (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(1024 * 1024) });
          res.end('a'.repeat(1024 * 1024));
        });
        expect(await failure(safeFetch(site.url('/declared'), limits))).toBe('too-large');
      });

      it.each([
        ['gzip', gzipSync],
        ['br', brotliCompressSync],
      ] as const)('stops a %s bomb: a small download that inflates past the limit', async (encoding, compress) => {
        const bomb = compress(Buffer.alloc(20 * 1024 * 1024, 'a'));
        expect(bomb.length).toBeLessThan(64 * 1024);
        site.routes.set('/bomb', html(bomb, { 'content-encoding': encoding }));
        expect(await failure(safeFetch(site.url('/bomb'), limits))).toBe('too-large');
      });
    });

    describe('redirects: each one checked again, at most 5', () => {
      const hops = (count: number, end: string) => {
        for (let hop = 0; hop < count; hop += 1) {
          site.routes.set(`/hop${hop}`, (_req, res) => res.writeHead(302, { location: hop + 1 < count ? `/hop${hop + 1}` : end }).end());
        }
      };

      it('follows 5 redirects, relative and absolute', async () => {
        hops(5, site.url('/page'));
        const fetched = await safeFetch(site.url('/hop0'), loopback);
        expect(fetched.body.toString()).toBe(PAGE);
        expect(fetched.url.pathname).toBe('/page');
      });

      it('refuses a sixth', async () => {
        hops(6, '/page');
        expect(await failure(safeFetch(site.url('/hop0'), loopback))).toBe('too-many-redirects');
        expect(site.seen).not.toContain('/page');
      });

      it.each([
        ['the metadata address', 'http://169.254.169.254/latest/meta-data/', 'refused-address'],
        ['a private address', 'http://10.0.0.1/admin', 'refused-address'],
        ['loopback in decimal, when loopback is not allowed', 'http://2130706433/', 'refused-address'],
        ['a file', 'file:///etc/passwd', 'bad-url'],
      ] as const)('refuses a redirect to %s', async (_case, location, expected) => {
        site.routes.set('/jump', (_req, res) => res.writeHead(301, { location }).end());
        const options = location.includes('2130706433') ? { ...strict, resolve: async () => ['127.0.0.1'] } : loopback;
        const start = location.includes('2130706433') ? `http://public.example:${site.port()}/jump` : site.url('/jump');
        const outcome = await failure(safeFetch(start, options));
        expect(outcome).toBe(expected);
      });
    });

    it.each([404, 500, 403])('answers upstream-status for HTTP %i', async (status) => {
      site.routes.set('/error', (_req, res) => res.writeHead(status, { 'content-type': 'text/html' }).end('nope'));
      expect(await failure(safeFetch(site.url('/error'), loopback))).toBe('upstream-status');
    });

    it('gives up at the time limit on a server that never answers', async () => {
      site.routes.set('/slow', () => undefined);
      expect(await failure(safeFetch(site.url('/slow'), { ...loopback, timeoutMs: 300 }))).toBe('timed-out');
    });

    it('gives up at the time limit on a body that trickles', async () => {
      site.routes.set('/trickle', (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        const timer = setInterval(() => res.write('a'), 50);
        res.on('close', () => clearInterval(timer));
      });
      expect(await failure(safeFetch(site.url('/trickle'), { ...loopback, timeoutMs: 300 }))).toBe('timed-out');
    });
  });
});
