import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH, RESET_PASSWORD_MIN_LENGTH } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

export class ChangePasswordDto {
  @ApiProperty({ example: 'secret123' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Current password is required' })
  @IsString({ message: 'Current password is required' })
  currentPassword: string;

  @ApiProperty({ example: 'new-secret-123', minLength: RESET_PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  @MinLength(RESET_PASSWORD_MIN_LENGTH, { message: ACCOUNT_MESSAGES.resetPasswordTooShort })
  @IsString({ message: ACCOUNT_MESSAGES.resetPasswordTooShort })
  newPassword: string;
}
