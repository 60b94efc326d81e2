import { CATEGORY_NAMES, PANTRY_STATUSES, type CategoryName, type PantryItem, type PantryStatus } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';

/** A pantry item as the apps see it (spec part 1 §3): exactly these five fields. */
export class PantryItemDto implements PantryItem {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'Milk' })
  name: string;

  @ApiProperty({ enum: PANTRY_STATUSES, enumName: 'PantryStatus', example: 'In Stock' })
  status: PantryStatus;

  @ApiProperty({ enum: CATEGORY_NAMES, enumName: 'CategoryName', nullable: true, example: 'Dairy & Eggs', description: 'null: Uncategorized' })
  category: CategoryName | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2026-03-14', description: 'A calendar date, YYYY-MM-DD' })
  expirationDate: string | null;
}
