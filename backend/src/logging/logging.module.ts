import { type DynamicModule, Module } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { pino, type DestinationStream } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import type { AppConfig } from '../config/app-config.js';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id.js';

const PROBES_PATH = '/api/health/';

/**
 * One JSON line per log record on stdout (or `destination`), and one per answered request carrying
 * its request id. The app mounts this middleware before any other, so every answer has an id and a
 * line, static files and refused bodies included. Neither bodies nor headers are logged (so no
 * credential can be, and no redaction pass runs on each line): the serializers take the method,
 * URL, address and user agent of a request and the status of its answer. Headers whole and their
 * redaction were a tenth of a small call's time (`npm run bench`, docs/performance.md).
 */
export function httpLogging(config: AppConfig, destination?: DestinationStream): HttpLogger {
  const options = { level: config.logLevel };
  return pinoHttp({
    logger: destination ? pino(options, destination) : pino(options),
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdFor(req.headers[REQUEST_ID_HEADER.toLowerCase()]);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    // Probes come every few seconds from each load balancer and orchestrator; their answers are their own record.
    autoLogging: { ignore: (req) => req.url?.startsWith(PROBES_PATH) ?? false },
    serializers: {
      req: (req: { id: unknown; method: string; url: string; headers: Record<string, unknown>; remoteAddress: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
        remoteAddress: req.remoteAddress,
        userAgent: req.headers['user-agent'],
      }),
      // Response headers are the same security headers on every answer.
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

/**
 * Nest's own logs (Logger.log and the rest) through the same pino logger; those written while
 * serving a request carry its id (nestjs-pino keeps the request's logger for the call).
 */
@Module({})
export class LoggingModule {
  static register(http: HttpLogger): DynamicModule {
    return { module: LoggingModule, imports: [LoggerModule.forRoot({ pinoHttp: { logger: http.logger }, useExisting: true })] };
  }
}
