import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { ServerResponse } from 'node:http';
import type { AppConfig } from '../config/app-config.js';

/**
 * helmet's headers, worked out by helmet once and then set on every response in one step, as an
 * `onRequest` hook. Ours are constants (no per-request directives), and helmet's chain of thirteen
 * middlewares per request was an eighth of a small API call's cost (`npm run bench`). Set on the
 * Node response, so every answer carries them: Fastify's, errors and 404s, and event streams.
 */
export function securityHeaders(options: HelmetOptions): (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as never, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return (_request, reply, done) => {
    reply.raw.setHeaders(headers);
    done();
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
