import { RECIPE_LIMITS, type ParsedRecipe } from '@mealapp/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const L = RECIPE_LIMITS;

export class ParsedIngredientDto {
  @ApiProperty({ type: String, nullable: true, example: '1 1/2', description: 'As written' })
  amount: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 1.5 })
  amountValue: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'cups' })
  unit: string | null;

  @ApiProperty({ example: 'plain flour' })
  name: string;

  @ApiProperty({ type: String, nullable: true, example: 'sifted' })
  notes: string | null;
}

/** Per serving; only the values the source gave. */
export class ParsedNutritionDto {
  @ApiPropertyOptional({ example: 420, description: 'kcal' })
  calories?: number;

  @ApiPropertyOptional({ description: 'g' })
  protein?: number;

  @ApiPropertyOptional({ description: 'g' })
  carbs?: number;

  @ApiPropertyOptional({ description: 'g' })
  fat?: number;

  @ApiPropertyOptional({ description: 'g' })
  fiber?: number;

  @ApiPropertyOptional({ description: 'g' })
  sugar?: number;

  @ApiPropertyOptional({ description: 'mg' })
  sodium?: number;

  @ApiPropertyOptional({ example: '1 slice' })
  servingSize?: string;
}

/** A recipe read from text or a page, for review before saving; every field fits what POST /api/recipes accepts. */
export class ParsedRecipeDto implements ParsedRecipe {
  @ApiProperty({ example: 'Easy pancakes', maxLength: L.titleLength })
  title: string;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ type: [ParsedIngredientDto], maxItems: L.ingredients })
  ingredients: ParsedIngredientDto[];

  @ApiProperty({ type: [String], maxItems: L.instructions, description: 'Steps in order' })
  instructions: string[];

  @ApiProperty({ type: 'integer', nullable: true, description: 'Minutes' })
  prepTime: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Minutes' })
  cookTime: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Minutes' })
  totalTime: number | null;

  @ApiProperty({ type: 'integer', nullable: true })
  servings: number | null;

  @ApiProperty({ type: String, nullable: true, example: '12 pancakes', description: 'The yield as published' })
  yields: string | null;

  @ApiProperty({ type: String, nullable: true })
  cuisine: string | null;

  @ApiProperty({ type: [String] })
  tags: string[];

  @ApiProperty({ type: String, nullable: true, description: 'An absolute http(s) address of the main image' })
  imageUrl: string | null;

  @ApiProperty({ type: ParsedNutritionDto, nullable: true })
  nutrition: ParsedNutritionDto | null;

  @ApiProperty({ type: String, nullable: true, example: 'bbc.co.uk', description: "Imports: the page's host; null for pasted text" })
  source: string | null;
}
