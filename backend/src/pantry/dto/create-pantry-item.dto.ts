import { CATEGORY_NAMES, ITEM_NAME_MAX_LENGTH, PANTRY_STATUSES, type CategoryName, type PantryStatus } from '@mealapp/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsCategoryName, IsItemName, Trim } from '../../common/item-validators.js';
import { IsCalendarDate, IsPantryStatus } from './pantry-validators.js';
import { TakesBack } from '../../common/server-owned.js';
import { PantryItemDto } from './pantry-item.dto.js';

@TakesBack(PantryItemDto)
export class CreatePantryItemDto {
  @ApiProperty({ example: 'Milk', maxLength: ITEM_NAME_MAX_LENGTH, description: 'Trimmed before storing' })
  @Trim()
  @IsItemName()
  name: string;

  @ApiProperty({ enum: PANTRY_STATUSES, enumName: 'PantryStatus' })
  @IsPantryStatus()
  status: PantryStatus;

  @ApiPropertyOptional({ enum: CATEGORY_NAMES, enumName: 'CategoryName', nullable: true, description: 'null or absent: Uncategorized' })
  @IsOptional()
  @IsCategoryName()
  category?: CategoryName | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, example: '2026-03-14', description: 'A calendar date, YYYY-MM-DD' })
  @IsOptional()
  @IsCalendarDate()
  expirationDate?: string | null;
}
