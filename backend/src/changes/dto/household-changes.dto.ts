import { ApiProperty } from '@nestjs/swagger';
import { MealPlanDto } from '../../meal-plans/dto/meal-plan.dto.js';
import { PantryItemDto } from '../../pantry/dto/pantry-item.dto.js';
import { RecipeSummaryDto } from '../../recipes/dto/recipe-summary.dto.js';
import { ShoppingItemDto } from '../../shopping/dto/shopping-item.dto.js';

const DELETED = { type: 'integer', isArray: true, description: 'Ids of rows gone since (deleted, or no longer the household\'s)' } as const;

export class PantryChangesDto {
  @ApiProperty({ type: PantryItemDto, isArray: true, description: 'Rows added or changed since, as GET /api/pantry answers them' })
  upserted: PantryItemDto[];

  @ApiProperty(DELETED)
  deleted: number[];
}

export class ShoppingChangesDto {
  @ApiProperty({ type: ShoppingItemDto, isArray: true, description: 'Rows added or changed since, as GET /api/shopping answers them' })
  upserted: ShoppingItemDto[];

  @ApiProperty(DELETED)
  deleted: number[];
}

export class MealPlanChangesDto {
  @ApiProperty({ type: MealPlanDto, isArray: true, description: 'Entries added or changed since, as GET /api/meal-plans answers them, whatever their date' })
  upserted: MealPlanDto[];

  @ApiProperty(DELETED)
  deleted: number[];
}

export class RecipeChangesDto {
  @ApiProperty({ type: RecipeSummaryDto, isArray: true, description: 'Recipes added or changed since, as GET /api/recipes answers them' })
  upserted: RecipeSummaryDto[];

  @ApiProperty(DELETED)
  deleted: number[];
}

/** GET /api/changes (libs/domain household-changes.ts): what changed in the household after a position of its log. */
export class HouseholdChangesDto {
  @ApiProperty({ type: 'integer', minimum: 0, example: 1042, description: 'The log position this answer brings the client to: the next call\'s since' })
  seq: number;

  @ApiProperty({
    description:
      'true: the changes after since cannot all be told (no longer kept, a position from before a restore, too many, or no household): ' +
      'read every list again, then ask from seq. The lists below are then empty.',
  })
  reload: boolean;

  @ApiProperty({ type: PantryChangesDto })
  pantry: PantryChangesDto;

  @ApiProperty({ type: ShoppingChangesDto })
  shopping: ShoppingChangesDto;

  @ApiProperty({ type: MealPlanChangesDto })
  mealPlans: MealPlanChangesDto;

  @ApiProperty({ type: RecipeChangesDto })
  recipes: RecipeChangesDto;
}
