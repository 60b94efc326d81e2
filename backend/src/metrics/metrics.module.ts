import { Global, Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module.js';
import { Metrics } from './metrics.js';

/** Global: scheduled jobs anywhere record their runs through Metrics.recordJobRun. */
@Global()
@Module({ imports: [EventsModule], providers: [Metrics], exports: [Metrics] })
export class MetricsModule {}
