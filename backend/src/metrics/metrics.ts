import type { DeliveryChannel, DeliveryOutcome } from '@mealapp/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { appPool } from '../database/app-pool.js';
import { EventStreams } from '../events/event-streams.js';

export type JobOutcome = 'success' | 'failure';

/**
 * Requests that matched no route of the API (static files, and unknown paths, which Nest's
 * catch-all `/api*path` answers 404) share one label, so a scan of random paths adds no series.
 */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * This instance's Prometheus metrics, in a registry of its own (two apps in one process, as in
 * tests, do not share series). Served by metrics-server.ts on METRICS_PORT only.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route template and status', labelNames: ['method', 'route', 'status'], registers: [this.registry] });
  private readonly requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by method, route template and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly jobRuns = new Counter({ name: 'job_runs_total', help: 'Runs of scheduled jobs, by job and outcome', labelNames: ['job', 'outcome'], registers: [this.registry] });
  private readonly jobSeconds = new Histogram({
    name: 'job_run_duration_seconds',
    help: 'Time a scheduled job run took, by job and outcome',
    labelNames: ['job', 'outcome'],
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [this.registry],
  });

  private readonly pushDeliveries = new Counter({
    name: 'push_deliveries_total',
    help: 'Notices sent to one device, by channel (web, android, ios) and outcome (sent, gone, failed), after any retries',
    labelNames: ['channel', 'outcome'],
    registers: [this.registry],
  });

  constructor(@InjectDataSource() dataSource: DataSource, @Inject(EventStreams) streams: EventStreams) {
    collectDefaultMetrics({ register: this.registry });
    const pool = () => (dataSource.isInitialized ? appPool(dataSource) : null);
    const poolGauge = (name: string, help: string, read: (pool: Pool) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          const current = pool();
          if (current) this.set(read(current));
        },
      });
    poolGauge('db_pool_connections', 'Connections the database pool holds, busy or idle', (current) => current.totalCount);
    poolGauge('db_pool_idle_connections', 'Connections idle in the database pool', (current) => current.idleCount);
    poolGauge('db_pool_waiting_requests', 'Queries waiting for a connection from the database pool', (current) => current.waitingCount);
    new Gauge({
      name: 'event_streams_open',
      help: 'Event streams (GET /api/events) open on this instance',
      registers: [this.registry],
      collect() {
        this.set(streams.openCount);
      },
    });
  }

  /** One run of a scheduled job, for job_runs_total and job_run_duration_seconds. */
  recordJobRun(job: string, outcome: JobOutcome, seconds: number): void {
    this.jobRuns.inc({ job, outcome });
    this.jobSeconds.observe({ job, outcome }, seconds);
  }

  /** One notice to one device, for push_deliveries_total. */
  recordPushDelivery(channel: DeliveryChannel, outcome: DeliveryOutcome): void {
    this.pushDeliveries.inc({ channel, outcome });
  }

  /**
   * An `onResponse` hook counting and timing every answer. The route label is the route's template
   * (`/api/pantry/:id`), never the raw URL with its ids; the time is Fastify's, from the request's arrival.
   */
  readonly countRequest = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const template = request.routeOptions.url;
    const route = template && !template.includes('*') ? template : UNMATCHED_ROUTE;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    this.requests.inc(labels);
    this.requestSeconds.observe(labels, reply.elapsedTime / 1000);
    done();
  };
}
