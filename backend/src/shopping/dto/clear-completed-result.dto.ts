import { ApiProperty } from '@nestjs/swagger';

export class ClearCompletedResultDto {
  @ApiProperty({ example: 3, description: 'How many completed items were deleted' })
  deletedCount: number;
}
