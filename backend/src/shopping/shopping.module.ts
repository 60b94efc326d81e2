import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PantryModule } from '../pantry/pantry.module.js';
import { ShoppingItemEntity } from './entities/shopping-item.entity.js';
import { ShoppingItemsRepository } from './shopping-items.repository.js';
import { ShoppingController } from './shopping.controller.js';
import { ShoppingService } from './shopping.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ShoppingItemEntity]), PantryModule],
  controllers: [ShoppingController],
  providers: [ShoppingService, ShoppingItemsRepository],
})
export class ShoppingModule {}
