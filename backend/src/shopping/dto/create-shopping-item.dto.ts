import { CATEGORY_NAMES, ITEM_NAME_MAX_LENGTH, SHOPPING_QUANTITY_MAX_LENGTH, DEFAULT_SHOPPING_CATEGORY, type CategoryName } from '@mealapp/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsCategoryName, IsItemName, Trim } from '../../common/item-validators.js';
import {
  BlankAsNull,
  IsShoppingQuantity,
  IsStrictBoolean,
  SHOPPING_MESSAGES,
} from './shopping-validators.js';
import { TakesBack } from '../../common/server-owned.js';
import { ShoppingItemDto } from './shopping-item.dto.js';

@TakesBack(ShoppingItemDto)
export class CreateShoppingItemDto {
  @ApiProperty({ example: 'Bananas', maxLength: ITEM_NAME_MAX_LENGTH, description: 'Trimmed before storing' })
  @Trim()
  @IsItemName()
  name: string;

  @ApiPropertyOptional({ enum: CATEGORY_NAMES, enumName: 'CategoryName', description: `Absent or null: ${DEFAULT_SHOPPING_CATEGORY}` })
  @IsOptional()
  @IsCategoryName()
  category?: CategoryName | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: SHOPPING_QUANTITY_MAX_LENGTH,
    example: '1 bunch',
    description: 'Trimmed; absent, empty or blank: none (null)',
  })
  @BlankAsNull()
  @IsOptional()
  @IsShoppingQuantity()
  quantity?: string | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true, default: false })
  @IsOptional()
  @IsStrictBoolean(SHOPPING_MESSAGES.isShopped)
  isShopped?: boolean | null;
}
