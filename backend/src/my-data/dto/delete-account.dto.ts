import { ApiProperty } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsCurrentPassword } from '../../common/account-validators.js';

export class DeleteAccountDto {
  @ApiProperty({
    example: 'secret123',
    required: false,
    description:
      'The current password; required when the account has one. An account made at the identity provider sends none: it has just signed in there again (POST /api/auth/oidc/account/confirm)',
  })
  @IsOptional()
  @IsCurrentPassword()
  password?: string;
}
