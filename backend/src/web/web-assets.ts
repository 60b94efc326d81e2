import type { Express, NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';

/** The feature apps served beside the shell, each from its own build folder. */
export const REMOTE_APPS = ['pantry', 'shopping', 'recipes', 'planner', 'account'] as const;

export function defaultRemotes(): Record<string, string> {
  return Object.fromEntries(REMOTE_APPS.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
}

/** This environment's remote locations; the shell reads them at start (also in `npm run dev`). */
export function serveRemotesFile(app: Express, remotes: Record<string, string>): void {
  app.get('/mf-remotes.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(remotes);
  });
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
 * Serves the shell and every remote from one port. Remote files answer with
 * CORS so the same builds can also be hosted on another origin. Unknown non-API paths get the
 * shell's index.html, which routes on the client.
 */
export function serveWebAssets(app: Express, webRoot: string): void {
  for (const name of REMOTE_APPS) {
    const dir = join(webRoot, `mfe-${name}`, 'dist');
    app.use(`/remotes/${name}`, (_req: Request, res: Response, next: NextFunction) => {
      res.set('Access-Control-Allow-Origin', '*');
      next();
    });
    app.use(`/remotes/${name}`, staticFiles(dir, false));
  }
  const shellDir = join(webRoot, 'shell', 'dist');
  const shell = staticFiles(shellDir, true);
  app.use(shell);
  const indexHtml = join(shellDir, 'index.html');
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path.startsWith('/api') || !existsSync(indexHtml)) return next();
    req.url = '/index.html';
    shell(req, res, next);
  });
}

/** Hashed chunks are immutable; HTML, entries, manifests and the worker are revalidated. */
function cachingFor(res: ServerResponse, path: string): void {
  const immutable = /\.[0-9a-f]{8,}\.(js|css)(\.br|\.gz)?$/.test(path);
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}
