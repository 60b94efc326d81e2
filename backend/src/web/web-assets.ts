import fastifyStatic from '@fastify/static';
import accepts from 'accepts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { namesEtag } from '../common/compressed-answers.js';
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
export function serveRemotesFile(app: FastifyInstance, remotes: () => Record<string, string>): void {
  app.get('/mf-remotes.json', (_req, reply) => reply.header('Cache-Control', 'no-store').send(remotes()));
}

/**
 * Static files as the build left them, with the brotli or gzip copy the build wrote beside each
 * (tools/precompress.ts) when the browser takes it; nothing is compressed per request. Files are
 * sent by `reply.sendFile(path, root)` (@fastify/static, which refuses a path that climbs out of
 * its root, encoded or not); a missing one is the API's 404. A published version's files
 * (under `remotesDir`) are cached for good: a version's path is never written twice
 * (scripts/publish-remote.mjs).
 */
async function staticFiles(app: FastifyInstance, remotesDir: string | null): Promise<void> {
  const published = remotesDir && `${resolve(remotesDir)}${sep}`;
  await app.register(fastifyStatic, {
    serve: false,
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', published && path.startsWith(published) ? IMMUTABLE : cachingFor(path));
    },
  });
}

/** A remote's file: CORS, so the same builds can also be hosted on another origin. */
function sendRemoteFile(reply: FastifyReply, path: string, root: string): FastifyReply {
  return reply.header('Access-Control-Allow-Origin', '*').sendFile(path, root);
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
  return (req: FastifyRequest, reply: FastifyReply, path: string) => {
    const { mtimeMs } = statSync(indexHtml);
    const json = JSON.stringify(remotes()).replace(/</g, '\\u003c');
    const preloads = preloadsFor(path);
    // Only the paths that preload something get a page of their own; the rest share one.
    const key = preloads ? path : '';
    let page = built.get(key);
    if (page?.mtimeMs !== mtimeMs || page.json !== json || page.preloads !== preloads) {
      const html = Buffer.from(
        readFileSync(indexHtml, 'utf8').replace('</head>', `${preloads}<script type="application/json" id="${REMOTES_ELEMENT_ID}">${json}</script></head>`),
      );
      const tag = createHash('sha1').update(html).digest('base64url');
      page = { mtimeMs, json, preloads, tag, bodies: { br: brotliCompressSync(html), gzip: gzipSync(html), identity: html } };
      built.set(key, page);
    }
    const encoding = (accepts(req.raw).encoding(['br', 'gzip', 'identity']) || 'identity') as Encoding;
    // The app computes no ETags (see app.factory.ts); the page's, one per encoding, lets a revalidation answer 304.
    const etag = `"${page.tag}-${encoding}"`;
    reply.headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding', ETag: etag });
    if (namesEtag(req.headers['if-none-match'], etag)) return reply.status(304).send();
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(page.bodies[encoding]);
  };
}

/**
 * Serves the shell and every remote from one port: `/remotes/<name>/…` from each feature app's
 * build (and, with REMOTES_DIR, `/remotes/<name>/<version>/…` from its published versions, cached
 * for good: a version's path is never written twice, scripts/publish-remote.mjs), the shell's files,
 * and for any other path that is not the API, the shell's page, which routes on the client.
 * Registered as Fastify routes beside the API's, so an API call never passes through them.
 */
export async function serveWebAssets(app: FastifyInstance, webRoot: string | null, remotes: () => Record<string, string>, remotesDir: string | null): Promise<void> {
  await staticFiles(app, remotesDir);
  for (const name of REMOTE_APPS) {
    const bundled = webRoot ? join(webRoot, `mfe-${name}`, 'dist') : null;
    const published = remotesDir ? join(remotesDir, name) : null;
    app.get(`/remotes/${name}/*`, (req: FastifyRequest<{ Params: { '*': string } }>, reply) => {
      const path = req.params['*'];
      const [version = ''] = path.split('/');
      if (published && isVersion(version)) return sendRemoteFile(reply, path, published);
      return bundled ? sendRemoteFile(reply, path, bundled) : reply.callNotFound();
    });
  }
  if (!webRoot) return;
  const shellDir = join(webRoot, 'shell', 'dist');
  const indexHtml = join(shellDir, 'index.html');
  const page = shellPage(indexHtml, remotes, remotePreloads(shellDir, webRoot, remotes, defaultRemotes()));
  app.get('/*', (req: FastifyRequest<{ Params: { '*': string } }>, reply) => {
    const path = `/${req.params['*']}`;
    if (isApiPath(path)) return reply.callNotFound();
    if (isFileWithin(shellDir, path)) return reply.sendFile(path, shellDir);
    return existsSync(indexHtml) ? page(req, reply, path) : reply.callNotFound();
  });
}

/** Whether `path` names a file (not a folder) inside `dir`: `..`, decoded from the URL, cannot climb out. */
function isFileWithin(dir: string, path: string): boolean {
  const file = resolve(dir, `.${path}`);
  if (!file.startsWith(`${resolve(dir)}${sep}`)) return false;
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** Hashed chunks are immutable; HTML, entries, manifests and the worker are revalidated. */
function cachingFor(path: string): string {
  return /\.[0-9a-f]{8,}\.(js|css)(\.br|\.gz)?$/.test(path) ? IMMUTABLE : 'no-cache';
}
