import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import fastifyCookie from '@fastify/cookie';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module.js';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from './auth/refresh-cookie.js';
import { OIDC_LINK_COOKIE } from './auth/oidc/oidc-cookies.js';
import type { AppConfig } from './config/app-config.js';
import { AppValidationPipe } from './common/app-validation.pipe.js';
import { refuseNulCharacters } from './common/hostile-input.js';
import { acceptJsonBodies } from './common/json-bodies.js';
import { MY_DATA_BODY_LIMIT } from './my-data/my-data-document.js';
import { documentErrorAnswers } from './common/error-answers.js';
import { tidyReferences } from './common/openapi-references.js';
import { securityHeaderOptions, securityHeaders } from './common/security-headers.js';
import { databaseOptions } from './database/database-options.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './database/embedded-postgres.js';
import { openBackupChannel } from './backup/backup-channel.js';
import { EventStreams } from './events/event-streams.js';
import { Lifecycle } from './health/lifecycle.js';
import { ScheduledJobs } from './jobs/scheduled-jobs.js';
import { httpLogging } from './logging/logging.module.js';
import { Metrics } from './metrics/metrics.js';
import { startMetricsServer } from './metrics/metrics-server.js';
import { SCAN_BODY_LIMIT } from './recipes/scan/scan-image.js';
import { defaultRemotes, environmentRemotes, inlineScriptHashes, serveRemotesFile, serveWebAssets } from './web/web-assets.js';

export const JSON_BODY_LIMIT = 32 * 1024;
export const CLIENT_ERROR_BODY_LIMIT = 64 * 1024;
/** A recipe at every limit of RECIPE_LIMITS (100 steps of 2,000 characters, 100 ingredients) fits. */
export const RECIPE_BODY_LIMIT = 512 * 1024;

export interface RunningApp {
  app: NestFastifyApplication;
  document: OpenAPIObject;
  /** Settles once migrations ran, or the schema was found current (MIGRATE_ON_START=false); rejects when migrating failed. */
  schemaReady: Promise<void>;
  /** GET /metrics on METRICS_PORT; null when unset. */
  metricsServer: Server | null;
  /** Readiness turns 503 (closing does this first too). */
  beginShutdown(): void;
  /**
   * Readiness turns 503; after SHUTDOWN_DELAY_SECONDS the event streams end, the HTTP server
   * drains, then the pool, the metrics listener and the embedded database close.
   */
  close(): Promise<void>;
}

/** TRUST_PROXY as Fastify takes it: a hop count is the proxies nearest the server, as Express counted them. */
function trustedProxies(trust: AppConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/**
 * Stops taking connections and lets requests in flight finish before the pool closes (Nest closes
 * the modules, and so the pool, before the HTTP server). After `graceMs`, open sockets are cut.
 */
async function drainHttpServer(server: Server, graceMs = 10_000): Promise<void> {
  if (!server.listening) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}

export function buildOpenApi(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Meal planner API')
    .setDescription('Pantry, shopping list, recipes, meal plans and accounts')
    .setVersion('1')
    // Relative: Swagger UI calls the API on whichever origin served it.
    .addServer('/')
    .addBearerAuth()
    .addCookieAuth(REFRESH_COOKIE, { type: 'apiKey', description: `The httpOnly cookie sign-in sets (path ${REFRESH_COOKIE_PATH})` }, REFRESH_COOKIE)
    .addCookieAuth(OIDC_LINK_COOKIE, { type: 'apiKey', description: "The httpOnly cookie an identity provider's callback sets when an account must give its password once to be linked" }, OIDC_LINK_COOKIE)
    .build();
  // The project is private (package.json) and publishes no licence text to link to.
  config.info.license = { name: 'Proprietary: all rights reserved' };
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey: string, methodKey: string) => methodKey,
  });
  tidyReferences(document);
  documentErrorAnswers(document);
  return document;
}

export interface CreateAppOptions {
  embeddedDataDir?: string | 'memory';
  embeddedCopy?: Blob;
  /**
   * Answer before the schema is current (readiness says 503 meanwhile), as the server does, so
   * probes see it alive while it migrates or waits; otherwise createApp waits for `schemaReady`.
   */
  serveWhileMigrating?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
}

