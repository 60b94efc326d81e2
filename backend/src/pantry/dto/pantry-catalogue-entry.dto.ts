import { CATEGORY_NAMES, PANTRY_STATUSES, type CategoryName, type PantryCatalogueEntry, type PantryStatus } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';

/** One entry of the built-in catalogue in @mealapp/domain (spec part 1 §3). */
export class PantryCatalogueEntryDto implements PantryCatalogueEntry {
  @ApiProperty({ example: 'Milk' })
  name: string;

  @ApiProperty({ enum: CATEGORY_NAMES, enumName: 'CategoryName' })
  category: CategoryName;

  @ApiProperty({ enum: PANTRY_STATUSES, enumName: 'PantryStatus' })
  defaultStatus: PantryStatus;

  @ApiProperty({ type: 'integer', example: 7, description: 'Typical shelf life in days' })
  typicalShelfLife: number;
}
