import { PASSWORD_MAX_LENGTH, RESET_PASSWORD_MIN_LENGTH } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsCurrentPassword, IsNewPassword } from '../../common/account-validators.js';

export class ChangePasswordDto {
  @ApiProperty({
    example: 'secret123',
    required: false,
    description: 'Required when the account has a password; an account made at the identity provider sets its first one after POST /api/auth/oidc/account/confirm instead',
  })
  @IsOptional()
  @IsCurrentPassword()
  currentPassword?: string;

  @ApiProperty({ example: 'new-secret-123', minLength: RESET_PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsNewPassword()
  newPassword: string;
}
