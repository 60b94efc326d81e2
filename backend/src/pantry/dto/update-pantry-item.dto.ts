import { CATEGORY_NAMES, ITEM_NAME_MAX_LENGTH, PANTRY_STATUSES, type CategoryName, type PantryStatus } from '@mealapp/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, ValidateIf } from 'class-validator';
import { IsCategoryName, IsItemName, Trim } from '../../common/item-validators.js';
import { IsCalendarDate, IsPantryStatus } from './pantry-validators.js';
import { TakesBack } from '../../common/server-owned.js';
import { PantryItemDto } from './pantry-item.dto.js';

/** Any subset of the fields; null clears the category or the date, but never the name or status. */
@TakesBack(PantryItemDto)
export class UpdatePantryItemDto {
  @ApiPropertyOptional({ example: 'Milk', maxLength: ITEM_NAME_MAX_LENGTH, description: 'Trimmed before storing' })
  @ValidateIf((dto: UpdatePantryItemDto) => dto.name !== undefined)
  @Trim()
  @IsItemName()
  name?: string;

  @ApiPropertyOptional({ enum: PANTRY_STATUSES, enumName: 'PantryStatus' })
  @ValidateIf((dto: UpdatePantryItemDto) => dto.status !== undefined)
  @IsPantryStatus()
  status?: PantryStatus;

  @ApiPropertyOptional({ enum: CATEGORY_NAMES, enumName: 'CategoryName', nullable: true, description: 'null clears it (Uncategorized)' })
  @IsOptional()
  @IsCategoryName()
  category?: CategoryName | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, example: '2026-03-14', description: 'YYYY-MM-DD; null clears it' })
  @IsOptional()
  @IsCalendarDate()
  expirationDate?: string | null;
}
