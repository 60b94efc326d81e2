import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller.js';
import { Lifecycle } from './lifecycle.js';

// Terminus logs every failed check; a probe polls a starting or stopping instance every few seconds, and the answer says why.
@Module({ imports: [TerminusModule.forRoot({ logger: false })], controllers: [HealthController], providers: [Lifecycle], exports: [Lifecycle] })
export class HealthModule {}
