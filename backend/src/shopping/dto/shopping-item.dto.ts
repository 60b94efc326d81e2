import { CATEGORY_NAMES, type AttributedShoppingItem, type CategoryName } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';
import { PersonDto } from '../../households/dto/person.dto.js';
import { ServerOwned } from '../../common/server-owned.js';

/** A shopping item as the apps see it: the five fields of spec part 1 §3, and who added, ticked and last changed it. */
export class ShoppingItemDto implements AttributedShoppingItem {
  @ApiProperty({ example: 7 })
  @ServerOwned()
  id: number;

  @ApiProperty({ example: 'Bananas' })
  name: string;

  @ApiProperty({ type: String, nullable: true, example: '6', description: 'Free text; null: none' })
  quantity: string | null;

  @ApiProperty({ enum: CATEGORY_NAMES, enumName: 'CategoryName', example: 'Produce' })
  category: CategoryName;

  @ApiProperty({ example: false })
  isShopped: boolean;

  @ApiProperty({ type: PersonDto, nullable: true, description: 'Who added it; null once they deleted their account' })
  @ServerOwned()
  addedBy: PersonDto | null;

  @ApiProperty({ type: PersonDto, nullable: true, description: 'Who ticked it; null while it is pending' })
  @ServerOwned()
  checkedBy: PersonDto | null;

  @ApiProperty({ type: PersonDto, nullable: true, description: 'Who changed it last (or added it)' })
  @ServerOwned()
  updatedBy: PersonDto | null;
}
