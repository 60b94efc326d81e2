import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
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
    app.use(`/remotes/${name}`, express.static(dir, { index: false, setHeaders: noCacheForEntries, fallthrough: false }));
  }
  const shellDir = join(webRoot, 'shell', 'dist');
  app.use(express.static(shellDir, { index: false, setHeaders: noCacheForEntries }));
  const indexHtml = join(shellDir, 'index.html');
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path.startsWith('/api') || !existsSync(indexHtml)) return next();
    res.set('Cache-Control', 'no-cache').sendFile(indexHtml);
  });
}

/** Hashed chunks are immutable; entries, manifests and the worker must be revalidated. */
function noCacheForEntries(res: Response, path: string): void {
  if (/\.[0-9a-f]{8,}\.(js|css)$/.test(path)) res.set('Cache-Control', 'public, max-age=31536000, immutable');
  else res.set('Cache-Control', 'no-cache');
}
