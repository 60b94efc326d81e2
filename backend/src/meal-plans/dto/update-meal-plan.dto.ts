import { ApiProperty } from '@nestjs/swagger';
import { IsCookId } from './meal-plan-validators.js';

/**
 * PATCH /api/meal-plans/{id}: who cooks the meal. What the meal is stays as planned: one meal per
 * slot, changed by removing it and planning another (docs/architecture.md, Meal plans).
 */
export class UpdateMealPlanDto {
  @ApiProperty({ type: 'integer', nullable: true, example: 3, description: 'Who cooks it: a member of the household, or null for nobody' })
  @IsCookId({ required: true })
  cookId: number | null;
}
