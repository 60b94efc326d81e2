import { RECIPE_LIMITS, type RecipeShoppingScope } from '@mealapp/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IsServings } from '../../meal-plans/dto/meal-plan-validators.js';
import { ShoppingItemDto } from '../../shopping/dto/shopping-item.dto.js';

export const RECIPE_SHOPPING_SCOPES = ['needed', 'all'] as const satisfies readonly RecipeShoppingScope[];

export class AddRecipeToShoppingListDto {
  @ApiProperty({ enum: RECIPE_SHOPPING_SCOPES, enumName: 'RecipeShoppingScope', description: 'needed: the missing and low stock ingredients; all: every ingredient' })
  @IsIn(RECIPE_SHOPPING_SCOPES, { message: `scope must be one of ${RECIPE_SHOPPING_SCOPES.join(', ')}` })
  scope: RecipeShoppingScope;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: RECIPE_LIMITS.servings.min,
    maximum: RECIPE_LIMITS.servings.max,
    example: 6,
    description: "The servings being cooked: the quantities are the recipe's scaled from its own servings to these. Absent or null, or a recipe without servings: as written",
  })
  @IsServings()
  servings?: number | null;
}

export class RecipeShoppingResultDto {
  @ApiProperty({ example: 3, description: 'Items added to the list' })
  added: number;

  @ApiProperty({ example: 1, description: 'Items already pending on the list whose quantity grew instead' })
  merged: number;

  @ApiProperty({ type: [ShoppingItemDto], description: 'The items added, then the items merged into, as saved' })
  items: ShoppingItemDto[];
}
