import { CUSTOM_MEAL_NAME_MAX_LENGTH, MEAL_PLAN_TYPES, MEAL_TYPES, type MealPlanType, type MealType } from '@mealapp/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsCalendarDay, IsCookId, IsMealPlanType, IsMealType, IsPlannedCustomName, IsPlannedRecipeId, ServingsField, IsTimeZoneName } from './meal-plan-validators.js';
import { TakesBack } from '../../common/server-owned.js';
import { MealPlanDto } from './meal-plan.dto.js';

/** spec part 2 §7 POST /api/meal-plans: {date, mealType, type, recipeId or customName}, who cooks it and for how many (issue 26). */
@TakesBack(MealPlanDto)
export class CreateMealPlanDto {
  @ApiProperty({ type: String, format: 'date', example: '2026-11-24', description: "Today or later in the user's time zone (see timeZone)" })
  @IsCalendarDay('date')
  date: string;

  @ApiProperty({ enum: MEAL_TYPES, enumName: 'MealType' })
  @IsMealType()
  mealType: MealType;

  @ApiProperty({ enum: MEAL_PLAN_TYPES, enumName: 'MealPlanType' })
  @IsMealPlanType()
  type: MealPlanType;

  @ApiPropertyOptional({ type: 'integer', example: 12, description: 'Required when type is recipe, absent otherwise: a recipe the user can read (their own or a shared one)' })
  @IsPlannedRecipeId()
  recipeId?: number | null;

  @ApiPropertyOptional({
    type: String,
    maxLength: CUSTOM_MEAL_NAME_MAX_LENGTH,
    example: 'Leftovers',
    description: 'Required when type is custom, absent otherwise; non-empty after trimming, stored trimmed',
  })
  @IsPlannedCustomName()
  customName?: string | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, example: 3, description: 'Who cooks it: a member of the household. Absent or null: nobody yet' })
  @IsCookId()
  cookId?: number | null;

  @ServingsField("A recipe meal only: the servings it is cooked for (its shopping is scaled to them). Absent or null: the recipe's own")
  servings?: number | null;

  @ApiPropertyOptional({
    example: 'Europe/London',
    description: "The user's IANA time zone, which decides what 'today' is for the not-before-today rule. Absent: UTC.",
  })
  @IsTimeZoneName()
  timeZone?: string;
}
