import { ApiProperty } from '@nestjs/swagger';

export class AccessTokenDto {
  @ApiProperty({ description: 'JWT for the Authorization: Bearer header; the refresh token travels in the refresh_token cookie' })
  accessToken: string;
}
