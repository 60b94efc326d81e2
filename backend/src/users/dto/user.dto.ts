import { ApiProperty } from '@nestjs/swagger';

/** The user as the apps see it (spec §3: name, email). */
export class UserDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Ada Lovelace' })
  name: string;

  @ApiProperty({ example: 'ada@example.com' })
  email: string;
}
