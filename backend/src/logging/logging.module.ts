import { type DynamicModule, Module } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { Options } from 'pino-http';
import type { AppConfig } from '../config/app-config.js';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id.js';

const PROBES_PATH = '/api/health/';

/** Headers whose values are credentials: kept out of every log line. */
export const REDACTED_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/**
 * One JSON line per log record on stdout (pino), Nest's own logs included, and one per answered
 * request carrying its request id, which every record logged while serving it repeats. Bodies are
 * never logged: the serializers below take the method, URL, headers and address of a request and the status of its answer.
 */
@Module({})
export class LoggingModule {
  static register(config: AppConfig, destination?: DestinationStream): DynamicModule {
    const options: Options = {
      level: config.logLevel,
      genReqId: (req: IncomingMessage, res: ServerResponse) => {
        const id = requestIdFor(req.headers[REQUEST_ID_HEADER.toLowerCase()]);
        res.setHeader(REQUEST_ID_HEADER, id);
        return id;
      },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
      // Probes come every few seconds from each load balancer and orchestrator; their answers are their own record.
      autoLogging: { ignore: (req) => req.url?.startsWith(PROBES_PATH) ?? false },
      serializers: {
        req: (req: { id: unknown; method: string; url: string; headers: Record<string, unknown>; remoteAddress: string }) => ({ id: req.id, method: req.method, url: req.url, headers: req.headers, remoteAddress: req.remoteAddress }),
        // Response headers are the same security headers on every answer.
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    };
    return { module: LoggingModule, imports: [LoggerModule.forRoot({ pinoHttp: destination ? [options, destination] : options })] };
  }
}
