import { CATEGORY_NAMES, PANTRY_STATUSES, UNCATEGORIZED, type CategoryGroupName, type PantryStatus } from '@mealapp/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { EmptyAsAbsent, IsCategoryFilter, IsPantryStatus } from './pantry-validators.js';

export class ListPantryItemsQueryDto {
  @ApiPropertyOptional({ enum: PANTRY_STATUSES, enumName: 'PantryStatus' })
  @EmptyAsAbsent()
  @IsOptional()
  @IsPantryStatus()
  status?: PantryStatus;

  @ApiPropertyOptional({
    enum: [...CATEGORY_NAMES, UNCATEGORIZED],
    enumName: 'PantryCategoryFilter',
    description: `One of the nine categories, or ${UNCATEGORIZED} for items without one`,
  })
  @EmptyAsAbsent()
  @IsOptional()
  @IsCategoryFilter()
  category?: CategoryGroupName;
}
