import { RECIPE_LIMITS, type PantryChangeOffer } from '@mealapp/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsServings, IsTimeZoneName } from '../../meal-plans/dto/meal-plan-validators.js';
import { MealPlanDto } from '../../meal-plans/dto/meal-plan.dto.js';
import { PantryItemDto } from '../../pantry/dto/pantry-item.dto.js';

export const PANTRY_STATUSES_AFTER_COOKING = ['Low Stock', 'Out of Stock'] as const satisfies readonly PantryChangeOffer<unknown>['status'][];

/** POST /api/recipes/{id}/cooked: "I cooked this" (issue 26). */
export class CookRecipeDto {
  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: RECIPE_LIMITS.servings.min,
    maximum: RECIPE_LIMITS.servings.max,
    example: 6,
    description: "The servings cooked, recorded with the meal. Absent or null: the recipe's own",
  })
  @IsServings()
  servings?: number | null;

  @ApiPropertyOptional({
    example: 'Europe/London',
    description: "The user's IANA time zone, which decides what 'today' is: the planner's slots of that day are marked cooked. Absent: UTC.",
  })
  @IsTimeZoneName()
  timeZone?: string;
}

/** A pantry change offered after cooking: the client applies each one the user confirms (PATCH /api/pantry/{id}). */
export class PantryChangeDto {
  @ApiProperty({ type: PantryItemDto, description: 'The pantry item an ingredient came from, as it is now' })
  item: PantryItemDto;

  @ApiProperty({
    enum: PANTRY_STATUSES_AFTER_COOKING,
    enumName: 'PantryStatusAfterCooking',
    description: 'What the item is offered to become: In Stock becomes Low Stock, Low Stock becomes Out of Stock',
  })
  status: PantryChangeOffer<unknown>['status'];
}

/** What a recorded cooking answers. */
export class CookedMealDto {
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-24T18:40:00.000Z', description: 'When it was recorded' })
  cookedAt: string;

  @ApiProperty({ example: 12 })
  recipeId: number;

  @ApiProperty({ type: 'integer', nullable: true, example: 6, description: "The servings cooked; null: the recipe's own" })
  servings: number | null;

  @ApiProperty({ type: [MealPlanDto], description: "Today's planned meals of this recipe (in timeZone), now marked cooked; empty when none was planned" })
  mealPlans: MealPlanDto[];

  @ApiProperty({
    type: [PantryChangeDto],
    description: 'Offered, not applied: the pantry items the ingredients came from, each once, in ingredient order; what is Out of Stock already is not offered',
  })
  pantryChanges: PantryChangeDto[];
}
