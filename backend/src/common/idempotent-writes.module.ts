import { Module } from '@nestjs/common';
import { IdempotentWritesInterceptor } from './idempotent-writes.interceptor.js';
import { IdempotentWritesRepository } from './idempotent-writes.repository.js';
import { IdempotentWrites } from './idempotent-writes.service.js';

/** One IdempotentWrites per app, so concurrent repeats in any module wait on the same run. */
@Module({
  providers: [IdempotentWrites, IdempotentWritesRepository, IdempotentWritesInterceptor],
  exports: [IdempotentWrites, IdempotentWritesInterceptor],
})
export class IdempotentWritesModule {}
