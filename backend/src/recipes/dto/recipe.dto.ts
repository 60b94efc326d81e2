import { ApiProperty } from '@nestjs/swagger';
import { RecipeBaseDto } from './recipe-summary.dto.js';
import { ServerOwned } from '../../common/server-owned.js';

/** spec part 2 §3. */
export class RecipeIngredientDto {
  @ApiProperty({ example: 31 })
  @ServerOwned()
  id: number;

  @ApiProperty({ example: 'garlic' })
  name: string;

  @ApiProperty({ type: String, nullable: true, example: '1 1/2', description: 'As written' })
  amount: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 1.5, description: 'The amount as a number, when it reads as one' })
  amountValue: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'clove' })
  unit: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'minced' })
  notes: string | null;

  @ApiProperty({ example: 0, description: 'Position in the recipe, from 0' })
  order: number;
}

/** spec part 2 §3. */
export class RecipeInstructionDto {
  @ApiProperty({ example: 52 })
  @ServerOwned()
  id: number;

  @ApiProperty({ example: 1, description: 'From 1, in order' })
  stepNumber: number;

  @ApiProperty({ example: 'Bring a large pot of salted water to a boil.' })
  instruction: string;

  @ApiProperty({ type: String, nullable: true })
  notes: string | null;
}

/** spec part 2 §3: per serving; a value not given is null. */
export class RecipeNutritionDto {
  @ApiProperty()
  @ServerOwned()
  id: number;

  @ApiProperty()
  @ServerOwned()
  recipeId: number;

  @ApiProperty({ type: Number, nullable: true, example: 505 })
  calories: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 17, description: 'g' })
  protein: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 75, description: 'g' })
  carbs: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 15, description: 'g' })
  fat: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 6, description: 'g' })
  fiber: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 10, description: 'g' })
  sugar: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 730, description: 'mg' })
  sodium: number | null;

  @ApiProperty({ type: String, nullable: true, example: '1 1/2 cups' })
  servingSize: string | null;
}

/** A whole recipe (spec part 2 §3), as GET /api/recipes/{id} and every change answer it. */
export class RecipeDto extends RecipeBaseDto {
  @ApiProperty({ type: [RecipeIngredientDto], description: 'In order' })
  ingredients: RecipeIngredientDto[];

  @ApiProperty({ type: [RecipeInstructionDto], description: 'In step order' })
  instructions: RecipeInstructionDto[];

  @ApiProperty({ type: RecipeNutritionDto, nullable: true })
  nutrition: RecipeNutritionDto | null;
}

export class RecipeFavoriteDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty()
  isFavorited: boolean;
}

export class RecipePinDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty()
  isPinned: boolean;
}
