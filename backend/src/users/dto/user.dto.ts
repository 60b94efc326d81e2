import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ServerOwned } from '../../common/server-owned.js';

/** The user as the apps see it (spec §3: name, email). */
export class UserDto {
  @ApiProperty({ example: 1 })
  @ServerOwned()
  id: number;

  @ApiProperty({ example: 'Ada Lovelace' })
  name: string;

  @ApiProperty({ example: 'ada@example.com' })
  email: string;
}

/** PATCH /api/me's answer: after an e-mail change every device was signed out, and this one gets a fresh access token. */
export class UpdatedProfileDto extends UserDto {
  @ApiPropertyOptional({ description: 'Present when the e-mail address changed; the refresh_token cookie is renewed too' })
  accessToken?: string;
}
