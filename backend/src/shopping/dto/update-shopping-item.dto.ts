import { CATEGORY_NAMES, ITEM_NAME_MAX_LENGTH, SHOPPING_QUANTITY_MAX_LENGTH, type CategoryName } from '@mealapp/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateIf } from 'class-validator';
import { IsCategoryName, IsItemName, Trim } from '../../common/item-validators.js';
import {
  BlankAsNull,
  IsShoppingQuantity,
  IsStrictBoolean,
  SHOPPING_MESSAGES,
} from './shopping-validators.js';
import { TakesBack } from '../../common/server-owned.js';
import { ShoppingItemDto } from './shopping-item.dto.js';

/** Any subset of the fields; null or blank clears the quantity, but never the name, category or state. */
@TakesBack(ShoppingItemDto)
export class UpdateShoppingItemDto {
  @ApiPropertyOptional({ example: 'Bananas', maxLength: ITEM_NAME_MAX_LENGTH, description: 'Trimmed before storing' })
  @ValidateIf((dto: UpdateShoppingItemDto) => dto.name !== undefined)
  @Trim()
  @IsItemName()
  name?: string;

  @ApiPropertyOptional({ enum: CATEGORY_NAMES, enumName: 'CategoryName' })
  @ValidateIf((dto: UpdateShoppingItemDto) => dto.category !== undefined)
  @IsCategoryName()
  category?: CategoryName;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: SHOPPING_QUANTITY_MAX_LENGTH, description: 'Trimmed; null, empty or blank clears it' })
  @BlankAsNull()
  @IsOptional()
  @IsShoppingQuantity()
  quantity?: string | null;

  @ApiPropertyOptional({ description: 'Sets the state without pantry side effects; use the toggle call for those' })
  @ValidateIf((dto: UpdateShoppingItemDto) => dto.isShopped !== undefined)
  @IsStrictBoolean(SHOPPING_MESSAGES.isShopped)
  isShopped?: boolean;
}
