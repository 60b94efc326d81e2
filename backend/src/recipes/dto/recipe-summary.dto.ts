import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  RECIPE_DIFFICULTIES,
  RECIPE_IMAGE_TYPES,
  RECOMMENDATION_BADGES,
  type IngredientAvailability,
  type RecipeDifficulty,
  type RecipeImageType,
  type RecommendationBadge,
} from '@mealapp/domain';
import { RECIPE_LIBRARIES, type RecipeLibrary } from '../recipe-fields.js';
import { RecipeCategoryDto } from './recipe-category.dto.js';
import { ServerOwned } from '../../common/server-owned.js';

/** spec part 2 §4: the can-cook figures of one recipe against the user's pantry. */
export class IngredientStatusDto implements IngredientAvailability {
  @ApiProperty({ example: 8, description: 'Ingredients in the recipe' })
  total: number;

  @ApiProperty({ example: 5, description: 'Matched by an In Stock pantry item' })
  available: number;

  @ApiProperty({ example: 2, description: 'Matched by no pantry item, or only by Out of Stock ones' })
  missing: number;

  @ApiProperty({ example: 1, description: 'Matched by a Low Stock pantry item (and no In Stock one)' })
  lowStock: number;

  @ApiProperty({ example: 75, description: 'round(100 * (available + lowStock) / total); 100 for a recipe without ingredients' })
  percent: number;
}

/** The fields a recipe has in the list and in the detail alike. */
export class RecipeBaseDto {
  @ApiProperty({ example: 12 })
  @ServerOwned()
  id: number;

  @ApiProperty({ example: 'Simple Tomato Pasta' })
  title: string;

  @ApiProperty({ type: String, nullable: true, example: 'A weeknight classic' })
  description: string | null;

  @ApiProperty({ type: 'integer', nullable: true, example: 20, description: 'Minutes' })
  cookTime: number | null;

  @ApiProperty({ type: 'integer', nullable: true, example: 10, description: 'Minutes' })
  prepTime: number | null;

  @ApiProperty({ type: 'integer', nullable: true, example: 4 })
  servings: number | null;

  @ApiProperty({ enum: RECIPE_DIFFICULTIES, enumName: 'RecipeDifficulty', example: 'medium' })
  difficulty: RecipeDifficulty;

  @ApiProperty({ type: String, nullable: true, example: 'Italian' })
  cuisine: string | null;

  @ApiProperty({ type: [String], example: ['Vegetarian', 'Quick'] })
  tags: string[];

  @ApiProperty({ type: String, nullable: true, example: '/stock-images/italian-tomato-pasta.svg', description: 'null: the fallback image' })
  imageUrl: string | null;

  @ApiProperty({ enum: RECIPE_IMAGE_TYPES, enumName: 'RecipeImageType', example: 'stock' })
  imageType: RecipeImageType;

  @ApiProperty({ type: String, nullable: true, example: 'italian-tomato-pasta' })
  stockImageId: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Test Recipe', description: "Where the recipe came from: 'Test Recipe' for the demo recipes, 'Starter library', an imported page's host, 'Scan', or null" })
  source: string | null;

  @ApiProperty({ type: 'integer', nullable: true, example: 3 })
  categoryId: number | null;

  @ApiProperty({ type: RecipeCategoryDto, nullable: true })
  @ServerOwned()
  category: RecipeCategoryDto | null;

  @ApiProperty()
  @ServerOwned()
  isTrending: boolean;

  @ApiProperty()
  @ServerOwned()
  isRecommended: boolean;

  @ApiProperty({ description: "This user's favorite (favorites are per user)" })
  @ServerOwned()
  isFavorited: boolean;

  @ApiProperty({ description: "Pinned by this user (pins are per user)" })
  @ServerOwned()
  isPinned: boolean;

  @ApiProperty({ format: 'date-time', example: '2026-03-14T09:30:00.000Z' })
  @ServerOwned()
  createdAt: string;

  @ApiProperty({ format: 'date-time', example: '2026-03-14T09:30:00.000Z' })
  @ServerOwned()
  updatedAt: string;

  @ApiProperty({ example: 8 })
  @ServerOwned()
  ingredientCount: number;

  @ApiProperty({ example: 5 })
  @ServerOwned()
  instructionCount: number;

  @ApiProperty({ description: 'A shared recipe (demo or starter library): readable by every user, changed by none. Save a copy to edit it.' })
  @ServerOwned()
  readOnly: boolean;

  @ApiProperty({ enum: RECIPE_LIBRARIES, enumName: 'RecipeLibrary', nullable: true, description: "Which shared collection the recipe belongs to; null for the user's own" })
  @ServerOwned()
  library: RecipeLibrary | null;

  @ApiProperty({
    type: [String],
    example: ['Beginner', 'Dinner', 'Italian', 'Quick (< 30 min)', 'Vegetarian'],
    description: 'The derived tags that do not depend on the pantry (spec part 2 §4: difficulty, meal type, cuisine, time, diet, category, source, Trending, Recommended), computed when the recipe is saved',
  })
  @ServerOwned()
  contentTags: string[];
}

/** Why a recipe is recommended to this user (GET /api/recipes?recommended=true). */
export class RecommendationDto {
  @ApiProperty({ example: 86, description: 'How well the recipe fits: pantry coverage, cook time within the maximum, favourite cuisine and spice level, 0 to 100' })
  matchPercent: number;

  @ApiProperty({
    enum: RECOMMENDATION_BADGES,
    enumName: 'RecommendationBadge',
    description:
      'The first rule it meets. Smart Swap: uses pantry food that expires within 3 days. Trending: flagged trending by the starter library, or planned twice or more in the last 30 days. ' +
      'Top Pick: its match is one of the 5 best of the recipes weighed (ties share a place), or 80% or more. A recipe that meets none is not recommended.',
  })
  badge: RecommendationBadge;

  @ApiProperty({ example: 'Uses up your spinach before it expires', description: "The strongest reason, from the user's own data" })
  reason: string;

  @ApiProperty({ type: 'integer', nullable: true, example: 420, description: "Calories per serving, from the recipe's nutrition; null when not given" })
  calories: number | null;
}

/** One recipe in the list: the detail's fields without ingredients, instructions and nutrition, plus its can-cook status. */
export class RecipeSummaryDto extends RecipeBaseDto {
  @ApiProperty({ type: IngredientStatusDto })
  @ServerOwned()
  ingredientStatus: IngredientStatusDto;

  @ApiPropertyOptional({ type: RecommendationDto, description: 'Only with recommended=true' })
  @ServerOwned()
  recommendation?: RecommendationDto;
}
