import { CUSTOM_MEAL_NAME_MAX_LENGTH, MEAL_PLAN_TYPES, MEAL_TYPES, type MealPlanType, type MealType } from '@mealapp/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, ValidateIf } from 'class-validator';
import { TakesBack } from '../../common/server-owned.js';
import { MealPlanDto } from './meal-plan.dto.js';
import { IsCalendarDay, IsCookId, IsMealType, IsTimeZoneName, MEAL_PLAN_FIELD_MESSAGES, ServingsField } from './meal-plan-validators.js';

const sent = (_body: object, value: unknown) => value !== undefined;

/**
 * PATCH /api/meal-plans/{id}: who cooks the meal and for how many servings, and which slot it is
 * in (a move: `date` and `mealType`, the same rules as planning it). A field not sent stays as it
 * is, and one of them is required. What the meal is (type, recipeId, customName) stays as planned:
 * they may be sent back as read, and a changed one is refused by name (remove the meal and plan
 * another). The answer's server-owned fields are ignored, so a GET answer can be sent back.
 */
@TakesBack(MealPlanDto)
export class UpdateMealPlanDto {
  @ApiPropertyOptional({ type: 'integer', nullable: true, example: 3, description: 'Who cooks it: a member of the household, or null for nobody' })
  @IsCookId()
  cookId?: number | null;

  @ServingsField("A recipe meal only: the servings it is cooked for, or null for the recipe's own")
  servings?: number | null;

  @ApiPropertyOptional({ type: String, format: 'date', example: '2026-11-25', description: "Moves the meal to this day: today or later in the user's time zone (see timeZone)" })
  @ValidateIf(sent)
  @IsCalendarDay('date')
  date?: string;

  @ApiPropertyOptional({ enum: MEAL_TYPES, enumName: 'MealType', description: 'Moves the meal to this meal of the day' })
  @ValidateIf(sent)
  @IsMealType()
  mealType?: MealType;

  @ApiPropertyOptional({ example: 'Europe/London', description: "The user's IANA time zone, which decides what 'today' is when the meal moves. Absent: UTC." })
  @IsTimeZoneName()
  timeZone?: string;

  @ApiPropertyOptional({ enum: MEAL_PLAN_TYPES, enumName: 'MealPlanType', description: 'Cannot change: accepted when it is the meal\'s own, refused otherwise' })
  @ValidateIf(sent)
  @IsIn(MEAL_PLAN_TYPES, { message: MEAL_PLAN_FIELD_MESSAGES.type })
  type?: MealPlanType;

  @ApiPropertyOptional({ type: 'integer', nullable: true, example: 12, description: 'Cannot change: accepted when it is the meal\'s own, refused otherwise' })
  @ValidateIf((_body, value) => value !== undefined && value !== null)
  @IsInt({ message: MEAL_PLAN_FIELD_MESSAGES.recipeId })
  recipeId?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CUSTOM_MEAL_NAME_MAX_LENGTH, description: 'Cannot change: accepted when it is the meal\'s own, refused otherwise' })
  @ValidateIf((_body, value) => value !== undefined && value !== null)
  @IsString({ message: 'customName must be text' })
  customName?: string | null;
}
