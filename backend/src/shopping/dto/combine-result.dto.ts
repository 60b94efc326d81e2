import { CATEGORY_NAMES, COMBINE_OUTCOMES, type CategoryName, type CombineOutcome, type Combination, type CombinedItem, type CombinePlan, type CombineResult } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';

export class CombinedItemDto implements CombinedItem {
  @ApiProperty({ example: 'Tomatoes' })
  name: string;

  @ApiProperty({ type: String, nullable: true, example: '3 lb' })
  quantity: string | null;

  @ApiProperty({ enum: CATEGORY_NAMES, enumName: 'CategoryName' })
  category: CategoryName;
}

export class CombinationDto implements Combination {
  @ApiProperty({ type: [String], example: ['Tomatoes', 'tomato'], description: 'The names of the items merged' })
  originalItems: string[];

  @ApiProperty({ type: CombinedItemDto })
  combinedItem: CombinedItemDto;

  @ApiProperty({ example: 'Merged 2 entries naming the same item. Added quantities.' })
  notes: string;
}

export class CombinePlanRowDto extends CombinedItemDto {
  @ApiProperty({ example: 7 })
  id: number;
}

export class CombinePlanDto implements CombinePlan {
  @ApiProperty({ type: [CombinePlanRowDto], description: 'Items kept, with their new name, quantity and category' })
  keep: CombinePlanRowDto[];

  @ApiProperty({ type: [Number], description: 'Ids of the items deleted' })
  remove: number[];
}

/**
 * spec part 1 §3. success false only when fewer than 2 unchecked items exist ("You need at least 2
 * items to combine"); nothing similar is success true with no combinations. `plan` is what was written.
 */
export class CombineResultDto implements CombineResult {
  @ApiProperty()
  success: boolean;

  @ApiProperty({ enum: COMBINE_OUTCOMES, enumName: 'CombineOutcome', description: 'combined; nothingToCombine (success true, nothing similar); tooFewItems (success false)' })
  outcome: CombineOutcome;

  @ApiProperty({ example: 'Successfully combined 5 items into 3 items!' })
  message: string;

  @ApiProperty({ example: 5, description: 'Unchecked items before' })
  originalCount: number;

  @ApiProperty({ example: 3, description: 'Unchecked items after' })
  combinedCount: number;

  @ApiProperty({ type: [CombinationDto] })
  combinations: CombinationDto[];

  @ApiProperty({ type: CombinePlanDto })
  plan: CombinePlanDto;
}
