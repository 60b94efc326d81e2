import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MealPlanEntity } from './entities/meal-plan.entity.js';
import { MealPlansController } from './meal-plans.controller.js';
import { MealPlansRepository } from './meal-plans.repository.js';
import { MealPlansService } from './meal-plans.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([MealPlanEntity])],
  controllers: [MealPlansController],
  providers: [MealPlansService, MealPlansRepository],
  // Recommendations weigh recent plans (recipes/recipe-recommendations.ts).
  exports: [MealPlansRepository, MealPlansService],
})
export class MealPlansModule {}
