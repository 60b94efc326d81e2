import { ApiProperty } from '@nestjs/swagger';
import { ServerOwned } from '../../common/server-owned.js';

/** spec part 2 §3. */
export class RecipeCategoryDto {
  @ApiProperty({ example: 4 })
  @ServerOwned()
  id: number;

  @ApiProperty({ example: 'Weeknight dinners' })
  name: string;

  @ApiProperty({ type: String, nullable: true, example: 'Quick meals for busy evenings' })
  description: string | null;
}
