import { ApiProperty } from '@nestjs/swagger';

/** spec part 2 §3. */
export class RecipeCategoryDto {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ example: 'Weeknight dinners' })
  name: string;

  @ApiProperty({ type: String, nullable: true, example: 'Quick meals for busy evenings' })
  description: string | null;
}
