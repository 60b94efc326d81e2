import { PASSWORD_MAX_LENGTH, RESET_PASSWORD_MIN_LENGTH } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsCurrentPassword, IsNewPassword } from '../../common/account-validators.js';

export class ChangePasswordDto {
  @ApiProperty({ example: 'secret123' })
  @IsCurrentPassword()
  currentPassword: string;

  @ApiProperty({ example: 'new-secret-123', minLength: RESET_PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsNewPassword()
  newPassword: string;
}
