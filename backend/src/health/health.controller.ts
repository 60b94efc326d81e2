import { Controller, Get, HttpStatus, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator, type HealthIndicatorFunction } from '@nestjs/terminus';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { ErrorDto } from '../common/error.dto.js';
import { PublicOperation } from '../common/public-operation.js';
import { HealthDto } from './health.dto.js';
import { Lifecycle } from './lifecycle.js';

/** Long enough for a busy pool to hand out a connection; short enough for a probe's own timeout. */
export const READY_PING_TIMEOUT_MS = 3_000;

/** Probes answer on every instance, however often they are polled. */
@SkipThrottle()
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly checks: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly lifecycle: Lifecycle,
  ) {}

  @Get()
  @PublicOperation({ summary: 'Check the API and its database' })
  @ApiOkResponse({ type: HealthDto })
  async health(): Promise<HealthDto> {
    await this.dataSource.query('SELECT 1');
    return { status: 'ok' };
  }

  @Get('live')
  @PublicOperation({ summary: 'Liveness: the process is up and answering (no database call)' })
  @ApiOkResponse({ type: HealthDto })
  liveness(): HealthDto {
    return { status: 'ok' };
  }

  @Get('ready')
  @PublicOperation({ summary: 'Readiness: migrations are done, the database answers, and the instance is not shutting down' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: ErrorDto, description: 'Migrating or waiting for the schema, database unreachable, or shutting down' })
  async readiness(@Res({ passthrough: true }) res: FastifyReply): Promise<HealthDto | ErrorDto> {
    const phase = this.lifecycle.phase;
    const lifecycle = this.indicators.check('lifecycle');
    // Not ready already: no database call, so a stopping instance answers at once.
    const indicators: HealthIndicatorFunction[] =
      phase === 'ready' ? [() => lifecycle.up({ phase }), this.database.pingCheck('database').withTimeout(READY_PING_TIMEOUT_MS)] : [() => lifecycle.down({ phase })];
    try {
      await this.checks.check(indicators);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const down = (error.getResponse() as { error?: Record<string, { phase?: string; message?: string }> }).error ?? {};
      const reasons = Object.entries(down).map(([key, value]) => `${key} ${value.phase ?? value.message ?? 'down'}`);
      // Answered, not thrown: not being ready is an expected state, not a server error to log with its stack.
      res.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { error: `Not ready: ${reasons.join('; ')}` };
    }
    return { status: 'ok' };
  }
}
