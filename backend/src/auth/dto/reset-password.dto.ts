import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH, RESET_PASSWORD_MIN_LENGTH } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsNewPassword } from '../../common/account-validators.js';

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the e-mailed link' })
  @MaxLength(200, { message: ACCOUNT_MESSAGES.resetTokenMissing })
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.resetTokenMissing })
  @IsString({ message: ACCOUNT_MESSAGES.resetTokenMissing })
  token: string;

  @ApiProperty({ example: 'new-secret-123', minLength: RESET_PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @IsNewPassword()
  password: string;
}
