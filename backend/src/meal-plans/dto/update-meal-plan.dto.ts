import { RECIPE_LIMITS } from '@mealapp/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsCookId, IsServings } from './meal-plan-validators.js';

/**
 * PATCH /api/meal-plans/{id}: who cooks the meal and for how many servings; a field not sent stays
 * as it is, and one of them is required. What the meal is stays as planned: one meal per slot, changed by removing it and
 * planning another (docs/architecture.md, Meal plans).
 */
export class UpdateMealPlanDto {
  @ApiPropertyOptional({ type: 'integer', nullable: true, example: 3, description: 'Who cooks it: a member of the household, or null for nobody' })
  @IsCookId()
  cookId?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: RECIPE_LIMITS.servings.min,
    maximum: RECIPE_LIMITS.servings.max,
    example: 6,
    description: "A recipe meal only: the servings it is cooked for, or null for the recipe's own",
  })
  @IsServings()
  servings?: number | null;
}
