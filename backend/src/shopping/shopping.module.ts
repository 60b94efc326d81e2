import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdempotentWritesModule } from '../common/idempotent-writes.module.js';
import { PantryModule } from '../pantry/pantry.module.js';
import { ShoppingItemEntity } from './entities/shopping-item.entity.js';
import { ShoppingItemsRepository } from './shopping-items.repository.js';
import { ShoppingController } from './shopping.controller.js';
import { ShoppingService } from './shopping.service.js';

/** Exports ShoppingService for the recipes module's add-to-list (pendingForUpdate, addPending). */
@Module({
  imports: [TypeOrmModule.forFeature([ShoppingItemEntity]), PantryModule, IdempotentWritesModule],
  controllers: [ShoppingController],
  providers: [ShoppingService, ShoppingItemsRepository],
  exports: [ShoppingService, ShoppingItemsRepository],
})
export class ShoppingModule {}
