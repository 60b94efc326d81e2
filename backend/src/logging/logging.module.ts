import { type DynamicModule, Module } from '@nestjs/common';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id.js';

const PROBES_PATH = '/api/health/';

// Node's request as pino-http declares it (an `id`), with the logger nestjs-pino reads.
type LoggedRequest = IncomingMessage & { log?: Logger };
type LoggedResponse = ServerResponse & { log?: Logger };

/** The app's request log, Fastify's first `onRequest` hook, and the pino logger it and Nest's logs write through. */
export type HttpLogger = ((request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void) & { logger: Logger };

/**
 * One JSON line per log record on stdout (or `destination`), and one per answered request carrying
 * its request id. The app adds this hook before any other, so every answer has an id and a line,
 * static files and refused bodies included. Neither bodies nor headers are logged (so no
 * credential can be, and no redaction pass runs on each line): a request's line has its method,
 * URL, address and user agent and its answer's status and time.
 *
 * Written here rather than with pino-http: that built a child logger over the whole serialised
 * request for every request and kept per-request arrays of loggers, together about a tenth of a
 * small call's own time in a CPU profile (docs/performance.md). Here each request gets a child
 * bound to its id only, for the messages written while serving it (nestjs-pino reads `log` from
 * the request it is handed, Node's or Fastify's, so both carry it).
 */
export function httpLogging(config: AppConfig, destination?: DestinationStream): HttpLogger {
  const options = { level: config.logLevel };
  const logger = destination ? pino(options, destination) : pino(options);
  const hook = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const req: LoggedRequest = request.raw;
    const res: LoggedResponse = reply.raw;
    const id = requestIdFor(req.headers[REQUEST_ID_HEADER.toLowerCase()]);
    res.setHeader(REQUEST_ID_HEADER, id);
    req.id = id;
    request.log = req.log = res.log = logger.child({ req: { id } });
    // Probes come every few seconds from each load balancer and orchestrator; their answers are their own record.
    if (req.url?.startsWith(PROBES_PATH)) return done();
    const started = performance.now();
    const answered = (error?: Error) => {
      res.off('finish', answered);
      res.off('close', answered);
      res.off('error', answered);
      const failed = error !== undefined || res.statusCode >= 500;
      const line = {
        req: { id, method: req.method, url: req.url, remoteAddress: req.socket.remoteAddress, userAgent: req.headers['user-agent'] },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
        ...(error ? { err: error } : {}),
      };
      if (failed) logger.error(line, 'request errored');
      else logger.info(line, 'request completed');
    };
    res.on('finish', answered);
    res.on('close', answered);
    res.on('error', answered);
    done();
  };
  return Object.assign(hook, { logger });
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
