import { RECIPE_DIFFICULTIES, RECIPE_IMAGE_TYPES, RECIPE_LIMITS, type RecipeDifficulty, type RecipeImageType } from '@mealapp/domain';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { TakesBack } from '../../common/server-owned.js';
import { RecipeDto, RecipeIngredientDto, RecipeInstructionDto, RecipeNutritionDto } from './recipe.dto.js';
import { RecipeSummaryDto } from './recipe-summary.dto.js';
import { Checked, ingredientRows, instructionRows, number, nutrition, tagList, text } from './recipe-validators.js';

const L = RECIPE_LIMITS;

/** A structured ingredient row. A row may also be one line of text ("2 cloves garlic, minced"). */
@TakesBack(RecipeIngredientDto)
export class RecipeIngredientInputDto {
  @ApiProperty({ example: 'garlic', maxLength: L.ingredientNameLength })
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2', maxLength: L.amountLength })
  amount?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 2, description: 'Read from amount when absent' })
  amountValue?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'clove', maxLength: L.unitLength })
  unit?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'minced', maxLength: L.notesLength })
  notes?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 0, description: 'Where the row goes: rows are saved sorted by order; a row without one keeps its place in the list' })
  order?: number | null;
}

@TakesBack(RecipeInstructionDto)
export class RecipeInstructionInputDto {
  @ApiProperty({ example: 'Boil the pasta.', maxLength: L.instructionLength })
  instruction: string;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'Steps are numbered 1, 2, ... in list order, whatever is sent here' })
  stepNumber?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.notesLength })
  notes?: string | null;
}

const nutrient = (name: string, unit: string) => ({
  type: Number,
  nullable: true,
  minimum: L.nutritionValue.min,
  maximum: L.nutritionValue.max,
  description: `${name} per serving (${unit}); null is the same as absent`,
});

/** spec part 2 §3: per serving; null values are stripped (spec §7). Checked as a whole by CreateRecipeDto.nutrition. */
@TakesBack(RecipeNutritionDto)
export class RecipeNutritionInputDto {
  @ApiPropertyOptional(nutrient('Energy', 'kcal'))
  calories?: number | null;

  @ApiPropertyOptional(nutrient('Protein', 'g'))
  protein?: number | null;

  @ApiPropertyOptional(nutrient('Carbohydrates', 'g'))
  carbs?: number | null;

  @ApiPropertyOptional(nutrient('Fat', 'g'))
  fat?: number | null;

  @ApiPropertyOptional(nutrient('Fiber', 'g'))
  fiber?: number | null;

  @ApiPropertyOptional(nutrient('Sugar', 'g'))
  sugar?: number | null;

  @ApiPropertyOptional(nutrient('Sodium', 'mg'))
  sodium?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.servingSizeLength, example: '1 1/2 cups' })
  servingSize?: string | null;
}

/**
 * The recipe fields of POST /api/recipes (spec part 2 §7). Empty ingredient and instruction rows
 * are dropped, text trimmed and tags de-duplicated, then the spec's checks and the limits apply
 * (@mealapp/domain cleanRecipeDraft and recipeDraftError, as in the form).
 */
@ApiExtraModels(RecipeIngredientInputDto, RecipeInstructionInputDto)
// A recipe's GET answer, or its list entry, can be sent back (copying a recipe), rows included.
@TakesBack([RecipeDto, RecipeSummaryDto], { rows: { ingredients: RecipeIngredientInputDto, instructions: RecipeInstructionInputDto, nutrition: RecipeNutritionInputDto } })
export class CreateRecipeDto {
  @ApiProperty({ example: 'Simple Tomato Pasta', maxLength: L.titleLength, description: "Required: 'Recipe title is required'" })
  @Checked(text)
  title: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.descriptionLength })
  @Checked(text)
  description?: string | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'One of GET /api/recipes/categories; null: Uncategorized' })
  @Checked(number)
  categoryId?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.imageUrlLength, description: "With imageType 'url', an https:// address; with 'upload', the imageUrl an upload answered" })
  @Checked(text)
  imageUrl?: string | null;

  @ApiPropertyOptional({ enum: RECIPE_IMAGE_TYPES, enumName: 'RecipeImageType', nullable: true, default: 'stock' })
  @Checked(text)
  imageType?: RecipeImageType | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'italian-tomato-pasta', description: "With imageType 'stock': an id of the stock image catalogue" })
  @Checked(text)
  stockImageId?: string | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: L.minutes.min, maximum: L.minutes.max, description: 'Minutes' })
  @Checked(number)
  cookTime?: number | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: L.minutes.min, maximum: L.minutes.max, description: 'Minutes' })
  @Checked(number)
  prepTime?: number | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: L.servings.min, maximum: L.servings.max })
  @Checked(number)
  servings?: number | null;

  @ApiPropertyOptional({ enum: RECIPE_DIFFICULTIES, enumName: 'RecipeDifficulty', nullable: true, default: 'medium' })
  @Checked(text)
  difficulty?: RecipeDifficulty | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Italian', maxLength: L.cuisineLength })
  @Checked(text)
  cuisine?: string | null;

  @ApiPropertyOptional({ type: [String], maxItems: L.tags, description: `Trimmed, without duplicates (ignoring case); each at most ${L.tagLength} characters` })
  @Checked(tagList)
  tags?: string[] | null;

  @ApiProperty({
    type: 'array',
    items: { oneOf: [{ type: 'string', maxLength: L.ingredientNameLength }, { $ref: getSchemaPath(RecipeIngredientInputDto) }] },
    maxItems: L.ingredients,
    description: "Lines of text or structured rows, in order; empty ones are dropped. At least one: 'At least one ingredient is required'",
  })
  @Checked(ingredientRows)
  ingredients: Array<string | RecipeIngredientInputDto>;

  @ApiProperty({
    type: 'array',
    items: { oneOf: [{ type: 'string', maxLength: L.instructionLength }, { $ref: getSchemaPath(RecipeInstructionInputDto) }] },
    maxItems: L.instructions,
    description: "Steps in order, as text or { instruction }; blank ones are dropped. At least one: 'At least one instruction is required'",
  })
  @Checked(instructionRows)
  instructions: Array<string | RecipeInstructionInputDto>;

  @ApiPropertyOptional({ type: RecipeNutritionInputDto, nullable: true })
  @Checked(nutrition)
  nutrition?: RecipeNutritionInputDto | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: L.sourceLength,
    example: 'bbc.co.uk',
    description: "Where an imported recipe came from: POST /api/recipes/parse answers it (the page's host). Also one of the recipe's derived tags. The shared recipes' sources ('Test Recipe', 'Starter library') are dropped: a shared recipe's answer sent back is the person's own copy",
  })
  @Checked(text)
  source?: string | null;
}
