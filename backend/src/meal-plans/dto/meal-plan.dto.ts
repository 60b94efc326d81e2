import { MEAL_PLAN_TYPES, MEAL_TYPES, RECIPE_IMAGE_TYPES, type MealPlanType, type MealType, type RecipeImageType } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';

/** What the planner shows of a planned recipe (spec part 2 §2: image, title, description, cook time, servings). */
export class MealPlanRecipeDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'Simple Tomato Pasta' })
  title: string;

  @ApiProperty({ type: String, nullable: true, example: 'A weeknight classic' })
  description: string | null;

  @ApiProperty({ type: 'integer', nullable: true, example: 20, description: 'Minutes' })
  cookTime: number | null;

  @ApiProperty({ type: 'integer', nullable: true, example: 4 })
  servings: number | null;

  @ApiProperty({ type: String, nullable: true, example: '/stock-images/italian-tomato-pasta.svg', description: 'null: the fallback image' })
  imageUrl: string | null;

  @ApiProperty({ enum: RECIPE_IMAGE_TYPES, enumName: 'RecipeImageType', example: 'stock' })
  imageType: RecipeImageType;

  @ApiProperty({ type: String, nullable: true, example: 'italian-tomato-pasta' })
  stockImageId: string | null;
}

/** spec part 2 §3 Meal plan entry. */
export class MealPlanDto {
  @ApiProperty({ example: 7 })
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
  recipe: MealPlanRecipeDto | null;

  @ApiProperty({ type: String, nullable: true, example: 'Leftovers', description: 'Set when type is custom' })
  customName: string | null;
}
