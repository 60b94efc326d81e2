import { DEFAULT_APP_SETTINGS } from '@mealapp/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import { IsStrictBoolean, SHOPPING_MESSAGES } from './shopping-validators.js';

/** The device settings that drive the pantry side effects (spec part 1 §3, §4; DECISIONS.md, Where logic runs). */
export class ToggleShoppingItemDto {
  @ApiPropertyOptional({
    default: DEFAULT_APP_SETTINGS.autoAddShoppedToPantry,
    description: 'Ticking adds the item to the pantry as In Stock, or sets an Out of Stock pantry item of that name back to In Stock',
  })
  @ValidateIf((dto: ToggleShoppingItemDto) => dto.autoAddShoppedToPantry !== undefined)
  @IsStrictBoolean(SHOPPING_MESSAGES.setting('autoAddShoppedToPantry'))
  autoAddShoppedToPantry?: boolean;

  @ApiPropertyOptional({
    default: DEFAULT_APP_SETTINGS.autoUpdatePantryOnUncheck,
    description: 'With autoAddShoppedToPantry also on, unticking sets an In Stock pantry item of that name Out of Stock',
  })
  @ValidateIf((dto: ToggleShoppingItemDto) => dto.autoUpdatePantryOnUncheck !== undefined)
  @IsStrictBoolean(SHOPPING_MESSAGES.setting('autoUpdatePantryOnUncheck'))
  autoUpdatePantryOnUncheck?: boolean;
}
