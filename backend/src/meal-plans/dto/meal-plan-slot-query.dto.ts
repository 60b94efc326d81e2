import { MEAL_TYPES, type MealType } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsCalendarDay, IsMealType } from './meal-plan-validators.js';

/** One slot of one day: DELETE /api/meal-plans?date=&mealType=. */
export class MealPlanSlotQueryDto {
  @ApiProperty({ type: String, format: 'date', example: '2026-11-24' })
  @IsCalendarDay('date')
  date: string;

  @ApiProperty({ enum: MEAL_TYPES, enumName: 'MealType' })
  @IsMealType()
  mealType: MealType;
}
