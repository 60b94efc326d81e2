import { PASSWORD_MAX_LENGTH, RESET_PASSWORD_MIN_LENGTH } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsNewPassword } from '../../common/account-validators.js';

export class ChangePasswordDto {
  @ApiProperty({ example: 'secret123' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Current password is required' })
  @IsString({ message: 'Current password is required' })
  currentPassword: string;

  @ApiProperty({ example: 'new-secret-123', minLength: RESET_PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsNewPassword()
  newPassword: string;
}
