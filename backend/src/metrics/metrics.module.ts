import { Global, Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module.js';
import { Metrics } from './metrics.js';

/** Global: the scheduler records job runs through it, and createApp counts requests with it. */
@Global()
@Module({ imports: [EventsModule], providers: [Metrics], exports: [Metrics] })
export class MetricsModule {}
