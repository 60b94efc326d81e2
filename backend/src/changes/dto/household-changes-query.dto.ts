import { ApiProperty } from '@nestjs/swagger';
import { IsIntegerFrom, QueryInteger } from '../../common/query-integers.js';

export class HouseholdChangesQueryDto {
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: "The last log position the client applied: an event's id from GET /api/events, or the seq of the previous answer",
  })
  @QueryInteger(16)
  @IsIntegerFrom(0, Number.MAX_SAFE_INTEGER, 'since must be a position of the change log (an event id)')
  since: number;
}
