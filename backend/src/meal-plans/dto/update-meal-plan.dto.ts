import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsCookId, ServingsField } from './meal-plan-validators.js';

/**
 * PATCH /api/meal-plans/{id}: who cooks the meal and for how many servings; a field not sent stays
 * as it is, and one of them is required. What the meal is stays as planned: one meal per slot, changed by removing it and
 * planning another (docs/architecture.md, Meal plans).
 */
export class UpdateMealPlanDto {
  @ApiPropertyOptional({ type: 'integer', nullable: true, example: 3, description: 'Who cooks it: a member of the household, or null for nobody' })
  @IsCookId()
  cookId?: number | null;

  @ServingsField("A recipe meal only: the servings it is cooked for, or null for the recipe's own")
  servings?: number | null;
}
