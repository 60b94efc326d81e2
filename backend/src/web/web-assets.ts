import { Router, type Express, type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { isVersion, mapEntries, mapFile, REMOTE_APPS } from './published-remotes.js';
import { remotePreloads, watchedJson } from './remote-preloads.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function defaultRemotes(): Record<string, string> {
  return Object.fromEntries(REMOTE_APPS.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
}

/**
 * This environment's remote locations as they are now: `base` (MF_REMOTES, or the bundled builds),
 * with the remotes map in REMOTES_DIR for `environment` laid over it when there is one. The map is
 * read again whenever a publish or a rollback rewrites it, so neither needs a restart.
 */
export function environmentRemotes(base: Record<string, string>, remotesDir: string | null, environment: string): () => Record<string, string> {
  if (!remotesDir) return () => base;
  const map = watchedJson<unknown>(mapFile(remotesDir, environment));
  return () => ({ ...base, ...mapEntries(map()) });
}

/** This environment's remote locations; the shell reads them at start (also in `npm run dev`). Never cached: a publish or rollback changes them. */
export function serveRemotesFile(app: Express, remotes: () => Record<string, string>): void {
  app.get('/mf-remotes.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(remotes());
  });
}

const allowAnyOrigin = (_req: Request, res: Response, next: NextFunction) => {
  res.set('Access-Control-Allow-Origin', '*');
  next();
};

/**
 * REMOTES_DIR's published versions at /remotes/<name>/<version>/…, with CORS like the bundled builds.
 * A version's path is never written twice (scripts/publish-remote.mjs), so every file in it, its
 * manifest and entry included, is cached for good. Other paths under /remotes/<name>/ fall through
 * to the bundled build (serveWebAssets).
 */
export function servePublishedRemotes(app: Express, remotesDir: string): void {
  const published = Router();
  for (const name of REMOTE_APPS) {
    // Rooted at the app's folder: a path that climbs out of it (`..`, encoded or not) is refused.
    const files = expressStaticGzip(join(remotesDir, name), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { index: false, fallthrough: false, setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE) },
    });
    published.use(`/${name}`, (req: Request, res: Response, next: NextFunction) => {
      const [, version = ''] = req.path.split('/');
      if (!isVersion(version)) return next();
      allowAnyOrigin(req, res, () => files(req, res, next));
    });
  }
  // One layer at the top: every API call passes it.
  app.use('/remotes', published);
}

/**
 * Static files as the build left them, with the brotli or gzip copy the build wrote beside each
 * (tools/precompress.ts) when the browser takes it; nothing is compressed per request.
 */
function staticFiles(dir: string, fallthrough: boolean) {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, fallthrough, setHeaders: cachingFor },
  });
}

/**
 * The CSP hashes ('sha256-…') of the inline scripts in the shell's page (its first paint:
 * shell/src/boot/last-seen-greeting.ts), so the policy lets exactly those run. Read once at start:
 * a shell built anew is served by a server started anew. None when there is no built shell.
 */
export function inlineScriptHashes(webRoot: string | null | undefined): string[] {
  const indexHtml = webRoot ? join(webRoot, 'shell', 'dist', 'index.html') : null;
  if (!indexHtml || !existsSync(indexHtml)) return [];
  const html = readFileSync(indexHtml, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** The id of the JSON block in the shell's page that carries the remote locations (read by shell/src/remotes). */
const REMOTES_ELEMENT_ID = 'mf-remotes';

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The shell's page with this environment's remote locations written into it as a JSON data block
 * (not a script, so the CSP is unaffected), so the shell loads a feature without first fetching
 * /mf-remotes.json, and with preload links for the feature-app files that path shows at once
 * (remote-preloads.ts). Built once per build of the page and of those files, in each encoding.
 */
function shellPage(indexHtml: string, remotes: () => Record<string, string>, preloadsFor: (path: string) => string) {
  const built = new Map<string, { mtimeMs: number; json: string; preloads: string; tag: string; bodies: Record<Encoding, Buffer> }>();
  return (req: Request, res: Response) => {
    const { mtimeMs } = statSync(indexHtml);
    const json = JSON.stringify(remotes()).replace(/</g, '\\u003c');
    const preloads = preloadsFor(req.path);
    // Only the paths that preload something get a page of their own; the rest share one.
    const key = preloads ? req.path : '';
    let page = built.get(key);
    if (page?.mtimeMs !== mtimeMs || page.json !== json || page.preloads !== preloads) {
      const html = Buffer.from(
        readFileSync(indexHtml, 'utf8').replace('</head>', `${preloads}<script type="application/json" id="${REMOTES_ELEMENT_ID}">${json}</script></head>`),
      );
      const tag = createHash('sha1').update(html).digest('base64url');
      page = { mtimeMs, json, preloads, tag, bodies: { br: brotliCompressSync(html), gzip: gzipSync(html), identity: html } };
      built.set(key, page);
    }
    const encoding = (req.acceptsEncodings('br', 'gzip', 'identity') || 'identity') as Encoding;
    // The app computes no ETags (see app.factory.ts); the page's, one per encoding, lets a revalidation answer 304.
    res.set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding', ETag: `"${page.tag}-${encoding}"` });
    if (encoding !== 'identity') res.set('Content-Encoding', encoding);
    res.send(page.bodies[encoding]);
  };
}

/**
 * Serves the shell and every remote from one port. Remote files answer with
 * CORS so the same builds can also be hosted on another origin. Unknown non-API paths get the
 * shell's page, which routes on the client.
 */
export function serveWebAssets(app: Express, webRoot: string, remotes: () => Record<string, string>): void {
  const web = Router();
  for (const name of REMOTE_APPS) {
    web.use(`/remotes/${name}`, allowAnyOrigin);
    web.use(`/remotes/${name}`, staticFiles(join(webRoot, `mfe-${name}`, 'dist'), false));
  }
  const shellDir = join(webRoot, 'shell', 'dist');
  web.use(staticFiles(shellDir, true));
  const indexHtml = join(shellDir, 'index.html');
  const page = shellPage(indexHtml, remotes, remotePreloads(shellDir, webRoot, remotes, defaultRemotes()));
  web.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || !existsSync(indexHtml)) return next();
    page(req, res);
  });
  // API calls pass one check here rather than every layer above (a file lookup per request was a
  // tenth of GET /api/me's cost, and each further layer a little more).
  app.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) ? next() : web(req, res, next)));
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** Hashed chunks are immutable; HTML, entries, manifests and the worker are revalidated. */
function cachingFor(res: ServerResponse, path: string): void {
  const immutable = /\.[0-9a-f]{8,}\.(js|css)(\.br|\.gz)?$/.test(path);
  res.setHeader('Cache-Control', immutable ? IMMUTABLE : 'no-cache');
}
