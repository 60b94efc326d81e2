import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config/app-config.js';

/**
 * helmet's headers, worked out by helmet once and then set on every response in one step. Ours
 * are constants (no per-request directives), and helmet's chain of thirteen middlewares per
 * request was an eighth of a small API call's cost (`npm run bench`).
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeaders(headers);
    next();
  };
}

/**
 * `inlineScripts`: the hashes ('sha256-…') of the inline scripts the shell's page carries
 * (web-assets.ts inlineScriptHashes): those scripts run, and no other inline script does.
 */
export function securityHeaderOptions(config: Pick<AppConfig, 'mfRemotes' | 'appUrl' | 'remotesDir' | 'remotesUrl'>, inlineScripts: readonly string[] = []): HelmetOptions {
  // Module Federation loads remote entries as scripts; remotes may live on another origin, the
  // published ones (REMOTES_DIR) on a CDN too.
  const published = config.remotesDir ? [config.remotesUrl] : [];
  const remoteOrigins = [...new Set([...Object.values(config.mfRemotes ?? {}), ...published].map((u) => new URL(u, config.appUrl).origin))];
  return {
    contentSecurityPolicy: {
      directives: {
        scriptSrc: ["'self'", ...inlineScripts, ...remoteOrigins],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        upgradeInsecureRequests: null,
        connectSrc: ["'self'", ...remoteOrigins],
      },
    },
  };
}
