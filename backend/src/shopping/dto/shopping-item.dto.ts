import { CATEGORY_NAMES, type CategoryName, type ShoppingItem } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';

/** A shopping item as the apps see it (spec part 1 §3): exactly these five fields. */
export class ShoppingItemDto implements ShoppingItem {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 'Bananas' })
  name: string;

  @ApiProperty({ type: String, nullable: true, example: '6', description: 'Free text; null: none' })
  quantity: string | null;

  @ApiProperty({ enum: CATEGORY_NAMES, enumName: 'CategoryName', example: 'Produce' })
  category: CategoryName;

  @ApiProperty({ example: false })
  isShopped: boolean;
}
