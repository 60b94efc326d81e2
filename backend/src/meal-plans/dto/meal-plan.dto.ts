import { MEAL_PLAN_TYPES, MEAL_TYPES, type MealPlanType, type MealType } from '@mealapp/domain';
import { ApiProperty, PickType } from '@nestjs/swagger';
import { RecipeBaseDto } from '../../recipes/dto/recipe-summary.dto.js';
import { ServerOwned } from '../../common/server-owned.js';

/** What the planner shows of a planned recipe (spec part 2 §2: image, title, description, cook time, servings). */
export class MealPlanRecipeDto extends PickType(RecipeBaseDto, ['id', 'title', 'description', 'cookTime', 'servings', 'imageUrl', 'imageType', 'stockImageId'] as const) {}

/** Who cooks a meal, named as the household's members are (GET /api/households). */
export class MealPlanCookDto {
  @ApiProperty({ example: 3, description: "The member's user id" })
  id: number;

  @ApiProperty({ example: 'Bo' })
  name: string;
}

/** spec part 2 §3 Meal plan entry. */
export class MealPlanDto {
  @ApiProperty({ example: 7 })
  @ServerOwned()
  id: number;

  @ApiProperty({ type: String, format: 'date', example: '2026-11-24' })
  date: string;

  @ApiProperty({ enum: MEAL_TYPES, enumName: 'MealType', example: 'dinner' })
  mealType: MealType;

  @ApiProperty({ enum: MEAL_PLAN_TYPES, enumName: 'MealPlanType', example: 'recipe' })
  type: MealPlanType;

  @ApiProperty({ type: 'integer', nullable: true, example: 12, description: 'Set when type is recipe' })
  recipeId: number | null;

  @ApiProperty({ type: MealPlanRecipeDto, nullable: true, description: 'The recipe summary when type is recipe' })
  @ServerOwned()
  recipe: MealPlanRecipeDto | null;

  @ApiProperty({ type: String, nullable: true, example: 'Leftovers', description: 'Set when type is custom' })
  customName: string | null;

  @ApiProperty({ type: 'integer', nullable: true, example: 3, description: 'Who cooks it: a member of the household, null for nobody yet' })
  cookId: number | null;

  @ApiProperty({ type: MealPlanCookDto, nullable: true, description: 'The cook, with their name' })
  @ServerOwned()
  cook: MealPlanCookDto | null;

  @ApiProperty({ type: 'integer', nullable: true, example: 6, description: "A recipe meal's servings to cook and shop for; null: the recipe's own" })
  servings: number | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-24T18:40:00.000Z',
    description: 'When it was recorded cooked (POST /api/recipes/{id}/cooked), null until then; the server sets it, a write ignores it',
  })
  @ServerOwned()
  cookedAt: string | null;
}
