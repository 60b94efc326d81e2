import { CATEGORY_NAMES, PANTRY_STATUSES, type CategoryName, type AttributedPantryItem, type PantryStatus } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';
import { PersonDto } from '../../households/dto/person.dto.js';
import { ServerOwned } from '../../common/server-owned.js';

/** A pantry item as the apps see it: the five fields of spec part 1 §3, and who changed it last. */
export class PantryItemDto implements AttributedPantryItem {
  @ApiProperty({ example: 12 })
  @ServerOwned()
  id: number;

  @ApiProperty({ example: 'Milk' })
  name: string;

  @ApiProperty({ enum: PANTRY_STATUSES, enumName: 'PantryStatus', example: 'In Stock' })
  status: PantryStatus;

  @ApiProperty({ enum: CATEGORY_NAMES, enumName: 'CategoryName', nullable: true, example: 'Dairy & Eggs', description: 'null: Uncategorized' })
  category: CategoryName | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2026-03-14', description: 'A calendar date, YYYY-MM-DD' })
  expirationDate: string | null;

  @ApiProperty({ type: PersonDto, nullable: true, description: 'Who changed it last (or added it); a tick on the shopping list that adds or restocks it counts' })
  @ServerOwned()
  updatedBy: PersonDto | null;
}