/**
 * Builds the whole app: database (embedded unless DATABASE_URL), Nest with its global pipes,
 * filters and headers, Swagger, and the static web apps, then brings the schema up. Tests call this too.
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<RunningApp> {
  let embedded: EmbeddedPostgres | null = null;
  const embeddedDataDir = options.embeddedDataDir ?? config.dataDir;
  if (!config.databaseUrl) embedded = await startEmbeddedPostgres(embeddedDataDir, options.embeddedCopy);
  let backups: { close(): Promise<void> } | null = null;
  try {
    // npm run backup asks the running server for a copy through a socket in DATA_DIR (docs/backup.md).
    if (embedded && embeddedDataDir !== 'memory') backups = await openBackupChannel(embeddedDataDir, embedded.dump);
    const requestLogging = httpLogging(config, options.logDestination);
    const adapter = new FastifyAdapter({
      // Forwarded headers are believed only from the proxies TRUST_PROXY names (none by default), so
      // request.ip, which the throttles and the sign-in lockout key on, cannot be chosen by the caller.
      trustProxy: trustedProxies(config.trustProxy),
      // Paths as clients have always called them: any letter case, a trailing slash or not; an id up
      // to 1,000 characters reaches its route, which says what is wrong with it.
      routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 1000 },
      // Node's own bound on a request that trickles in (Fastify lifts it): five minutes, ample for an 8 MB photo on a slow line.
      requestTimeout: 300_000,
    });
    const fastify = adapter.getInstance();
    // First, so every answer has a request id and a log line, and the time counted is the whole
    // answer's. Hooks added here run before Nest's middleware (nestjs-pino reads the request's logger).
    fastify.addHook('onRequest', requestLogging);
    fastify.addHook('onRequest', securityHeaders(securityHeaderOptions(config, inlineScriptHashes(config.webRoot))));
    // Bodies are small: tens of KB, a little more for an error report with its stack or a long recipe,
    // and one photo to scan (8 MB in base64). Each route gets its limit as it is registered; too-deep
    // nesting is refused before parsing; a NUL character anywhere is refused after, naming the field.
    acceptJsonBodies(
      fastify,
      [
        ['/api/errors', CLIENT_ERROR_BODY_LIMIT],
        ['/api/recipes/scan', SCAN_BODY_LIMIT],
        ['/api/recipes', RECIPE_BODY_LIMIT],
        ['/api/me/import', MY_DATA_BODY_LIMIT],
      ],
      JSON_BODY_LIMIT,
    );
    fastify.addHook('preValidation', refuseNulCharacters);
    // The refresh and sign-in cookies travel only to the auth calls (their Path); a request without a Cookie header costs nothing.
    await fastify.register(fastifyCookie);
    const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, databaseOptions(config.databaseUrl, embedded), requestLogging), adapter, {
      bufferLogs: true,
      bodyParser: false,
    });
    app.useLogger(app.get(Logger));
    fastify.addHook('onResponse', app.get(Metrics).countRequest);
    app.setGlobalPrefix('api');
    app.useGlobalPipes(new AppValidationPipe());
    const document = buildOpenApi(app);
    SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
    const remotes = environmentRemotes(config.mfRemotes ?? defaultRemotes(), config.remotesDir, config.remotesEnvironment);
    serveRemotesFile(fastify, remotes);
    await serveWebAssets(fastify, config.webRoot, remotes, config.remotesDir);
    await app.init();
    // Routes and plugins are all in: the server answers (tests call it without listening).
    await fastify.ready();
    const lifecycle = app.get(Lifecycle);
    const schemaReady = lifecycle.bringSchemaUp().then(() => app.get(ScheduledJobs).start());
    // Handled by whoever awaits it, maybe only after listening: not an unhandled rejection meanwhile.
    schemaReady.catch(() => undefined);
    if (!options.serveWhileMigrating) {
      try {
        await schemaReady;
      } catch (error) {
        await app.close();
        throw error;
      }
    }
    const metricsServer = config.metricsPort === null ? null : await startMetricsServer(app.get(Metrics).registry, config.metricsPort, config.metricsHost);
    let closed: Promise<void> | null = null;
    const close = async () => {
      lifecycle.beginShutdown();
      // Time for a load balancer to see readiness fail before connections are refused
      if (config.shutdownDelaySeconds > 0) await sleep(config.shutdownDelaySeconds * 1000);
      // An event stream never ends by itself: it would hold the drain for its whole grace.
      app.get(EventStreams).endAll();
      await drainHttpServer(app.getHttpServer());
      await app.close();
      if (metricsServer) await new Promise((resolve) => metricsServer.close(resolve));
      await backups?.close();
      await embedded?.stop();
    };
    return {
      app,
      document,
      schemaReady,
      metricsServer,
      beginShutdown: () => lifecycle.beginShutdown(),
      // A second signal, or a test's cleanup after its own close, waits for the same close.
      close: () => (closed ??= close()),
    };
  } catch (error) {
    await backups?.close();
    await embedded?.stop();
    throw error;
  }
}
