import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { EventsModule } from '../events/events.module.js';
import { MealPlansModule } from '../meal-plans/meal-plans.module.js';
import { PantryModule } from '../pantry/pantry.module.js';
import { RecipesModule } from '../recipes/recipes.module.js';
import { ShoppingModule } from '../shopping/shopping.module.js';
import { HouseholdChangesController } from './household-changes.controller.js';
import { HouseholdChangesService } from './household-changes.service.js';

/** Delta reads over the change log the events module follows (GET /api/changes). */
@Module({
  imports: [AuthModule, EventsModule, PantryModule, ShoppingModule, MealPlansModule, RecipesModule],
  controllers: [HouseholdChangesController],
  providers: [HouseholdChangesService],
})
export class HouseholdChangesModule {}
