import type { RecipeShoppingScope } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ShoppingItemDto } from '../../shopping/dto/shopping-item.dto.js';

export const RECIPE_SHOPPING_SCOPES = ['needed', 'all'] as const satisfies readonly RecipeShoppingScope[];

export class AddRecipeToShoppingListDto {
  @ApiProperty({ enum: RECIPE_SHOPPING_SCOPES, enumName: 'RecipeShoppingScope', description: 'needed: the missing and low stock ingredients; all: every ingredient' })
  @IsIn(RECIPE_SHOPPING_SCOPES, { message: `scope must be one of ${RECIPE_SHOPPING_SCOPES.join(', ')}` })
  scope: RecipeShoppingScope;
}

export class RecipeShoppingResultDto {
  @ApiProperty({ example: 3, description: 'Items added to the list' })
  added: number;

  @ApiProperty({ example: 1, description: 'Items already pending on the list whose quantity grew instead' })
  merged: number;

  @ApiProperty({ type: [ShoppingItemDto], description: 'The items added, then the items merged into, as saved' })
  items: ShoppingItemDto[];
}
