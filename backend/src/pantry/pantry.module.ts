import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotentWritesModule } from '../common/idempotent-writes.module.js';
import { PantryItemEntity } from './entities/pantry-item.entity.js';
import { PantryItemsRepository } from './pantry-items.repository.js';
import { PantryController } from './pantry.controller.js';
import { PantryService } from './pantry.service.js';

/** Exports PantryService for the shopping module's tick/untick side effects (applyTick). */
@Module({
  imports: [TypeOrmModule.forFeature([PantryItemEntity]), IdempotentWritesModule],
  controllers: [PantryController],
  providers: [PantryService, PantryItemsRepository],
  exports: [PantryService, PantryItemsRepository],
})
export class PantryModule {}
