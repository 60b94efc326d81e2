import type { Person } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';

/** A member of the household, as its shared things name who added, ticked or changed them. */
export class PersonDto implements Person {
  @ApiProperty({ example: 3, description: "The person's user id" })
  id: number;

  @ApiProperty({ example: 'Bo Peep' })
  name: string;
}
