import { CATEGORY_NAMES, PANTRY_STATUSES, type CategoryName, type PantryStatus } from '@mealapp/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { Trim } from '../../common/account-validators.js';
import { IsCalendarDate, IsCategoryName, IsPantryName, IsPantryStatus, PANTRY_NAME_MAX_LENGTH } from './pantry-validators.js';

export class CreatePantryItemDto {
  @ApiProperty({ example: 'Milk', maxLength: PANTRY_NAME_MAX_LENGTH, description: 'Trimmed before storing' })
  @Trim()
  @IsPantryName()
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
